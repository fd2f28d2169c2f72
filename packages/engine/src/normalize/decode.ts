import { decodeHTMLStrict } from 'entities';
import { compile } from '../patterns/compile.js';

/** A piece of text an encoding hid, with the encoding that hid it. */
export interface Decoded {
  encoding: 'base64' | 'hex' | 'url' | 'html_entities' | 'unicode_escapes' | 'rot13' | 'rtl_override';
  text: string;
}

const BASE64 = compile('[A-Za-z0-9+/_-]{16,}={0,2}', 'g');
const HEX = compile('(?:[0-9A-Fa-f]{2}[ :]?){8,}', 'g');
const HEX_ESCAPES = compile('(?:\\\\x[0-9A-Fa-f]{2}){4,}', 'g');
const URL_ENCODED = compile('(?:%[0-9A-Fa-f]{2}[^%\\s]{0,3}){3,}', 'g');
const ENTITY = compile('&(?:#[0-9]{1,7}|#[xX][0-9A-Fa-f]{1,6}|[A-Za-z][A-Za-z0-9]{1,31});', 'g');
const UNICODE_ESCAPE = compile('\\\\u(?:[0-9A-Fa-f]{4}|\\{[0-9A-Fa-f]{1,6}\\})', 'g');
const ROT13_HINT = compile('rot[ -]?13', 'i');

/** Names decoded in any letter case (browsers need the exact case; a reader does not). */
const SYNTAX_ENTITIES: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'", nbsp: ' ', colon: ':', sol: '/', lpar: '(', rpar: ')' };
/** The longest HTML5 entity name (CounterClockwiseContourIntegral) has 31 characters. */
const MAX_ENTITY_NAME = 32;
/** Renders as nothing: format characters (zero-width, bidi, tags, soft hyphen), the grapheme joiner, variation selectors. */
const FORMAT = /\p{Cf}/u;
function rendersAsNothing(ch: string): boolean {
  const c = ch.codePointAt(0) ?? 0;
  return c === 0x034f || c === 0x180e || (c >= 0xfe00 && c <= 0xfe0f) || (c >= 0xe0100 && c <= 0xe01ef) || FORMAT.test(ch);
}

/**
 * What one entity decodes to, as the text layer holds characters: NFKC (so `&nbsp;` and
 * `&ThickSpace;` become spaces) and nothing that renders as nothing (`&ZeroWidthSpace;`).
 */
function entityText(decoded: string): string {
  let out = '';
  for (const ch of decoded.normalize('NFKC')) if (!rendersAsNothing(ch)) out += ch;
  return out;
}

/** Names already looked up (HTML5 has about 2,200), cleared when full so made-up names cannot grow it. */
const NAMED_CACHE_SIZE = 4096;
const namedCache = new Map<string, string | undefined>();

/** A named character reference: the few that spell syntax in any case, then every HTML5 name as written. */
function namedEntity(name: string): string | undefined {
  const syntax = SYNTAX_ENTITIES[name.toLowerCase()];
  if (syntax !== undefined) return syntax;
  if (namedCache.has(name)) return namedCache.get(name);
  const reference = `&${name};`;
  const decoded = decodeHTMLStrict(reference);
  const result = decoded === reference ? undefined : entityText(decoded);
  if (namedCache.size >= NAMED_CACHE_SIZE) namedCache.clear();
  namedCache.set(name, result);
  return result;
}

/** Enough printable characters and word spacing to be text rather than noise. */
export function looksLikeText(text: string): boolean {
  if (text.length < 4) return false;
  let printable = 0;
  let spaces = 0;
  let letters = 0;
  for (const ch of text) {
    const c = ch.codePointAt(0) ?? 0;
    if (c === 0xfffd) continue;
    if (c >= 32 || c === 10 || c === 13 || c === 9) printable++;
    if (c === 32) spaces++;
    if ((c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c > 127) letters++;
  }
  return printable / text.length > 0.9 && letters / text.length > 0.5 && (spaces > 0 || text.length < 24);
}

function codePoint(n: number): string {
  return n > 0 && n <= 0x10ffff ? String.fromCodePoint(n) : '';
}

function decodeBase64(run: string): string | null {
  const clean = run.replace(/-/g, '+').replace(/_/g, '/');
  const text = Buffer.from(clean, 'base64').toString('utf8');
  return looksLikeText(text) ? text : null;
}

function decodeHex(run: string): string | null {
  const digits = run.replace(/[ :]/g, '');
  if (digits.length % 2 !== 0) return null;
  const text = Buffer.from(digits, 'hex').toString('utf8');
  return looksLikeText(text) ? text : null;
}

/*
 * The two in-place decoders below scan by hand rather than with a replace callback: RE2's replace
 * with a function costs time in proportion to the text for every match, so a 50,000-character run
 * of entities took over a second. Each accepts exactly what UNICODE_ESCAPE and ENTITY match.
 */

function isHex(c: number): boolean {
  return (c >= 48 && c <= 57) || (c >= 65 && c <= 70) || (c >= 97 && c <= 102);
}

function isDigit(c: number): boolean {
  return c >= 48 && c <= 57;
}

function isLetter(c: number): boolean {
  return (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
}

function isAlnum(c: number): boolean {
  return isLetter(c) || isDigit(c);
}

/** Length of the run of characters satisfying `test` starting at `from`, at most `max`. */
function run(text: string, from: number, max: number, test: (c: number) => boolean): number {
  let n = 0;
  while (n < max && from + n < text.length && test(text.charCodeAt(from + n))) n++;
  return n;
}

/** `\uXXXX` and `\u{X...}` escapes spelled out in the text, decoded in place. */
export function decodeUnicodeEscapes(text: string): string {
  if (!text.includes('\\u')) return text;
  let out = '';
  let copied = 0;
  let at = text.indexOf('\\u');
  while (at >= 0) {
    let end = -1;
    let digits = '';
    if (run(text, at + 2, 4, isHex) === 4) {
      digits = text.slice(at + 2, at + 6);
      end = at + 6;
    } else if (text.charCodeAt(at + 2) === 123) {
      const n = run(text, at + 3, 6, isHex);
      if (n >= 1 && text.charCodeAt(at + 3 + n) === 125) {
        digits = text.slice(at + 3, at + 3 + n);
        end = at + 4 + n;
      }
    }
    if (end < 0) {
      at = text.indexOf('\\u', at + 1);
      continue;
    }
    out += text.slice(copied, at) + (codePoint(parseInt(digits, 16)) || text.slice(at, end));
    copied = end;
    at = text.indexOf('\\u', end);
  }
  return copied === 0 ? text : out + text.slice(copied);
}

/** HTML character references (numeric, and every HTML5 named one), decoded in place. */
export function decodeEntities(text: string): string {
  if (!text.includes('&')) return text;
  let out = '';
  let copied = 0;
  let at = text.indexOf('&');
  while (at >= 0) {
    let end = -1;
    let decoded: string | undefined;
    if (text.charCodeAt(at + 1) === 35) {
      const x = text.charCodeAt(at + 2);
      const hex = x === 120 || x === 88;
      const start = hex ? at + 3 : at + 2;
      const n = hex ? run(text, start, 6, isHex) : run(text, start, 7, isDigit);
      if (n >= 1 && text.charCodeAt(start + n) === 59) {
        end = start + n + 1;
        const char = codePoint(parseInt(text.slice(start, start + n), hex ? 16 : 10));
        decoded = char ? entityText(char) : undefined;
      }
    } else if (isLetter(text.charCodeAt(at + 1))) {
      const n = run(text, at + 1, MAX_ENTITY_NAME, isAlnum);
      if (n >= 2 && text.charCodeAt(at + 1 + n) === 59) {
        end = at + n + 2;
        decoded = namedEntity(text.slice(at + 1, at + 1 + n));
      }
    }
    if (end < 0) {
      at = text.indexOf('&', at + 1);
      continue;
    }
    out += text.slice(copied, at) + (decoded ?? text.slice(at, end));
    copied = end;
    at = text.indexOf('&', end);
  }
  return copied === 0 ? text : out + text.slice(copied);
}

function decodeUrl(run: string): string {
  try {
    return decodeURIComponent(run);
  } catch {
    return run.replace(/%([0-9A-Fa-f]{2})/g, (_m, h: string) => String.fromCharCode(parseInt(h, 16)));
  }
}

export function rot13(text: string): string {
  let out = '';
  for (const ch of text) {
    const c = ch.charCodeAt(0);
    if (c >= 65 && c <= 90) out += String.fromCharCode(((c - 65 + 13) % 26) + 65);
    else if (c >= 97 && c <= 122) out += String.fromCharCode(((c - 97 + 13) % 26) + 97);
    else out += ch;
  }
  return out;
}

function each(pattern: ReturnType<typeof compile>, text: string): string[] {
  return text.match(pattern) ?? [];
}

/** One level of decoding: every encoded run in `text` that decodes to something text-like. */
function decodeOnce(text: string): Decoded[] {
  const found: Decoded[] = [];
  for (const run of each(BASE64, text)) {
    const decoded = decodeBase64(run);
    if (decoded) found.push({ encoding: 'base64', text: decoded });
  }
  for (const run of each(HEX, text)) {
    const decoded = decodeHex(run);
    if (decoded) found.push({ encoding: 'hex', text: decoded });
  }
  for (const run of text.includes('\\x') ? each(HEX_ESCAPES, text) : []) {
    const decoded = decodeHex(run.replace(/\\x/g, ''));
    if (decoded) found.push({ encoding: 'hex', text: decoded });
  }
  const urlRuns = text.includes('%') ? each(URL_ENCODED, text) : [];
  if (urlRuns.length > 0) {
    const decoded = urlRuns.map(decodeUrl).join(' ');
    if (looksLikeText(decoded)) found.push({ encoding: 'url', text: decoded });
  }
  if (text.includes('&') && ENTITY.test(text)) {
    ENTITY.lastIndex = 0;
    const decoded = decodeEntities(text);
    if (decoded !== text) found.push({ encoding: 'html_entities', text: decoded });
  }
  if (text.includes('\\u') && UNICODE_ESCAPE.test(text)) {
    UNICODE_ESCAPE.lastIndex = 0;
    const decoded = decodeUnicodeEscapes(text);
    if (decoded !== text) found.push({ encoding: 'unicode_escapes', text: decoded });
  }
  if (/rot/i.test(text) && ROT13_HINT.test(text)) found.push({ encoding: 'rot13', text: rot13(text) });
  return found;
}

const MAX_DEPTH = 3;
const MAX_DECODED_CHARS = 200_000;

/** Decodes encoded runs, and runs inside what they decode to, up to three levels deep. */
export function decodeNested(text: string): Decoded[] {
  const all: Decoded[] = [];
  let frontier = [text];
  let budget = MAX_DECODED_CHARS;
  for (let depth = 0; depth < MAX_DEPTH && frontier.length > 0 && budget > 0; depth++) {
    const next: string[] = [];
    for (const piece of frontier) {
      for (const decoded of decodeOnce(piece)) {
        if (budget <= 0) break;
        budget -= decoded.text.length;
        all.push(decoded);
        next.push(decoded.text);
      }
    }
    frontier = next;
  }
  return all;
}
