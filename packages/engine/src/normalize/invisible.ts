/** Characters that render as nothing: zero-width, joiners, bidi controls, soft hyphen, variation selectors. */
function isInvisible(cp: number): boolean {
  return (
    (cp >= 0x200b && cp <= 0x200f) ||
    (cp >= 0x202a && cp <= 0x202e) ||
    (cp >= 0x2060 && cp <= 0x2064) ||
    (cp >= 0x2066 && cp <= 0x2069) ||
    (cp >= 0xfe00 && cp <= 0xfe0f) ||
    (cp >= 0xe0100 && cp <= 0xe01ef) ||
    cp === 0xfeff ||
    cp === 0x00ad ||
    cp === 0x180e ||
    cp === 0x061c ||
    cp === 0x034f
  );
}

export interface InvisibleResult {
  text: string;
  /** Invisible characters removed. */
  removed: number;
  /** Unicode tag characters (U+E0000-E007F) turned back into the ASCII they encode. */
  tagText: string;
}

/**
 * Removes invisible characters and decodes Unicode tag characters, which smuggle ASCII that a
 * model reads but a person does not see. The decoded ASCII stays in place in the text.
 */
/** Any code unit that may start an invisible character or a tag (U+E0000 plane: high surrogate 0xDB40). */
function mayHaveInvisible(input: string): boolean {
  for (let i = 0; i < input.length; i++) {
    const c = input.charCodeAt(i);
    if (c < 0xad) continue;
    if (c === 0xdb40 || isInvisible(c)) return true;
  }
  return false;
}

export function stripInvisible(input: string): InvisibleResult {
  if (!mayHaveInvisible(input)) return { text: input, removed: 0, tagText: '' };
  let out = '';
  let removed = 0;
  let tagText = '';
  for (const ch of input) {
    const cp = ch.codePointAt(0) ?? 0;
    if (cp >= 0xe0000 && cp <= 0xe007f) {
      if (cp >= 0xe0020 && cp <= 0xe007e) {
        const ascii = String.fromCharCode(cp - 0xe0000);
        out += ascii;
        tagText += ascii;
      } else {
        removed++;
      }
    } else if (isInvisible(cp)) {
      removed++;
    } else {
      out += ch;
    }
  }
  return { text: out, removed, tagText };
}
