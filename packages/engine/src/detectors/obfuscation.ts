import type { Transform, TransformType } from '../normalize/index.js';
import { SURFACES } from '../rules/types.js';
import type { Finding } from '../scoring/index.js';
import type { Detector } from './types.js';

const OBFUSCATION_SEVERITY: Partial<Record<TransformType, number>> = {
  unicode_tags: 5,
  variation_selectors: 5,
  homoglyphs: 3,
  invisible_chars: 2,
  invisible_markup: 2,
  leetspeak: 1,
  spaced_letters: 1,
  base64: 1,
  hex: 1,
  rot13: 1,
  unicode_escapes: 1,
  html_comment: 0.5,
  markdown_comment: 0.5,
  url: 0.5,
  html_entities: 0.5,
  compatibility_chars: 1,
};

/**
 * One `obfuscation` finding per transform that changed the text: Unicode tags 5, mixed-script
 * homoglyphs 3, invisible characters 2 (0.5 for fewer than three), other encodings 1 or 0.5.
 */
export function findingsFromTransforms(transforms: readonly Transform[]): Finding[] {
  return transforms.map((t) => {
    const severity = t.type === 'invisible_chars' && t.count < 3 ? 0.5 : (OBFUSCATION_SEVERITY[t.type] ?? 0.5);
    return {
      id: `prompt_injection.obfuscation-${t.type.replace(/_/g, '-')}`,
      category: 'prompt_injection' as const,
      type: 'obfuscation' as const,
      label: 'Obfuscation',
      detail: `Text was hidden or encoded (${t.type.replace(/_/g, ' ')}, ${t.count} occurrence${t.count === 1 ? '' : 's'}); it was decoded and scanned.`,
      severity,
      evidence: t.sample.slice(0, 200),
      signal: false,
      correction: false,
    };
  });
}

/**
 * Hidden or encoded text. On a prompt every transform is reported; on outputs and agent messages
 * only those of severity 1 or more (markup and entities are ordinary there).
 */
export const obfuscationDetector: Detector = {
  id: 'obfuscation',
  surfaces: SURFACES,
  detect(ctx) {
    const findings = findingsFromTransforms(ctx.normalized.transforms);
    return ctx.surface === 'input' ? findings : findings.filter((f) => f.severity >= 1);
  },
};
