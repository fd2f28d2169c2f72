/** Text helpers for fetched pages; plain string scanning, no regular expressions on page text. */

function isSpace(code: number): boolean {
  // ASCII whitespace, NBSP, the Unicode space separators, line/paragraph separators, BOM.
  return (
    code === 32 ||
    (code >= 9 && code <= 13) ||
    code === 0xa0 ||
    code === 0x1680 ||
    (code >= 0x2000 && code <= 0x200a) ||
    code === 0x2028 ||
    code === 0x2029 ||
    code === 0x202f ||
    code === 0x205f ||
    code === 0x3000 ||
    code === 0xfeff
  );
}

/** Every run of whitespace becomes one space; the ends are trimmed. */
export function collapseWhitespace(text: string): string {
  const out: string[] = [];
  let start = -1;
  let pendingSpace = false;
  for (let i = 0; i < text.length; i++) {
    if (isSpace(text.charCodeAt(i))) {
      if (start >= 0) {
        out.push(text.slice(start, i));
        start = -1;
        pendingSpace = true;
      }
    } else if (start < 0) {
      if (pendingSpace && out.length > 0) out.push(' ');
      pendingSpace = false;
      start = i;
    }
  }
  if (start >= 0) out.push(text.slice(start));
  return out.join('');
}

/** Cuts `text` to at most `max` characters (on a character boundary); null and empty stay null. */
export function clip(text: string | null | undefined, max: number): string | null {
  if (text === null || text === undefined) return null;
  const t = collapseWhitespace(text);
  if (t === '') return null;
  if (t.length <= max) return t;
  let end = max;
  const code = t.charCodeAt(end - 1);
  if (code >= 0xd800 && code <= 0xdbff) end--; // do not split a surrogate pair
  return t.slice(0, end);
}

export function wordCount(text: string): number {
  let words = 0;
  let inWord = false;
  for (let i = 0; i < text.length; i++) {
    const space = isSpace(text.charCodeAt(i));
    if (!space && !inWord) words++;
    inWord = !space;
  }
  return words;
}

/** The charset a `<meta charset>` or `<meta http-equiv content="...; charset=...">` declares in the first 1024 bytes. */
export function sniffMetaCharset(body: Buffer): string | undefined {
  const head = body.subarray(0, 1024).toString('latin1').toLowerCase();
  const at = head.indexOf('charset=');
  if (at < 0) return undefined;
  let i = at + 'charset='.length;
  while (i < head.length && (head[i] === '"' || head[i] === "'" || head[i] === ' ')) i++;
  let end = i;
  while (end < head.length) {
    const c = head[end]!;
    const ok = (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c === '-' || c === '_' || c === ':' || c === '.';
    if (!ok) break;
    end++;
  }
  return end > i ? head.slice(i, end) : undefined;
}

/** Decodes a body by its declared charset (header, then `<meta>` for HTML), falling back to UTF-8. */
export function decodeBody(body: Buffer, headerCharset: string | undefined, html: boolean): string {
  const label = headerCharset ?? (html ? sniffMetaCharset(body) : undefined) ?? 'utf-8';
  try {
    return new TextDecoder(label).decode(body);
  } catch {
    return new TextDecoder('utf-8').decode(body);
  }
}
