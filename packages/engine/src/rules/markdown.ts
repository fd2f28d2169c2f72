import { OWASP_LLM_2025 } from '../types.js';
import type { Rule } from './types.js';

/** Every pattern rule as Markdown (docs/rules.md holds it). */
export function rulesMarkdown(rules: readonly Rule[]): string {
  const lines = [
    '# Pattern rules',
    '',
    'Generated from `packages/engine/src/rules/` by `npm run docs:rules`; a test fails when it is out of date.',
    'Severity is what one match alone contributes (0-10) before source, hiding and quoting adjustments; see the scoring notes in `packages/engine/src/scoring/index.ts`.',
    'Indirect boost is added when the text arrives as content (email, web page, tool output, ...).',
    '',
    '| id | OWASP LLM 2025 | flag type | severity | indirect boost | surfaces | what it catches |',
    '|---|---|---|---|---|---|---|',
  ];
  for (const r of rules) {
    const boost = r.indirectBoost ?? (r.directive ? 2 : 0);
    const surfaces = (r.surfaces ?? ['input', 'agent']).join(', ');
    lines.push(`| \`${r.id}\` | ${OWASP_LLM_2025[r.category]} | ${r.type} | ${r.severity} | ${boost ? `+${boost}` : '-'} | ${surfaces} | ${r.description.replace(/\|/g, '\\|')} |`);
  }
  return `${lines.join('\n')}\n`;
}
