/** Reading documentation pages in tests. */

/** The fenced TypeScript block after a marker line of a page. */
export function fencedAfter(text: string, marker: string): string | undefined {
  const at = text.indexOf(marker);
  if (at < 0) return undefined;
  const open = text.indexOf('```ts\n', at);
  const close = text.indexOf('\n```', open);
  return open < 0 || close < 0 ? undefined : text.slice(open + '```ts\n'.length, close + 1);
}
