/**
 * Shape analysis of a rule pattern, for the matcher's prefilter: a recursive-descent parser over the
 * subset of RE2 syntax the rules use, answering which literal substrings every match contains and
 * how long a match can be. It never runs a pattern; `compile.ts` does.
 */

/**
 * What a text must contain for a pattern to match, as a condition on literal substrings ("atoms").
 * `all` holds for every text; an atom holds when the text contains it (ASCII, compared without
 * case). A text for which the condition is false cannot match the pattern, so the pattern need not
 * run on it. The condition is derived from the pattern's syntax and may be weaker than the pattern,
 * never stronger: every string the pattern matches satisfies it.
 */
export type Prefilter =
  | { op: 'all' }
  | { op: 'none' }
  | { op: 'atom'; atom: string }
  | { op: 'and' | 'or'; args: Prefilter[] };

/**
 * Runs of characters a pattern can repeat without bound: whitespace (RE2's `\s`, [\t\n\f\r ]),
 * non-whitespace, and anything but a line feed.
 */
type RunKind = 'space' | 'nonspace' | 'line';

/**
 * An upper bound on the length of any match, in UTF-16 code units: `fixed`, plus for each unbounded
 * repetition the longest run of its kind in the text being searched.
 */
export interface Reach {
  fixed: number;
  space: number;
  nonspace: number;
  line: number;
}

export interface PatternShape {
  prefilter: Prefilter;
  /** Null when matches can be arbitrarily long. */
  reach: Reach | null;
  /** Uses a multi-line `$`, which looks at whether a line feed follows. */
  lineEnd: boolean;
  /**
   * Asserts the end of the text (`$` outside multi-line mode, `\z`). Searched in a window that stops
   * short of the text's end, such a pattern can match at the window's end where the whole text has
   * no match; a match that uses the assertion always ends where the searched text ends.
   */
  textEnd: boolean;
}

const ALL: Prefilter = { op: 'all' };
const NONE: Prefilter = { op: 'none' };
/** Shorter atoms occur in nearly every text: they filter nothing, so they count as `all`. */
const MIN_ATOM = 3;
/** Largest set of exact strings carried through a concatenation before it becomes a condition. */
const MAX_EXACT = 16;
/** Largest character class kept as a set of exact characters. */
const MAX_CLASS = 4;

/**
 * What the analysis knows about a piece of a pattern: the exact (lowercased) strings it can match
 * when they are few, or else a condition every match satisfies (the scheme of RE2's own prefilter,
 * on the subset of the syntax the rules use); and how long a match of the piece can be. `run` is
 * set on a single character class whose repetition is bounded by a kind of run.
 */
interface Info {
  exact: Set<string> | null;
  match: Prefilter;
  reach: Reach | null;
  run?: RunKind | null;
}

const ZERO: Reach = { fixed: 0, space: 0, nonspace: 0, line: 0 };
const EMPTY = (): Info => ({ exact: new Set(['']), match: ALL, reach: ZERO });
/** One character of up to `width` code units, no literal known. */
const anyChar = (width: number, run: RunKind | null): Info => ({ exact: null, match: ALL, reach: { ...ZERO, fixed: width }, run });

function addReach(a: Reach | null, b: Reach | null): Reach | null {
  if (!a || !b) return null;
  return { fixed: a.fixed + b.fixed, space: a.space + b.space, nonspace: a.nonspace + b.nonspace, line: a.line + b.line };
}

function maxReach(a: Reach | null, b: Reach | null): Reach | null {
  if (!a || !b) return null;
  return {
    fixed: Math.max(a.fixed, b.fixed),
    space: Math.max(a.space, b.space),
    nonspace: Math.max(a.nonspace, b.nonspace),
    line: Math.max(a.line, b.line),
  };
}

function and(args: Prefilter[]): Prefilter {
  const out: Prefilter[] = [];
  for (const a of args) {
    if (a.op === 'none') return NONE;
    if (a.op === 'all') continue;
    if (a.op === 'and') out.push(...a.args);
    else out.push(a);
  }
  if (out.length === 0) return ALL;
  return out.length === 1 ? out[0]! : { op: 'and', args: out };
}

function or(args: Prefilter[]): Prefilter {
  const out: Prefilter[] = [];
  for (const a of args) {
    if (a.op === 'all') return ALL;
    if (a.op === 'none') continue;
    if (a.op === 'or') out.push(...a.args);
    else out.push(a);
  }
  // An atom that contains another atom of the same alternation adds nothing.
  const atoms = new Set(out.filter((a) => a.op === 'atom').map((a) => a.atom));
  const kept: Prefilter[] = [];
  const keptAtoms = new Set<string>();
  for (const a of out) {
    if (a.op === 'atom') {
      if (keptAtoms.has(a.atom) || [...atoms].some((b) => b !== a.atom && a.atom.includes(b))) continue;
      keptAtoms.add(a.atom);
    }
    kept.push(a);
  }
  if (kept.length === 0) return NONE;
  return kept.length === 1 ? kept[0]! : { op: 'or', args: kept };
}

function toMatch(info: Info): Prefilter {
  if (!info.exact) return info.match;
  const strings = [...info.exact];
  if (strings.length === 0) return NONE;
  if (strings.some((s) => s.length < MIN_ATOM)) return ALL;
  return or(strings.map((atom) => ({ op: 'atom', atom })));
}

function concat(items: Info[]): Info {
  const conditions: Prefilter[] = [];
  let exact: Set<string> = new Set(['']);
  let exactOnly = true;
  let reach: Reach | null = ZERO;
  for (const item of items) {
    reach = addReach(reach, item.reach);
    if (item.exact && item.exact.size * exact.size <= MAX_EXACT) {
      const next = new Set<string>();
      for (const a of exact) for (const b of item.exact) next.add(a + b);
      exact = next;
      continue;
    }
    conditions.push(toMatch({ exact, match: ALL, reach: null }));
    if (item.exact) {
      exact = item.exact;
    } else {
      conditions.push(item.match);
      exact = new Set(['']);
    }
    exactOnly = false;
  }
  if (exactOnly) return { exact, match: ALL, reach };
  conditions.push(toMatch({ exact, match: ALL, reach: null }));
  return { exact: null, match: and(conditions), reach };
}

function alternate(items: Info[]): Info {
  const reach = items.reduce<Reach | null>((r, i) => maxReach(r, i.reach), ZERO);
  if (items.every((i) => i.exact)) {
    const union = new Set<string>();
    for (const i of items) for (const s of i.exact!) union.add(s);
    return { exact: union, match: ALL, reach };
  }
  return { exact: null, match: or(items.map(toMatch)), reach };
}

/** A repetition of `item` at least `min` and at most `max` (Infinity: unbounded) times. */
function repetition(item: Info, min: number, max: number): Info {
  let reach: Reach | null = null;
  if (max !== Infinity) {
    const r = item.reach;
    if (r) reach = { fixed: r.fixed * max, space: r.space * max, nonspace: r.nonspace * max, line: r.line * max };
  } else if (item.run) {
    reach = { ...ZERO, [item.run]: 1 };
  }
  const match = min === 0 ? ALL : toMatch(item);
  if (min === 1 && max === 1) return { ...item, reach, run: null };
  return { exact: null, match, reach };
}

const WHITESPACE = [9, 10, 12, 13, 32];

/** The kind of run a class's repetition stays inside, from which whitespace characters it admits. */
function runOf(admits: (code: number) => boolean): RunKind | null {
  if (!WHITESPACE.some(admits)) return 'nonspace';
  if (!admits(10)) return 'line';
  return null;
}

function literal(code: number): Info {
  if (code >= 128) return anyChar(2, 'nonspace');
  const run = WHITESPACE.includes(code) ? 'space' : 'nonspace';
  return { exact: new Set([String.fromCharCode(code).toLowerCase()]), match: ALL, reach: { ...ZERO, fixed: 1 }, run };
}

class Unsupported extends Error {}

/** Recursive descent over RE2 syntax; anything it does not know throws `Unsupported`. */
class Parser {
  private i = 0;
  private multiline = false;
  lineEnd = false;
  textEnd = false;
  constructor(private readonly s: string) {}

  parse(): Info {
    const info = this.alternation();
    if (this.i !== this.s.length) throw new Unsupported(`unexpected ${this.s[this.i]}`);
    return info;
  }

  private alternation(): Info {
    const branches = [this.sequence()];
    while (this.s[this.i] === '|') {
      this.i++;
      branches.push(this.sequence());
    }
    return branches.length === 1 ? branches[0]! : alternate(branches);
  }

  private sequence(): Info {
    const items: Info[] = [];
    while (this.i < this.s.length && this.s[this.i] !== '|' && this.s[this.i] !== ')') {
      let item = this.atom();
      for (;;) {
        const count = this.repeat();
        if (count === null) break;
        if (this.s[this.i] === '?') this.i++;
        item = repetition(item, count[0], count[1]);
      }
      items.push(item);
    }
    if (items.length === 0) return EMPTY();
    return items.length === 1 ? items[0]! : concat(items);
  }

  /** The [min, max] of a repetition operator at the cursor (consumed), or null if none. */
  private repeat(): [number, number] | null {
    const c = this.s[this.i];
    if (c === '*' || c === '?' || c === '+') {
      this.i++;
      return [c === '+' ? 1 : 0, c === '?' ? 1 : Infinity];
    }
    if (c === '{') {
      const m = /^\{(\d+)(,(\d*))?\}/.exec(this.s.slice(this.i, this.i + 16));
      if (!m) return null;
      this.i += m[0].length;
      const min = Number(m[1]);
      return [min, m[2] === undefined ? min : m[3] ? Number(m[3]) : Infinity];
    }
    return null;
  }

  private atom(): Info {
    const c = this.s[this.i]!;
    if (c === '(') return this.group();
    if (c === '[') return this.charClass();
    if (c === '*' || c === '+' || c === '?') throw new Unsupported('repetition without operand');
    this.i++;
    if (c === '.') return anyChar(2, 'line');
    if (c === '^') return EMPTY();
    if (c === '$') {
      if (this.multiline) this.lineEnd = true;
      else this.textEnd = true;
      return EMPTY();
    }
    if (c === '\\') return this.escape();
    const code = this.s.codePointAt(this.i - 1)!;
    if (code > 0xffff) this.i++;
    return literal(code);
  }

  private group(): Info {
    this.i++;
    const outer = this.multiline;
    if (this.s[this.i] === '?') {
      const m = /^\?(?:P?<[A-Za-z_][A-Za-z0-9_]*>|([imsU-]*)([:)]))/.exec(this.s.slice(this.i, this.i + 40));
      if (!m) throw new Unsupported('group syntax');
      this.i += m[0].length;
      const flags = m[1] ?? '';
      if (flags.includes('s')) throw new Unsupported('dot matches line feeds');
      const neg = flags.indexOf('-');
      if (flags.includes('m')) this.multiline = neg < 0 || flags.indexOf('m') < neg;
      // Flags alone ("(?m)") apply to the rest of the enclosing group.
      if (m[2] === ')') return EMPTY();
    }
    const info = this.alternation();
    if (this.s[this.i] !== ')') throw new Unsupported('unclosed group');
    this.i++;
    this.multiline = outer;
    return info;
  }

  private escape(): Info {
    const c = this.s[this.i++];
    if (c === undefined) throw new Unsupported('trailing backslash');
    if (c === 'b' || c === 'B' || c === 'A') return EMPTY();
    if (c === 'z') {
      this.textEnd = true;
      return EMPTY();
    }
    if (c === 's') return anyChar(1, 'space');
    if (c === 'S') return anyChar(2, 'nonspace');
    if (c === 'd' || c === 'w') return anyChar(1, 'nonspace');
    if (c === 'D' || c === 'W') return anyChar(2, null);
    if (c === 'p' || c === 'P') {
      this.skipProperty();
      return anyChar(2, null);
    }
    return literal(this.escapedCode(c));
  }

  private skipProperty(): void {
    if (this.s[this.i] === '{') {
      const end = this.s.indexOf('}', this.i);
      if (end < 0) throw new Unsupported('unclosed \\p');
      this.i = end + 1;
    } else {
      this.i++;
    }
  }

  /** The character of a one-character escape (after the backslash), shared by classes. */
  private escapedCode(c: string): number {
    const simple: Record<string, number> = { n: 10, t: 9, r: 13, f: 12, v: 11, a: 7 };
    if (simple[c] !== undefined) return simple[c];
    if (c === 'x') {
      const m = /^(?:\{([0-9A-Fa-f]{1,6})\}|([0-9A-Fa-f]{2}))/.exec(this.s.slice(this.i, this.i + 8));
      if (!m) throw new Unsupported('bad \\x');
      this.i += m[0].length;
      return parseInt(m[1] ?? m[2]!, 16);
    }
    if (/[A-Za-z0-9]/.test(c)) throw new Unsupported(`escape \\${c}`);
    return c.codePointAt(0)!;
  }

  /**
   * A bracketed class: exact when it holds a few ASCII characters, any character otherwise. Which
   * ASCII characters it holds is tracked exactly; anything beyond ASCII makes it `wide`.
   */
  private charClass(): Info {
    this.i++;
    let negated = false;
    if (this.s[this.i] === '^') {
      negated = true;
      this.i++;
    }
    const ascii = new Uint8Array(128);
    let wide = false;
    /** Holds characters the tracking cannot enumerate (properties, POSIX classes). */
    let unknown = false;
    const perl = (e: string): void => {
      for (let k = 0; k < 128; k++) {
        const space = WHITESPACE.includes(k);
        const word = (k >= 48 && k <= 57) || (k >= 65 && k <= 90) || (k >= 97 && k <= 122) || k === 95;
        const digit = k >= 48 && k <= 57;
        const inside = e === 's' ? space : e === 'S' ? !space : e === 'w' ? word : e === 'W' ? !word : e === 'd' ? digit : !digit;
        if (inside) ascii[k] = 1;
      }
      if (e === 'S' || e === 'W' || e === 'D') wide = true;
    };
    let first = true;
    for (;;) {
      const c = this.s[this.i];
      if (c === undefined) throw new Unsupported('unclosed class');
      if (c === ']' && !first) {
        this.i++;
        break;
      }
      first = false;
      if (c === '[' && this.s[this.i + 1] === ':') {
        const end = this.s.indexOf(':]', this.i + 2);
        if (end < 0) throw new Unsupported('bad POSIX class');
        this.i = end + 2;
        unknown = true;
        continue;
      }
      let lo: number;
      this.i++;
      if (c === '\\') {
        const e = this.s[this.i++];
        if (e === undefined) throw new Unsupported('trailing backslash');
        if ('sSdDwW'.includes(e)) {
          perl(e);
          continue;
        }
        if (e === 'p' || e === 'P') {
          this.skipProperty();
          unknown = true;
          continue;
        }
        lo = this.escapedCode(e);
      } else {
        lo = this.s.codePointAt(this.i - 1)!;
        if (lo > 0xffff) this.i++;
      }
      let hi = lo;
      if (this.s[this.i] === '-' && this.s[this.i + 1] !== ']' && this.s[this.i + 1] !== undefined) {
        this.i++;
        const d = this.s[this.i++]!;
        if (d === '\\') {
          const e = this.s[this.i++];
          if (e === undefined || 'sSdDwWpP'.includes(e)) throw new Unsupported('bad range');
          hi = this.escapedCode(e);
        } else {
          hi = this.s.codePointAt(this.i - 1)!;
          if (hi > 0xffff) this.i++;
        }
      }
      if (hi < lo) throw new Unsupported('bad range');
      for (let k = lo; k <= Math.min(hi, 127); k++) ascii[k] = 1;
      if (hi >= 128) wide = true;
    }
    const width = negated || wide || unknown ? 2 : 1;
    const run = unknown ? null : runOf((k) => (ascii[k] === 1) !== negated);
    const chars = new Set<string>();
    for (let k = 0; k < 128; k++) if (ascii[k] === 1) chars.add(String.fromCharCode(k).toLowerCase());
    if (negated || wide || unknown || chars.size > MAX_CLASS || chars.size === 0) return anyChar(width, run);
    return { exact: chars, match: ALL, reach: { ...ZERO, fixed: 1 }, run };
  }
}

/**
 * The prefilter and match-length bound of `source`. Syntax beyond the parser gives the weakest
 * answer (`all`, no bound), which is always safe.
 */
export function analyze(source: string): PatternShape {
  try {
    const parser = new Parser(source);
    const info = parser.parse();
    return { prefilter: toMatch(info), reach: info.reach, lineEnd: parser.lineEnd, textEnd: parser.textEnd };
  } catch (e) {
    if (e instanceof Unsupported) return { prefilter: ALL, reach: null, lineEnd: true, textEnd: true };
    throw e;
  }
}

