/** CSV/TSV read by records (RFC 4180): quoted cells may hold the delimiter, `""` and line breaks; CRLF or LF ends a record. */

/** One record: its cells, and the 1-based line it starts on. */
export interface CsvRecord {
  readonly cells: readonly string[];
  readonly line: number;
  /** True when the record is blank or a `#`/`//` comment line (skipped by probe lists). */
  readonly isSkippable: boolean;
}

/** Something the reader could not read as written, with where (1-based line and column). */
export interface CsvProblem {
  readonly line: number;
  readonly column: number;
  readonly message: string;
}

/** Reads every record of a CSV/TSV text; quoted cells keep their text verbatim, bare cells are trimmed. Never throws. */
export function readRecords(text: string, delimiter: ',' | '\t'): { records: CsvRecord[]; problems: CsvProblem[] } {
  const records: CsvRecord[] = [];
  const problems: CsvProblem[] = [];
  let cells: string[] = [];
  let cell = '';
  let isQuoted = false;
  let wasQuoted = false;
  let line = 1;
  let column = 1;
  let recordLine = 1;
  let recordStart = 0;
  let quoteAt = { line: 1, column: 1 };
  let hasWarnedTail = false;
  const endCell = () => {
    cells.push(wasQuoted ? cell : cell.trim());
    cell = '';
    wasQuoted = false;
    hasWarnedTail = false;
  };
  const endRecord = (end: number) => {
    endCell();
    const raw = text.slice(recordStart, end);
    records.push({ cells, line: recordLine, isSkippable: raw.trim() === '' || /^\s*(#|\/\/)/.test(raw) });
    cells = [];
  };
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (isQuoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
        column++;
      } else if (c === '"') isQuoted = false;
      else cell += c;
    } else if (c === delimiter) endCell();
    else if (c === '\n' || (c === '\r' && text[i + 1] === '\n')) {
      endRecord(i);
      if (c === '\r') i++;
      recordStart = i + 1;
      recordLine = line + 1;
    } else if (c === '"' && !wasQuoted && cell.trim() === '') {
      isQuoted = true;
      wasQuoted = true;
      cell = '';
      quoteAt = { line, column };
    } else if (wasQuoted) {
      if (c.trim() !== '' && !hasWarnedTail) {
        problems.push({ line, column, message: `text after a closing quote is ignored (write "" for a quote inside a quoted cell)` });
        hasWarnedTail = true;
      }
    } else cell += c;
    if (c === '\n') {
      line++;
      column = 1;
    } else column++;
  }
  if (isQuoted) problems.push({ ...quoteAt, message: 'this quoted cell is never closed; the rest of the text was read into it' });
  if (recordStart < text.length || cells.length || cell !== '' || wasQuoted) endRecord(text.length);
  return { records, problems };
}

/** Splits one CSV/TSV record into cells: RFC 4180 quotes (`"a,b"`, `""` for a quote) keep their text verbatim; bare cells are trimmed. */
export function splitDelimited(line: string, delimiter: ',' | '\t'): string[] {
  return [...(readRecords(line, delimiter).records[0]?.cells ?? [''])];
}
