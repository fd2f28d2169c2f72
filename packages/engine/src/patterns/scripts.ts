/**
 * Which writing systems a text holds, for rules whose words the ASCII prefilter cannot look for
 * (see `Rule.scripts`): such a rule runs only on views holding one of its scripts.
 */

/** Scripts a rule may require (see `Rule.scripts`); `latin-ext` is Latin beyond ASCII (accented letters). */
export const SCRIPTS = ['latin-ext', 'cyrillic', 'arabic', 'devanagari', 'bengali', 'thai', 'han', 'kana', 'hangul'] as const;
export type Script = (typeof SCRIPTS)[number];

/** The scripts whose letters occur in a text, as a bit mask over `SCRIPTS`. One pass; stops early once every script is seen. */
export function scriptsIn(text: string): number {
  let mask = 0;
  const all = (1 << SCRIPTS.length) - 1;
  for (let i = 0; i < text.length && mask !== all; i++) {
    const c = text.charCodeAt(i);
    if (c < 0xc0) continue;
    if (c <= 0x24f || (c >= 0x1e00 && c <= 0x1eff)) mask |= 1 << 0;
    else if (c >= 0x400 && c <= 0x52f) mask |= 1 << 1;
    else if ((c >= 0x600 && c <= 0x6ff) || (c >= 0x750 && c <= 0x77f) || (c >= 0xfb50 && c <= 0xfdff) || (c >= 0xfe70 && c <= 0xfeff)) mask |= 1 << 2;
    else if (c >= 0x900 && c <= 0x97f) mask |= 1 << 3;
    else if (c >= 0x980 && c <= 0x9ff) mask |= 1 << 4;
    else if (c >= 0xe00 && c <= 0xe7f) mask |= 1 << 5;
    else if ((c >= 0x4e00 && c <= 0x9fff) || (c >= 0x3400 && c <= 0x4dbf) || (c >= 0xf900 && c <= 0xfaff) || (c >= 0xd840 && c <= 0xd87f)) mask |= 1 << 6;
    else if ((c >= 0x3040 && c <= 0x30ff) || (c >= 0xff66 && c <= 0xff9f)) mask |= 1 << 7;
    else if ((c >= 0xac00 && c <= 0xd7af) || (c >= 0x1100 && c <= 0x11ff) || (c >= 0x3130 && c <= 0x318f)) mask |= 1 << 8;
  }
  return mask;
}

export function scriptMask(scripts: readonly Script[]): number {
  let mask = 0;
  for (const s of scripts) mask |= 1 << SCRIPTS.indexOf(s);
  return mask;
}
