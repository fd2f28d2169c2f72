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

/** A quote mark right before the match (spaces aside), in text that discusses attacks. */
function isQuoted(before: string, discussion: boolean): boolean {
  if (!discussion) return false;
  for (let i = before.length - 1; i >= Math.max(0, before.length - 3); i--) {
    const ch = before[i] ?? '';
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

  // RE2 works on UTF-8: handing it a Buffer made once per view saves converting the text per rule.
  // Offsets are then in bytes; the short windows around a match are decoded back for the checks.
  function firstUsable(c: Compiled, bytes: Buffer): { evidence: string; before: string } | null {
    c.regex.lastIndex = 0;
    for (let n = 0; n < MAX_OCCURRENCES; n++) {
      const m = c.regex.exec(bytes as unknown as string) as unknown as (Buffer[] & { index: number }) | null;
      if (!m) return null;
      const matched = m[0]!;
      if (matched.length === 0) {
        c.regex.lastIndex++;
        continue;
      }
      const evidence = matched.toString('utf8');
      const before = bytes.subarray(Math.max(0, m.index - 48), m.index).toString('utf8');
      const negated = c.rule.directive === true && NEGATION.test(before.slice(-16));
      const excluded = c.exclude !== null && c.exclude.test(evidence);
      if (!negated && !excluded) return { evidence: evidence.slice(0, 200), before };
    }
    return null;
  }

  return {
    rules,
    scan(views) {
      const hits = new Map<string, Hit>();
      for (const view of views) {
        const bytes = Buffer.from(view.text, 'utf8');
        let discussion: boolean | undefined;
        for (const c of compiled) {
          const existing = hits.get(c.rule.id);
          const found = firstUsable(c, bytes);
          if (!found) continue;
          if (existing) {
            if (!existing.views.includes(view.name)) existing.views.push(view.name);
            continue;
          }
          if (c.rule.directive === true && discussion === undefined) discussion = DISCUSSION.test(view.text);
          hits.set(c.rule.id, {
            rule: c.rule,
            view: view.name,
            views: [view.name],
            evidence: found.evidence,
            quoted: c.rule.directive === true && isQuoted(found.before, discussion === true),
          });
        }
      }
      return [...hits.values()];
    },
  };
}
