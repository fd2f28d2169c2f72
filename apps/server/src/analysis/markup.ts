/**
 * A single linear pass over HTML source that counts its elements and estimates how deeply they
 * nest, without building a DOM: the guard that runs before a page is parsed. Start tags of
 * non-void elements open a level and end tags close one; elements whose end tag the parser infers
 * (`p`, `li`, `td`, ...) and void elements open none, so ordinary pages with unclosed paragraphs
 * or list items are not overestimated. Comments and the contents of raw-text elements are skipped.
 */

const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr', 'param', 'keygen', 'frame', 'basefont', 'bgsound', 'image']);
/** Elements an HTML parser closes by itself when a sibling starts: they do not deepen the tree. */
const IMPLIED_END = new Set(['p', 'li', 'dt', 'dd', 'option', 'optgroup', 'tr', 'td', 'th', 'thead', 'tbody', 'tfoot', 'rp', 'rt', 'rb', 'rtc', 'colgroup', 'caption']);
const RAW_TEXT = new Set(['script', 'style', 'textarea', 'title', 'xmp', 'iframe', 'noembed', 'noframes', 'plaintext']);

export interface MarkupShape {
  elements: number;
  maxDepth: number;
}

function isAsciiLetter(code: number): boolean {
  return (code >= 65 && code <= 90) || (code >= 97 && code <= 122);
}

function isNameChar(code: number): boolean {
  return isAsciiLetter(code) || (code >= 48 && code <= 57) || code === 45 || code === 58 || code === 95;
}

/** Index just after the `>` that ends the tag starting at `from`, honouring quoted attribute values. */
function tagEnd(html: string, from: number): number {
  let quote = 0;
  for (let i = from; i < html.length; i++) {
    const c = html.charCodeAt(i);
    if (quote !== 0) {
      if (c === quote) quote = 0;
    } else if (c === 34 || c === 39) {
      // A quote only opens a value right after `=` (ignoring spaces); elsewhere it is a stray character.
      let j = i - 1;
      while (j > from && (html.charCodeAt(j) === 32 || html.charCodeAt(j) === 9 || html.charCodeAt(j) === 10)) j--;
      if (html.charCodeAt(j) === 61) quote = c;
    } else if (c === 62) {
      return i + 1;
    }
  }
  return html.length;
}

/**
 * Counts elements and the nesting depth of `html`, stopping early (with the figures so far) once
 * either passes its limit. Linear in the length of the text.
 */
export function measureMarkup(html: string, limits: { maxElements: number; maxDepth: number } = { maxElements: Infinity, maxDepth: Infinity }): MarkupShape {
  let elements = 0;
  let depth = 0;
  let maxDepth = 0;
  const lower = (from: number, to: number): string => html.slice(from, to).toLowerCase();
  let i = 0;
  while (i < html.length) {
    const lt = html.indexOf('<', i);
    if (lt < 0 || lt + 1 >= html.length) break;
    const next = html.charCodeAt(lt + 1);
    if (next === 33) {
      // <!-- comment -->, <!DOCTYPE>, <![CDATA[ ]]>
      if (html.startsWith('<!--', lt)) {
        const end = html.indexOf('-->', lt + 4);
        i = end < 0 ? html.length : end + 3;
      } else {
        i = tagEnd(html, lt + 2);
      }
      continue;
    }
    if (next === 47 && lt + 2 < html.length && isAsciiLetter(html.charCodeAt(lt + 2))) {
      let n = lt + 2;
      while (n < html.length && isNameChar(html.charCodeAt(n))) n++;
      const name = lower(lt + 2, n);
      if (!VOID.has(name) && !IMPLIED_END.has(name) && depth > 0) depth--;
      i = tagEnd(html, n);
      continue;
    }
    if (!isAsciiLetter(next)) {
      i = lt + 1;
      continue;
    }
    let n = lt + 1;
    while (n < html.length && isNameChar(html.charCodeAt(n))) n++;
    const name = lower(lt + 1, n);
    const end = tagEnd(html, n);
    elements++;
    const selfClosing = html.charCodeAt(end - 2) === 47;
    if (!VOID.has(name) && !IMPLIED_END.has(name) && !selfClosing) {
      depth++;
      if (depth > maxDepth) maxDepth = depth;
    }
    if (elements > limits.maxElements || maxDepth > limits.maxDepth) break;
    i = end;
    if (RAW_TEXT.has(name)) {
      // The element's text runs to its end tag; nothing inside it is markup.
      const close = indexOfCaseless(html, `</${name}`, end);
      if (close < 0) break;
      i = close;
    }
  }
  return { elements, maxDepth };
}

/** indexOf of an ASCII lower-case needle, ignoring the case of the haystack. */
function indexOfCaseless(haystack: string, needle: string, from: number): number {
  const first = needle.charCodeAt(0);
  for (let i = haystack.indexOf(String.fromCharCode(first), from); i >= 0 && i + needle.length <= haystack.length; i = haystack.indexOf(String.fromCharCode(first), i + 1)) {
    let match = true;
    for (let k = 1; k < needle.length; k++) {
      let c = haystack.charCodeAt(i + k);
      if (c >= 65 && c <= 90) c += 32;
      if (c !== needle.charCodeAt(k)) {
        match = false;
        break;
      }
    }
    if (match) return i;
  }
  return -1;
}
