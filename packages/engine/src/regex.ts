import RE2 from 're2';

/**
 * The one place where patterns that run on user text are compiled. RE2 guarantees time linear in
 * the input (no backtracking), so no input can stall the event loop through a pattern.
 */
export type LinearRegExp = RE2;

export function compile(source: string, flags = 'iu'): LinearRegExp {
  return new RE2(source, flags);
}

/** A set of patterns tested in one pass; `match` says which of them occur. */
export interface PatternSet {
  match(text: string): number[];
}

export function compileSet(sources: readonly string[], flags = 'iu'): PatternSet {
  const set = new RE2.Set(sources as string[], flags);
  return { match: (text) => set.match(text) };
}
