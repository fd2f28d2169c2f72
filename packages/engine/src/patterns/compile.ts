import RE2 from 're2';

/**
 * The one place where patterns that run on user text are compiled. RE2 guarantees time linear in
 * the input (no backtracking), so no input can stall the event loop through a pattern.
 */
export type LinearRegExp = RE2;

export function compile(source: string, flags = 'iu'): LinearRegExp {
  return new RE2(source, flags);
}
