/**
 * Harmful requests and safe look-alikes written by the team, the way people type them to a chatbot,
 * in `scripts/classifier/written/<lang>.txt`: one text per line, the harmful requests first, then a
 * line `---`, then the safe look-alikes (the same words in a harmless sense, protective questions,
 * victims asking for help, news). Written for this project, never from corpus text; they train the
 * classifier's harmful head (`npm run train:classifier`, TRAIN_WRITTEN_WEIGHT).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';

export interface WrittenRow {
  text: string;
  kind: 'harmful' | 'benign';
  lang: string;
}

export const WRITTEN_DIR = new URL('./written/', import.meta.url).pathname;

/** Every row of every `<lang>.txt` in `dir`, in file order; a file without its `---` line is an error. */
export function readWritten(dir: string = WRITTEN_DIR): WrittenRow[] {
  const rows: WrittenRow[] = [];
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.txt')).sort()) {
    const lang = basename(file, '.txt');
    const lines = readFileSync(join(dir, file), 'utf8').split('\n').map((l) => l.trim());
    if (!lines.includes('---')) throw new Error(`${file}: no --- line between the harmful requests and the safe look-alikes`);
    let kind: WrittenRow['kind'] = 'harmful';
    for (const text of lines) {
      if (text === '---') kind = 'benign';
      else if (text) rows.push({ text, kind, lang });
    }
  }
  return rows;
}
