/**
 * A small RFC 4180 reader for the shipped rating files: comma-separated, fields optionally quoted
 * with `"`, a doubled `"` inside quotes, CRLF or LF line ends. One pass, no regular expressions.
 * Calls `row` for every record after the header with the fields keyed by the header's names.
 */
export function readCsv(text: string, row: (fields: Record<string, string>) => void): string[] {
  let header: string[] | undefined;
  let fields: string[] = [];
  let field = '';
  let quoted = false;
  let i = 0;
  const n = text.length;

  const endRecord = (): void => {
    fields.push(field);
    field = '';
    if (!header) {
      header = fields.map((f, idx) => (idx === 0 && f.charCodeAt(0) === 0xfeff ? f.slice(1) : f));
    } else if (!(fields.length === 1 && fields[0] === '')) {
      const record: Record<string, string> = {};
      header.forEach((name, idx) => (record[name] = fields[idx] ?? ''));
      row(record);
    }
    fields = [];
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
      endRecord();
      i += ch === '\r' && text[i + 1] === '\n' ? 2 : 1;
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
  if (field !== '' || fields.length > 0) endRecord();
  return header ?? [];
}
