/**
 * A small RFC 4180 reader for the shipped rating files: comma-separated, fields optionally quoted
 * with `"`, a doubled `"` inside quotes, CRLF or LF line ends. One pass, no regular expressions.
 * Calls `row` for every record after the header with the fields keyed by the header's names.
 */
export function readCsv(text: string, row: (fields: Record<string, string>) => void): string[] {
  const reader = records(text);
  for (let next = reader.next(); ; next = reader.next()) {
    if (next.done) return next.value;
    row(next.value);
  }
}

/** Work between two yields to the event loop while reading a large file. */
const READ_SLICE_MS = 10;

/**
 * As `readCsv`, yielding to the event loop every few milliseconds: the shipped rating files are
 * megabytes, and read in one go they held the loop for about half a second on the first analysis.
 */
export async function readCsvAsync(text: string, row: (fields: Record<string, string>) => void): Promise<string[]> {
  const reader = records(text);
  let sliceStart = performance.now();
  for (let next = reader.next(); ; next = reader.next()) {
    if (next.done) return next.value;
    row(next.value);
    if (performance.now() - sliceStart > READ_SLICE_MS) {
      await new Promise<void>((resolve) => setImmediate(resolve));
      sliceStart = performance.now();
    }
  }
}

/** The records after the header, one at a time; returns the header. */
function* records(text: string): Generator<Record<string, string>, string[], void> {
  let header: string[] | undefined;
  let fields: string[] = [];
  let field = '';
  let quoted = false;
  let i = 0;
  const n = text.length;

  /** Ends the record being read; answers it unless it is the header or blank. */
  const endRecord = (): Record<string, string> | undefined => {
    fields.push(field);
    field = '';
    let record: Record<string, string> | undefined;
    if (!header) {
      header = fields.map((f, idx) => (idx === 0 && f.charCodeAt(0) === 0xfeff ? f.slice(1) : f));
    } else if (!(fields.length === 1 && fields[0] === '')) {
      const named: Record<string, string> = {};
      header.forEach((name, idx) => (named[name] = fields[idx] ?? ''));
      record = named;
    }
    fields = [];
    return record;
  };

  while (i < n) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i += 2;
          continue;
        }
        quoted = false;
        i++;
        continue;
      }
      const next = text.indexOf('"', i);
      const stop = next < 0 ? n : next;
      field += text.slice(i, stop);
      i = stop;
      continue;
    }
    if (ch === '"' && field === '') {
      quoted = true;
      i++;
    } else if (ch === ',') {
      fields.push(field);
      field = '';
      i++;
    } else if (ch === '\n' || ch === '\r') {
      const record = endRecord();
      i += ch === '\r' && text[i + 1] === '\n' ? 2 : 1;
      if (record) yield record;
    } else {
      // Take the whole run up to the next delimiter at once.
      let stop = i + 1;
      while (stop < n) {
        const c = text.charCodeAt(stop);
        if (c === 44 || c === 10 || c === 13) break; // , \n \r
        stop++;
      }
      field += text.slice(i, stop);
      i = stop;
    }
  }
  if (field !== '' || fields.length > 0) {
    const record = endRecord();
    if (record) yield record;
  }
  return header ?? [];
}
