import type { HarmLexicon } from '../types.js';

export const LEXICON: HarmLexicon = {
  lang: 'pt',
  request: [],
  operational: [],
  target: [],
  safe: [],
  discussion: [],
  domains: {
    weapons: { strong: [], weak: [] },
    cbrn: { strong: [], weak: [] },
    drugs: { strong: [], weak: [] },
    cyber: { strong: [], weak: [] },
    fraud: { strong: [], weak: [] },
    violence: { strong: [], weak: [] },
    self_harm: { strong: [], weak: [] },
    minors: { strong: [], weak: [] },
    hate: { strong: [], weak: [] },
    privacy: { strong: [], weak: [] },
  },
  examples: { harmful: [], safe: [] },
};
