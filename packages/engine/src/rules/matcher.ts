import type { View, ViewName } from '../normalize/index.js';
import { compile, type LinearRegExp } from '../regex.js';
import type { Rule, Surface } from './types.js';

export interface Hit {
  rule: Rule;
  /** The first view the rule matched in (views are scanned in order: text, folded, decoded, hidden). */
  view: ViewName;
  /** Every view the rule matched in. */
  views: ViewName[];
  /** The matched text, at most 200 characters. */
  evidence: string;
  /** Offset of the match in its view. */
  index: number;
  /** Quoted inside text that discusses attacks, rather than addressed to the model. */
  quoted: boolean;
}

interface Compiled {
  rule: Rule;
  regex: LinearRegExp;
  exclude: LinearRegExp | null;
}

export interface CompiledRules {
  readonly rules: readonly Rule[];
  scan(views: readonly View[]): Hit[];
}

const MAX_OCCURRENCES = 8;
const NEGATION = /(?:\bnot|n't|\bnever|\bno|cannot|unable to|refuse to|won't)\s*$/i;
const QUOTES = new Set(['"', "'", '“', '‘', '«', '「', '`', '„']);
const DISCUSSION = compile(
  '\\b(?:prompt injection|injection attacks?|jailbreak(?:s|ing)?|attackers?|adversar(?:y|ial)|malicious|red[- ]team(?:ing)?|for example|e\\.g\\.|such as|phrases? like|vulnerabilit(?:y|ies)|exploit(?:s|ed)?|owasp|security (?:risk|researchers?|guidance)|mitigat(?:e|ion|ions))\\b',
  'iu',
);

function source(rule: Rule): string {
  return rule.patterns.map((p) => `(?:${p})`).join('|');
}

function isNegated(text: string, index: number): boolean {
  return NEGATION.test(text.slice(Math.max(0, index - 16), index));
}

function isQuoted(text: string, index: number, discussion: boolean): boolean {
  if (!discussion) return false;
  for (let i = index - 1; i >= Math.max(0, index - 3); i--) {
    const ch = text[i] ?? '';
    if (QUOTES.has(ch)) return true;
    if (ch !== ' ' && ch !== '\t') return false;
  }
  return false;
}

/**
 * Compiles the rules of one surface. Each rule is one RE2 program (its patterns joined), run once
 * per view; RE2 keeps every run linear in the text. (An RE2 set over all rules was measured slower:
 * its combined automaton exceeds the DFA budget on long inputs.)
 */
export function compileRules(all: readonly Rule[], surface: Surface): CompiledRules {
  const rules = all.filter((r) => (r.surfaces ?? ['input', 'agent']).includes(surface));
  const compiled: Compiled[] = rules.map((rule) => ({
    rule,
    regex: compile(source(rule), rule.caseSensitive ? 'gu' : 'giu'),
    exclude: rule.exclude?.length ? compile(rule.exclude.map((p) => `(?:${p})`).join('|'), 'iu') : null,
  }));

  function firstUsable(c: Compiled, text: string): { evidence: string; index: number } | null {
    c.regex.lastIndex = 0;
    for (let n = 0; n < MAX_OCCURRENCES; n++) {
      const m = c.regex.exec(text);
      if (!m) return null;
      if (m[0].length === 0) {
        c.regex.lastIndex++;
        continue;
      }
      const negated = c.rule.directive === true && isNegated(text, m.index);
      const excluded = c.exclude !== null && c.exclude.test(m[0]);
      if (!negated && !excluded) return { evidence: m[0].slice(0, 200), index: m.index };
    }
    return null;
  }

  return {
    rules,
    scan(views) {
      const hits = new Map<string, Hit>();
      for (const view of views) {
        const discussion = DISCUSSION.test(view.text);
        for (const c of compiled) {
          const existing = hits.get(c.rule.id);
          const found = firstUsable(c, view.text);
          if (!found) continue;
          if (existing) {
            if (!existing.views.includes(view.name)) existing.views.push(view.name);
            continue;
          }
          hits.set(c.rule.id, {
            rule: c.rule,
            view: view.name,
            views: [view.name],
            evidence: found.evidence,
            index: found.index,
            quoted: c.rule.directive === true && isQuoted(view.text, found.index, discussion),
          });
        }
      }
      return [...hits.values()];
    },
  };
}
