import type { Random } from './random.js';

/** Code points chosen to stress normalisation, tokenisation and regexes. */
const SPECIALS = [
  '\u0000', '\u0007', '\u001b', '\u007f', '\u0085', '\u00a0', '\u00ad', '\u034f', '\u061c', '\u115f', '\u180e',
  '\u200b', '\u200c', '\u200d', '\u200e', '\u200f', '\u202a', '\u202e', '\u2028', '\u2029', '\u2060', '\u2066',
  '\u2069', '\u3000', '\ufeff', '\ufff9', '\ufffd', '\uffff', '\ud800', '\udfff', '\u0301', '\u0345', '\u1d2c',
  '\uff49\uff47\uff4e\uff4f\uff52\uff45', '\u{e0041}', '\u{1f600}', '\u{1f469}\u200d\u{1f4bb}', '\u{1f1fa}\u{1f1f8}', '\u{10ffff}',
];

const WORDS = [
  'ignore', 'previous', 'instructions', 'system', 'prompt', 'you', 'are', 'now', 'DAN', 'reveal', 'password', 'api_key',
  'sk-', 'curl', 'rm -rf /', 'base64', 'developer', 'mode', 'jailbreak', 'exfiltrate', 'http://evil.test/x?d=', '<script>',
  '&amp;', '&#x41;', '&#65;', '&#0;', '&#xD800;', '&nbsp;', '{{', '}}', '${', '`', '\\u0000', '%00', '%ZZ', '\r\n',
];

/** Shapes that make backtracking regexes explode, and HTML/entity bait. */
function regexBait(rng: Random, n: number): string {
  const c = rng.pick(['a', ' ', '\t', '0', '=', '-', '.', '/', '<', '&', '\\', '"', "'", '\u200b', 'ab']);
  switch (rng.int(0, 11)) {
    case 0:
      return c.repeat(n) + '!';
    case 1:
      return (c + ' ').repeat(n >> 1) + '\u0000';
    case 2:
      return 'ignore ' + ' '.repeat(n) + 'x';
    case 3:
      return '('.repeat(n >> 1) + ')'.repeat(n >> 1);
    case 4:
      return '<div>'.repeat(Math.max(1, n >> 3));
    case 5:
      return '&amp;'.repeat(Math.max(1, n >> 3)) + '&#' + '9'.repeat(64) + ';';
    case 6:
      return 'A'.repeat(n) + '=';
    case 7:
      return '\\'.repeat(n) + '"';
    case 8:
      return 'a@'.repeat(n >> 1) + '@';
    case 9:
      return ('1' + '.'.repeat(1)).repeat(n >> 1) + 'x';
    case 10:
      return '[' .repeat(n >> 1) + 'x';
    default:
      return 'http://' + 'a.'.repeat(n >> 1) + '/';
  }
}

/** A random string from one of several families; `max` bounds its length in UTF-16 units roughly. */
export function randomString(rng: Random, max = 2000): string {
  const n = rng.length(max);
  switch (rng.int(0, 9)) {
    case 0:
      return '';
    case 1: {
      let s = '';
      while (s.length < n) s += String.fromCodePoint(rng.int(0, 0x10ffff));
      return s;
    }
    case 2: {
      let s = '';
      while (s.length < n) s += rng.pick(SPECIALS);
      return s;
    }
    case 3: {
      const words: string[] = [];
      let len = 0;
      while (len < n) {
        const w = rng.pick(WORDS);
        words.push(w);
        len += w.length + 1;
      }
      return words.join(rng.pick([' ', '', '\n', '\u200b', ' ']));
    }
    case 4:
      return regexBait(rng, n);
    case 5:
      return String.fromCodePoint(rng.pick([0x1f600, 0x4e2d, 0xac00, 0x0627, 0x0905, 0x200b, 0x41, 0xff21])).repeat(n);
    case 6: {
      let s = '';
      while (s.length < n) s += String.fromCharCode(rng.int(0xd800, 0xdfff));
      return s;
    }
    case 7:
      return Buffer.from(Array.from({ length: n }, () => rng.int(0, 255))).toString('base64');
    case 8: {
      let s = '';
      while (s.length < n) s += String.fromCharCode(rng.int(0, 127));
      return s;
    }
    default:
      return rng.pick(WORDS) + ' ' + rng.pick(WORDS);
  }
}

/** A value of any JSON type, possibly nested. */
export function randomValue(rng: Random, depth = 0): unknown {
  const kinds = depth > 3 ? 6 : 8;
  switch (rng.int(0, kinds - 1)) {
    case 0:
      return null;
    case 1:
      return rng.chance(0.5);
    case 2:
      return rng.pick([0, -1, 1, 0.5, -0.0, 1e308, -1e308, 2 ** 53 + 1, Number.MAX_SAFE_INTEGER, 7, 10, 11, 3.14159, 1e-300]);
    case 3:
    case 4:
    case 5:
      return randomString(rng, 300);
    case 6:
      return Array.from({ length: rng.int(0, 5) }, () => randomValue(rng, depth + 1));
    default: {
      const out: Record<string, unknown> = {};
      for (let i = rng.int(0, 5); i > 0; i--) out[randomString(rng, 20)] = randomValue(rng, depth + 1);
      return out;
    }
  }
}

/** JSON text nested `depth` levels deep (arrays, objects or a mix). */
export function deepJson(rng: Random, depth: number): string {
  switch (rng.int(0, 2)) {
    case 0:
      return '['.repeat(depth) + ']'.repeat(depth);
    case 1:
      return '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);
    default:
      return '[{"x":'.repeat(depth >> 1) + 'null' + '}]'.repeat(depth >> 1);
  }
}
