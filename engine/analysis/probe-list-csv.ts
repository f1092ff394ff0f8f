/** Splits one CSV/TSV record into cells: RFC 4180 quotes (`"a,b"`, `""` for a quote) keep their text verbatim; bare cells are trimmed. */
export function splitDelimited(line: string, delimiter: ',' | '\t'): string[] {
  const cells: string[] = [];
  let cell = '';
  let isQuoted = false;
  let wasQuoted = false;
  for (let i = 0; i < line.length; i++) {
    const c = line[i]!;
    if (isQuoted) {
      if (c === '"' && line[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') isQuoted = false;
      else cell += c;
    } else if (c === delimiter) {
      cells.push(wasQuoted ? cell : cell.trim());
      cell = '';
      wasQuoted = false;
    } else if (c === '"' && !wasQuoted && cell.trim() === '') {
      isQuoted = true;
      wasQuoted = true;
      cell = '';
    } else if (!wasQuoted) cell += c;
  }
  cells.push(wasQuoted ? cell : cell.trim());
  return cells;
}
