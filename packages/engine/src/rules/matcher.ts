import type { View, ViewName } from '../normalize/index.js';
import { compile, type LinearRegExp } from '../patterns/compile.js';
import { AtomScanner, type Occurrences } from '../patterns/scan.js';
import { analyze, type Prefilter, type Reach } from '../patterns/shape.js';
import { scriptMask, scriptsIn } from '../patterns/scripts.js';
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

/** A prefilter with its atoms replaced by their index in the surface's atom list. */
type Condition = { op: 'all' } | { op: 'none' } | { op: 'atom'; id: number } | { op: 'and' | 'or'; args: Condition[] };

interface Compiled {
  rule: Rule;
  /** The rule's RE2 programs, compiled on first use (see `programsOf`). */
  programs: Programs;
  /** The scripts of which a view must hold a letter (0: none needed); see `Rule.scripts`. */
  scripts: number;
  /** Tested on the text right before a match, on the output surface; see `Rule.excludeBeforeOnOutput`. */
  excludeBefore: boolean;
  /** What a view must contain for the rule to have a chance; the rule's regex runs only then. */
  condition: Condition;
  /** How long a match can be (null: unbounded); see `windows`. */
  reach: Reach | null;
  lineEnd: boolean;
  /** Asserts the end of the text: a match at a window's end is checked on the whole view. */
  textEnd: boolean;
}

export interface CompiledRules {
  readonly rules: readonly Rule[];
  scan(views: readonly View[]): Hit[];
}

const MAX_OCCURRENCES = 8;
const NEGATION = /(?:\bnot|n't|\bnever|\bno|cannot|unable to|refuse to|won't)\s*$/i;
/** The same in the other languages of the word lists: a negation just before an order cancels it. */
const NEGATION_I18N = /(?:^|[^\p{L}])(?:non|ne|n['’]|не|não|nao|jangan|đừng|ojo)\s*$/iu;
const QUOTES = new Set(['"', "'", '“', '‘', '«', '「', '`', '„']);
const DISCUSSION = compile(
  '\\b(?:prompt injection|injection attacks?|jailbreak(?:s|ing)?|attackers?|adversar(?:y|ial)|malicious|red[- ]team(?:ing)?|for example|e\\.g\\.|such as|phrases? like|vulnerabilit(?:y|ies)|exploit(?:s|ed)?|owasp|security (?:risk|researchers?|guidance)|mitigat(?:e|ion|ions))\\b',
  'iu',
);
/** The same vocabulary in the other languages of the multilingual rules (no word boundaries: RE2's are ASCII). */
const DISCUSSION_I18N = compile(
  '(?:prompt[- ]injection|inyecci[oó]n de (?:prompts?|instrucciones)|injection de prompts?|injeção de prompts?|iniezione (?:di|dei) prompt|промпт-инъекци|инъекци[яий] промпт|プロンプトインジェクション|提示(?:词)?注入|프롬프트 인젝션|प्रॉम्प्ट इंजेक्शन|প্রম্পট ইনজেকশন|حقن (?:الأوامر|المطالبات|التعليمات)|atacantes?|attaquants?|angreifer|attaccanti?|злоумышленник|攻撃者|攻击者|攻擊者|공격자|हमलावर|المهاجم|por ejemplo|par exemple|zum beispiel|per esempio|por exemplo|например|例えば|例如|예를 들어|उदाहरण के लिए)',
  'iu',
);

function source(rule: Rule): string {
  return rule.patterns.map((p) => `(?:${p})`).join('|');
}

function holds(c: Condition, present: Uint8Array): boolean {
  switch (c.op) {
    case 'all':
      return true;
    case 'none':
      return false;
    case 'atom':
      return present[c.id] === 1;
    // Loops rather than every/some: this runs per rule and view, and closures would be allocated each time.
    case 'and':
      for (const a of c.args) if (!holds(a, present)) return false;
      return true;
    case 'or':
      for (const a of c.args) if (holds(a, present)) return true;
      return false;
  }
}

/**
 * Groups of atoms such that every text the condition holds in contains an atom of each group; an
 * empty list when nothing is implied (`all`). `none`, which never holds, gives one empty group.
 * `and` needs what each of its arguments needs; an `or` needs one atom of the union of one group of
 * each argument (the smallest), which is implied but looser.
 */
function necessaryGroups(c: Condition): number[][] {
  switch (c.op) {
    case 'all':
      return [];
    case 'none':
      return [[]];
    case 'atom':
      return [[c.id]];
    case 'and':
      return c.args.flatMap(necessaryGroups);
    case 'or': {
      const union = new Set<number>();
      for (const a of c.args) {
        const sub = necessaryGroups(a);
        if (sub.length === 0) return [];
        const smallest = sub.reduce((x, y) => (y.length < x.length ? y : x));
        for (const id of smallest) union.add(id);
      }
      return [[...union]];
    }
  }
}

/**
 * How many occurrences in this text the cheapest set of atoms has, at least one of which every
 * match contains; -1 when the condition names no such set. For `and`, the first cheapest argument.
 */
function necessaryCount(c: Condition, count: Int32Array): number {
  switch (c.op) {
    case 'all':
      return -1;
    case 'none':
      return 0;
    case 'atom':
      return count[c.id]!;
    case 'or': {
      let total = 0;
      for (const a of c.args) {
        const sub = necessaryCount(a, count);
        if (sub < 0) return -1;
        total += sub;
      }
      return total;
    }
    case 'and': {
      let best = -1;
      for (const a of c.args) {
        const sub = necessaryCount(a, count);
        if (sub >= 0 && (best < 0 || sub < best)) best = sub;
      }
      return best;
    }
  }
}

/** The atoms of the set `necessaryCount` counts, in order, appended to `out`. */
function necessaryAtoms(c: Condition, count: Int32Array, out: number[]): void {
  switch (c.op) {
    case 'all':
    case 'none':
      return;
    case 'atom':
      out.push(c.id);
      return;
    case 'or':
      for (const a of c.args) necessaryAtoms(a, count, out);
      return;
    case 'and': {
      let best: Condition | null = null;
      let least = -1;
      for (const a of c.args) {
        const sub = necessaryCount(a, count);
        if (sub >= 0 && (least < 0 || sub < least)) {
          least = sub;
          best = a;
        }
      }
      if (best) necessaryAtoms(best, count, out);
      return;
    }
  }
}

function isWordCode(c: number): boolean {
  return (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 95;
}

/** Per view, computed once and only when a rule needs it. */
class ViewScan {
  readonly n: number;
  private utf8: Buffer | undefined;
  private offsets: Int32Array | undefined;
  private longest: { space: number; nonspace: number; line: number } | undefined;
  constructor(
    readonly text: string,
    readonly occ: Occurrences,
  ) {
    this.n = text.length;
  }

  get bytes(): Buffer {
    return (this.utf8 ??= Buffer.from(this.text, 'utf8'));
  }

  /** The UTF-8 offset of UTF-16 offset `i` (never inside a surrogate pair). */
  byteOffset(i: number): number {
    if (this.bytes.length === this.n) return i;
    if (!this.offsets) {
      const offsets = new Int32Array(this.n + 1);
      let b = 0;
      for (let k = 0; k < this.n; k++) {
        offsets[k] = b;
        const c = this.text.charCodeAt(k);
        if (c < 0x80) b += 1;
        else if (c < 0x800) b += 2;
        else if (c >= 0xd800 && c <= 0xdbff && k + 1 < this.n && (this.text.charCodeAt(k + 1) & 0xfc00) === 0xdc00) {
          b += 4;
          offsets[++k] = b;
        } else b += 3;
      }
      offsets[this.n] = b;
      this.offsets = offsets;
    }
    return this.offsets[i]!;
  }

  /** The longest run of whitespace ([\t\n\f\r ], RE2's \s), of anything else, and of non-line-feeds. */
  runs(): { space: number; nonspace: number; line: number } {
    if (this.longest) return this.longest;
    let space = 0;
    let nonspace = 0;
    let line = 0;
    let s = 0;
    let ns = 0;
    let l = 0;
    for (let i = 0; i < this.n; i++) {
      const c = this.text.charCodeAt(i);
      if (c === 32 || c === 10 || c === 9 || c === 13 || c === 12) {
        s++;
        ns = 0;
        if (s > space) space = s;
      } else {
        ns++;
        s = 0;
        if (ns > nonspace) nonspace = ns;
      }
      if (c === 10) l = 0;
      else if (++l > line) line = l;
    }
    return (this.longest = { space, nonspace, line });
  }
}

/** Largest share of a view that windows may cover before one whole-view run is simpler. */
const WINDOW_SHARE = 0.5;

/**
 * The parts of a view (as [start, end) UTF-8 offsets, in order, apart) outside of which the rule
 * cannot match, or null to search the whole view.
 *
 * Every match contains one of the rule's necessary atoms and is at most `reach` long, so it lies
 * within `reach` of an occurrence of such an atom; windows around those occurrences, merged, are
 * kept only if the rule's whole prefilter holds inside them. Searching a window starts at its start
 * in the full text (so `^` and `\b` see the real characters before it) and ends at its end, which
 * is moved to a point where the text's end and the real next character look the same to `\b` and
 * multi-line `$` (a non-word character, or a line feed when the rule uses `$`). A rule whose
 * patterns assert the end of the text (`$`, `\z`) could match at a window's end only because the
 * window ends there; such a match would end exactly at the window's end, but every match ends
 * before it: it starts at most at its atom's start and is shorter than `reach`, while the window
 * reaches `reach` past the atom's end (`firstUsable` checks anyway). So within a window the search
 * finds exactly the matches a whole-text search finds there, and there are none elsewhere.
 */
function windows(c: Compiled, view: ViewScan, atoms: AtomTable): Array<[number, number]> | null {
  const { n, occ, text } = view;
  if (!c.reach) return null;
  const runs = view.runs();
  const reach = c.reach.fixed + c.reach.space * runs.space + c.reach.nonspace * runs.nonspace + c.reach.line * runs.line;
  if (2 * reach >= n * WINDOW_SHARE) return null;
  const total = necessaryCount(c.condition, occ.count);
  if (total < 0 || total * 2 * reach >= 4 * n) return null;
  const necessary: number[] = [];
  necessaryAtoms(c.condition, occ.count, necessary);

  const starts: number[] = [];
  const ends: number[] = [];
  for (const atom of necessary) {
    for (let k = occ.first[atom]!; k >= 0; k = occ.next[k]!) {
      ends.push(occ.end[k]!);
      starts.push(occ.end[k]! - atoms.length[atom]!);
    }
  }
  const order = starts.map((_, i) => i).sort((x, y) => starts[x]! - starts[y]!);
  const merged: Array<[number, number]> = [];
  for (const i of order) {
    const a = Math.max(0, starts[i]! - reach);
    const b = Math.min(n, ends[i]! + reach);
    const last = merged[merged.length - 1];
    if (last && a <= last[1]) last[1] = Math.max(last[1], b);
    else merged.push([a, b]);
  }

  const kept: Array<[number, number]> = [];
  let covered = 0;
  for (const w of merged) {
    if (!holdsWithin(c.condition, occ, atoms, w[0], w[1])) continue;
    let [a, b] = w;
    if (a > 0 && (text.charCodeAt(a) & 0xfc00) === 0xdc00) a--;
    while (b < n) {
      const ch = text.charCodeAt(b);
      const cut = c.lineEnd ? ch === 10 : !isWordCode(ch) && (ch & 0xfc00) !== 0xdc00;
      if (cut) break;
      b++;
    }
    const last = kept[kept.length - 1];
    if (last && a <= last[1]) {
      covered += b - last[1];
      last[1] = b;
    } else {
      kept.push([a, b]);
      covered += b - a;
    }
    if (covered > n * WINDOW_SHARE) return null;
  }
  return kept.map(([a, b]) => [view.byteOffset(a), view.byteOffset(b)]);
}

/** Per surface: each atom's length, and a scratch presence array for `holdsWithin`. */
interface AtomTable {
  length: Int32Array;
  scratch: Uint8Array;
}

/** The condition, on the atoms that lie wholly inside [start, end). */
function holdsWithin(c: Condition, occ: Occurrences, atoms: AtomTable, start: number, end: number): boolean {
  const atomLength = atoms.length;
  const present = atoms.scratch;
  const from = occ.firstEndingAfter(start);
  let to = from;
  for (; to < occ.length && occ.end[to]! <= end; to++) {
    const atom = occ.atom[to]!;
    if (occ.end[to]! - atomLength[atom]! >= start) present[atom] = 1;
  }
  const result = holds(c, present);
  for (let k = from; k < to; k++) present[occ.atom[k]!] = 0;
  return result;
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

interface Programs {
  /** The rule's patterns as one program. */
  regex(): LinearRegExp;
  /** Tested on a match; see `Rule.exclude`. */
  exclude(): LinearRegExp | null;
  /** Tested on the text right after a match (anchored); see `Rule.excludeAfter`. */
  excludeAfter(): LinearRegExp | null;
  /** Tested on the text right before a match; see `Rule.excludeBeforeOnOutput`. */
  excludeBefore(): LinearRegExp | null;
  shape: ReturnType<typeof analyze>;
}

/**
 * A rule's RE2 programs and pattern shape, made once per rule object and shared by every surface
 * and engine that uses the rule (a program holds no state between runs: each run sets `lastIndex`
 * before it starts). The programs are compiled when first needed: most rules never run on most
 * texts, and compiling all of them is most of an engine's start-up; `prepareRules` compiles them
 * all now, for a service that would rather pay before it listens.
 */
const programCache = new WeakMap<Rule, Programs>();

function programsOf(rule: Rule): Programs {
  const cached = programCache.get(rule);
  if (cached) return cached;
  const alternatives = (patterns: readonly string[]): string => patterns.map((p) => `(?:${p})`).join('|');
  const once = (make: () => LinearRegExp | null): (() => LinearRegExp | null) => {
    let made: LinearRegExp | null | undefined;
    return () => (made === undefined ? (made = make()) : made);
  };
  let regex: LinearRegExp | undefined;
  const programs: Programs = {
    regex: () => (regex ??= compile(source(rule), rule.caseSensitive ? 'gu' : 'giu')),
    exclude: once(() => (rule.exclude?.length ? compile(alternatives(rule.exclude), 'iu') : null)),
    excludeAfter: once(() => (rule.excludeAfter?.length ? compile(`^(?:${alternatives(rule.excludeAfter)})`, 'iu') : null)),
    excludeBefore: once(() => (rule.excludeBeforeOnOutput?.length ? compile(`(?:${alternatives(rule.excludeBeforeOnOutput)})$`, 'iu') : null)),
    shape: analyze(source(rule)),
  };
  programCache.set(rule, programs);
  return programs;
}

/** Compiles every program of these rules now rather than on first use. */
export function prepareRules(rules: readonly Rule[]): void {
  for (const rule of rules) {
    const programs = programsOf(rule);
    programs.regex();
    programs.exclude();
    programs.excludeAfter();
    programs.excludeBefore();
  }
}

/**
 * Compiles the rules of one surface. Each rule is one RE2 program (its patterns joined); RE2 keeps
 * every run linear in the text. (An RE2 set over all rules was measured slower: its combined
 * automaton exceeds the DFA budget on long inputs.)
 *
 * Most rules cannot match most texts, and each RE2 run costs a full pass. So each rule also gets a
 * prefilter: literal strings at least one of which (or a combination of which) every match
 * contains. One Aho-Corasick pass per view finds where the surface's literals occur; a rule's RE2
 * program runs on the view only when its prefilter holds, and on long views only inside the
 * windows around those literals where a match can lie (see `windows`). The prefilter is implied by
 * the pattern, so this never loses or changes a match. `prefilter: false` runs every rule over
 * every whole view: the reference the tests compare against.
 */
export function compileRules(all: readonly Rule[], surface: Surface, options: { prefilter?: boolean } = {}): CompiledRules {
  const prefilter = options.prefilter !== false;
  const rules = all.filter((r) => (r.surfaces ?? ['input', 'agent']).includes(surface));
  const atomIds = new Map<string, number>();
  const toCondition = (p: Prefilter): Condition => {
    if (p.op === 'atom') {
      let id = atomIds.get(p.atom);
      if (id === undefined) atomIds.set(p.atom, (id = atomIds.size));
      return { op: 'atom', id };
    }
    if (p.op === 'and' || p.op === 'or') return { op: p.op, args: p.args.map(toCondition) };
    return { op: p.op };
  };
  const compiled: Compiled[] = rules.map((rule) => {
    const programs = programsOf(rule);
    return {
      rule,
      programs,
      scripts: rule.scripts?.length ? scriptMask(rule.scripts) : 0,
      excludeBefore: surface === 'output' && (rule.excludeBeforeOnOutput?.length ?? 0) > 0,
      condition: toCondition(programs.shape.prefilter),
      reach: programs.shape.reach,
      lineEnd: programs.shape.lineEnd,
      textEnd: programs.shape.textEnd,
    };
  });
  const scanner = new AtomScanner([...atomIds.keys()]);
  const atoms: AtomTable = {
    length: Int32Array.from(scanner.atoms, (a) => a.length),
    scratch: new Uint8Array(scanner.atoms.length),
  };

  // Most texts hold the atoms of few rules, and walking every rule's condition tree per view costs
  // more than the regexes that then run. So a rule's condition is split into its alternatives (the
  // arguments of a top-level `or`, flattened), and each alternative yields groups of atoms of which
  // every text it holds in contains one each (`necessaryGroups`). Each atom lists the groups it is
  // in; one pass over the atoms found counts, per alternative, the groups that occur. A rule none of
  // whose alternatives has all its groups cannot hold in the view and is not looked at; the others
  // (and the rules with an alternative that implies no group) have their condition checked as
  // before. Rules keep their order.
  const alternatives = (c: Condition): Condition[] => (c.op === 'or' ? c.args.flatMap(alternatives) : [c]);
  const groupClause: number[] = [];
  const clauseRule: number[] = [];
  const clauseGroups: number[] = [];
  const ungated = new Uint8Array(compiled.length);
  const atomGroups: number[][] = scanner.atoms.map(() => []);
  compiled.forEach((c, r) => {
    const clauses = alternatives(c.condition).map(necessaryGroups);
    if (clauses.some((groups) => groups.length === 0)) {
      ungated[r] = 1;
      return;
    }
    for (const groups of clauses) {
      const k = clauseRule.length;
      clauseRule.push(r);
      clauseGroups.push(groups.length);
      for (const group of groups) {
        const g = groupClause.length;
        groupClause.push(k);
        for (const atom of new Set(group)) atomGroups[atom]!.push(g);
      }
    }
  });
  const groupsByAtom = atomGroups.map((list) => Int32Array.from(list));
  const clauseOfGroup = Int32Array.from(groupClause);
  const ruleOfClause = Int32Array.from(clauseRule);
  const groupsOfClause = Int32Array.from(clauseGroups);
  // Stamps (one per view scanned) instead of clearing these arrays for every view.
  const atomSeen = new Float64Array(scanner.atoms.length);
  const groupSeen = new Float64Array(groupClause.length);
  const clauseSeen = new Float64Array(clauseRule.length);
  const groupsFound = new Int32Array(clauseRule.length);
  const rulePossible = new Float64Array(compiled.length);
  let stamp = 0;

  /**
   * Counts, per alternative, its groups that occur in the view just scanned, and marks the rules
   * with an alternative whose groups all occur; returns the view's stamp.
   */
  function countGroups(occ: Occurrences): number {
    const now = ++stamp;
    for (let k = 0; k < occ.length; k++) {
      const atom = occ.atom[k]!;
      if (atomSeen[atom] === now) continue;
      atomSeen[atom] = now;
      const groups = groupsByAtom[atom]!;
      for (let i = 0; i < groups.length; i++) {
        const g = groups[i]!;
        if (groupSeen[g] === now) continue;
        groupSeen[g] = now;
        const clause = clauseOfGroup[g]!;
        if (clauseSeen[clause] !== now) {
          clauseSeen[clause] = now;
          groupsFound[clause] = 0;
        }
        if (++groupsFound[clause]! === groupsOfClause[clause]) rulePossible[ruleOfClause[clause]!] = now;
      }
    }
    return now;
  }

  // RE2 works on UTF-8: handing it a Buffer made once per view saves converting the text per rule.
  // Offsets are then in bytes; the short windows around a match are decoded back for the checks.
  // With `parts`, only those byte ranges are searched (see `windows`); the matches are the same.
  function firstUsable(c: Compiled, bytes: Buffer, parts: Array<[number, number]> | null): { evidence: string; before: string } | null {
    const regex = c.programs.regex();
    let n = 0;
    let from = 0;
    for (const [start, end] of parts ?? [[0, bytes.length]]) {
      const searched = end === bytes.length ? bytes : bytes.subarray(0, end);
      regex.lastIndex = Math.max(from, start);
      while (n < MAX_OCCURRENCES) {
        const m = regex.exec(searched as unknown as string) as unknown as (Buffer[] & { index: number }) | null;
        if (!m) break;
        const matched = m[0]!;
        // The end of a window is not the end of the text, so `$` could match there in the window
        // alone. Such a match would be longer than the rule's reach (see `windows`), so this never
        // happens; should it, the whole view is searched instead.
        if (parts && c.textEnd && end < bytes.length && m.index + matched.length === end) return firstUsable(c, bytes, null);
        n++;
        if (matched.length === 0) {
          regex.lastIndex++;
          from = regex.lastIndex;
          continue;
        }
        from = regex.lastIndex;
        const evidence = matched.toString('utf8');
        const before = bytes.subarray(Math.max(0, m.index - 48), m.index).toString('utf8');
        const negated = c.rule.directive === true && (NEGATION.test(before.slice(-16)) || NEGATION_I18N.test(before.slice(-16)));
        const exclude = c.programs.exclude();
        const excludeAfter = c.programs.excludeAfter();
        const excluded =
          (exclude !== null && exclude.test(evidence)) ||
          (excludeAfter !== null && excludeAfter.test(bytes.subarray(m.index + matched.length, Math.min(bytes.length, m.index + matched.length + 48)).toString('utf8'))) ||
          (c.excludeBefore && c.programs.excludeBefore()!.test(before.slice(-16)));
        if (!negated && !excluded) return { evidence: evidence.slice(0, 200), before };
      }
      if (n >= MAX_OCCURRENCES) return null;
    }
    return null;
  }

  return {
    rules,
    scan(views) {
      const hits = new Map<string, Hit>();
      for (const view of views) {
        const scan = new ViewScan(view.text, scanner.scan(view.text));
        const now = prefilter ? countGroups(scan.occ) : 0;
        let discussion: boolean | undefined;
        let scripts = -1;
        for (let r = 0; r < compiled.length; r++) {
          const c = compiled[r]!;
          if (prefilter && ungated[r] === 0 && rulePossible[r] !== now) continue;
          if (prefilter && !holds(c.condition, scan.occ.present)) continue;
          if (prefilter && c.scripts !== 0) {
            if (scripts < 0) scripts = scriptsIn(view.text);
            if ((scripts & c.scripts) === 0) continue;
          }
          const existing = hits.get(c.rule.id);
          const usable = firstUsable(c, scan.bytes, prefilter ? windows(c, scan, atoms) : null);
          if (!usable) continue;
          if (existing) {
            if (!existing.views.includes(view.name)) existing.views.push(view.name);
            continue;
          }
          if (c.rule.directive === true && discussion === undefined) discussion = DISCUSSION.test(view.text) || DISCUSSION_I18N.test(view.text);
          hits.set(c.rule.id, {
            rule: c.rule,
            view: view.name,
            views: [view.name],
            evidence: usable.evidence,
            // A match may open on the separator before its first word: a quote there counts as before it.
            quoted: c.rule.directive === true && isQuoted(usable.before + (QUOTES.has(usable.evidence[0] ?? '') ? usable.evidence[0] : ''), discussion === true),
          });
        }
      }
      return [...hits.values()];
    },
  };
}
