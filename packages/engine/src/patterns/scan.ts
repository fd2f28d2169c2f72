/**
 * Where the atoms of a rule's prefilter occur in a text: one Aho-Corasick pass finds every atom, so
 * a rule's regex runs only on views (and windows of them) that can match.
 */

/** Where the atoms of an `AtomScanner` occur in the last text it scanned. */
export class Occurrences {
  /** Per atom: 1 when it occurs. */
  readonly present: Uint8Array;
  /** Per atom: how often it occurs. */
  readonly count: Int32Array;
  /** Per atom: the index of its first occurrence, or -1; `next` chains the later ones. */
  readonly first: Int32Array;
  private readonly last: Int32Array;
  /** Per occurrence, in order of their end: the atom, the end offset (exclusive), the next one of the same atom. */
  atom: Int32Array = new Int32Array(256);
  end: Int32Array = new Int32Array(256);
  next: Int32Array = new Int32Array(256);
  length = 0;

  constructor(atoms: number) {
    this.present = new Uint8Array(atoms);
    this.count = new Int32Array(atoms);
    this.first = new Int32Array(atoms);
    this.last = new Int32Array(atoms);
  }

  reset(): void {
    this.present.fill(0);
    this.count.fill(0);
    this.first.fill(-1);
    this.length = 0;
  }

  add(atom: number, end: number): void {
    const k = this.length++;
    if (k === this.atom.length) {
      const grow = (a: Int32Array): Int32Array => {
        const b = new Int32Array(a.length * 2);
        b.set(a);
        return b;
      };
      this.atom = grow(this.atom);
      this.end = grow(this.end);
      this.next = grow(this.next);
    }
    this.atom[k] = atom;
    this.end[k] = end;
    this.next[k] = -1;
    if (this.present[atom] === 0) {
      this.present[atom] = 1;
      this.first[atom] = k;
    } else {
      this.next[this.last[atom]!] = k;
    }
    this.last[atom] = k;
    this.count[atom]!++;
  }

  /** The index of the first occurrence that ends after `offset`. */
  firstEndingAfter(offset: number): number {
    let lo = 0;
    let hi = this.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.end[mid]! <= offset) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }
}

/**
 * Finds where the atoms of a fixed list occur in a text, ignoring ASCII case (and matching the two
 * non-ASCII letters RE2 folds to ASCII, KELVIN SIGN and LONG S, as k and s). One left-to-right pass
 * of an Aho-Corasick automaton: linear in the text, independent of how many atoms there are.
 */
export class AtomScanner {
  readonly atoms: readonly string[];
  private readonly classOf = new Uint8Array(128);
  private readonly classK: number;
  private readonly classS: number;
  private readonly width: number;
  private readonly delta: Int32Array;
  private readonly outStart: Int32Array;
  private readonly outAtoms: Int32Array;
  readonly occurrences: Occurrences;

  constructor(atoms: readonly string[]) {
    this.atoms = atoms;
    this.occurrences = new Occurrences(atoms.length);
    let classes = 1;
    for (const atom of atoms) {
      if (atom.length === 0) throw new Error('empty atom');
      for (let i = 0; i < atom.length; i++) {
        const c = atom.charCodeAt(i);
        if (c >= 128 || (c >= 65 && c <= 90)) throw new Error(`atoms are lowercase ASCII: ${atom}`);
        if (this.classOf[c] === 0) this.classOf[c] = classes++;
      }
    }
    for (let c = 65; c <= 90; c++) this.classOf[c] = this.classOf[c + 32]!;
    this.classK = this.classOf[107]!;
    this.classS = this.classOf[115]!;
    this.width = classes;

    // Trie, then failure links breadth-first, then the full transition table.
    const children: Array<Map<number, number>> = [new Map()];
    const own: number[][] = [[]];
    atoms.forEach((atom, id) => {
      let s = 0;
      for (let i = 0; i < atom.length; i++) {
        const k = this.classOf[atom.charCodeAt(i)]!;
        let next = children[s]!.get(k);
        if (next === undefined) {
          next = children.length;
          children.push(new Map());
          own.push([]);
          children[s]!.set(k, next);
        }
        s = next;
      }
      own[s]!.push(id);
    });
    const states = children.length;
    const delta = new Int32Array(states * classes);
    const fail = new Int32Array(states);
    const out: number[][] = own.map((o) => [...o]);
    const queue: number[] = [];
    for (const [k, next] of children[0]!) {
      delta[k] = next;
      queue.push(next);
    }
    for (let q = 0; q < queue.length; q++) {
      const s = queue[q]!;
      out[s]!.push(...out[fail[s]!]!);
      for (let k = 0; k < classes; k++) {
        const next = children[s]!.get(k);
        if (next === undefined) {
          delta[s * classes + k] = delta[fail[s]! * classes + k]!;
        } else {
          fail[next] = delta[fail[s]! * classes + k]!;
          delta[s * classes + k] = next;
          queue.push(next);
        }
      }
    }
    this.delta = delta;
    this.outStart = new Int32Array(states + 1);
    for (let s = 0; s < states; s++) this.outStart[s + 1] = this.outStart[s]! + out[s]!.length;
    this.outAtoms = Int32Array.from(out.flat());
  }

  /** Records every occurrence of every atom in `text` (into `this.occurrences`, which it returns). */
  scan(text: string): Occurrences {
    const { classOf, delta, width, outStart, outAtoms, classK, classS } = this;
    const occ = this.occurrences;
    occ.reset();
    let s = 0;
    for (let i = 0, n = text.length; i < n; i++) {
      const c = text.charCodeAt(i);
      const k = c < 128 ? classOf[c]! : c === 0x212a ? classK : c === 0x17f ? classS : 0;
      s = delta[s * width + k]!;
      const to = outStart[s + 1]!;
      for (let o = outStart[s]!; o < to; o++) occ.add(outAtoms[o]!, i + 1);
    }
    return occ;
  }
}
