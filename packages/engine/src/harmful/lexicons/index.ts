import { COVERT } from '../covert/index.js';
import { SURPRISE } from '../covert/surprise.js';
import type { HarmLexicon } from '../types.js';
import { LEXICON as en } from './en.js';
import { LEXICON as zh } from './zh.js';
import { LEXICON as es } from './es.js';
import { LEXICON as hi } from './hi.js';
import { LEXICON as ar } from './ar.js';
import { LEXICON as bn } from './bn.js';
import { LEXICON as pt } from './pt.js';
import { LEXICON as ru } from './ru.js';
import { LEXICON as ja } from './ja.js';
import { LEXICON as de } from './de.js';
import { LEXICON as fr } from './fr.js';
import { LEXICON as ko } from './ko.js';
import { LEXICON as it } from './it.js';
import { LEXICON as vi } from './vi.js';
import { LEXICON as th } from './th.js';
import { LEXICON as tr } from './tr.js';
import { LEXICON as fa } from './fa.js';
import { LEXICON as id } from './id.js';
import { LEXICON as sw } from './sw.js';
import { LEXICON as jv } from './jv.js';

/** The twenty languages' harm vocabularies, English first, each with its concealment cues (`harmful/covert/`). */
export const HARM_LEXICONS: readonly HarmLexicon[] = [en, zh, es, hi, ar, bn, pt, ru, ja, de, fr, ko, it, vi, th, tr, fa, id, sw, jv].map((lex) => ({
  ...lex,
  covert: [...(lex.covert ?? []), ...(COVERT[lex.lang] ?? [])],
  surprise: [...(lex.surprise ?? []), ...(SURPRISE[lex.lang] ?? [])],
}));
