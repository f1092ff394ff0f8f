/** Pasted probe lists: `bash git status => ask` lines, CSV/TSV with or without a header, or JSON. */
import type { Diagnostic } from '../diagnostic.ts';
import type { RuleAction } from '../permission/rule.ts';
import type { Probe } from '../scenario/scenario.ts';
import { readRecords, splitDelimited, type CsvRecord } from './probe-list-csv.ts';

/** Which shape a pasted probe list was read as. */
export type ProbeListFormat = 'json' | 'csv' | 'tsv' | 'lines' | 'empty';

/** What reading a probe list gives: the probes, problems per line, and the format detected. */
export interface ProbeListReading {
  readonly probes: readonly Probe[];
  readonly diagnostics: readonly Diagnostic[];
  readonly format: ProbeListFormat;
}

/** More probes than this in one paste are dropped with a warning (a table of thousands helps nobody). */
export const MAX_PROBES = 2000;

const ACTIONS: readonly RuleAction[] = ['allow', 'ask', 'deny'];
const COLUMNS = ['permission', 'input', 'expect', 'agent'] as const;
type Column = (typeof COLUMNS)[number];
const COLUMN_ALIASES: Readonly<Record<string, Column>> = { permission: 'permission', input: 'input', pattern: 'input', expect: 'expect', expected: 'expect', action: 'expect', agent: 'agent' };

function diag(line: number, message: string, severity: Diagnostic['severity'] = 'warning', column?: number): Diagnostic {
  return { code: 'probe-list', severity, message, path: 'probes', line, ...(column !== undefined ? { column } : {}) };
}

/** Reads `allow`/`ASK`/` deny ` as an action; anything else is undefined. */
function toAction(text: string): RuleAction | undefined {
  const t = text.trim().toLowerCase();
  return ACTIONS.find((a) => a === t);
}

function isObj(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function makeProbe(permission: string, input: string, expect: string | undefined, agent: string | undefined, line: number, out: Diagnostic[]): Probe | null {
  // Names are kept as read (a quoted name may hold spaces); the table readers trim bare cells themselves.
  if (permission.trim() === '') {
    out.push(diag(line, `line ${line}: no permission; skipped`));
    return null;
  }
  const probe: { permission: string; input: string; agent?: string; expect?: RuleAction } = { permission, input };
  if (agent !== undefined && agent.trim() !== '') probe.agent = agent;
  if (expect !== undefined && expect.trim() !== '') {
    const action = toAction(expect);
    if (action) probe.expect = action;
    else out.push(diag(line, `line ${line}: expected action ${JSON.stringify(expect.trim())} is not allow, ask or deny; kept without an expectation`));
  }
  return probe;
}

function readJson(text: string, out: Diagnostic[]): Probe[] {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (err) {
    out.push(diag(1, `not valid JSON: ${err instanceof Error ? err.message : String(err)}`, 'error'));
    return [];
  }
  const list = isObj(value) ? value.probes : value;
  if (!Array.isArray(list)) {
    out.push(diag(1, 'JSON must be an array of probes or an object with "probes"', 'error'));
    return [];
  }
  const probes: Probe[] = [];
  list.forEach((p: unknown, i) => {
    if (!isObj(p) || typeof p.permission !== 'string' || typeof p.input !== 'string') {
      out.push(diag(i + 1, `probe ${i + 1} is not {permission: string, input: string}; skipped`));
      return;
    }
    const expect = typeof p.expect === 'string' ? p.expect : p.expect === undefined || p.expect === null ? undefined : String(p.expect);
    const probe = makeProbe(p.permission, p.input, expect, typeof p.agent === 'string' ? p.agent : undefined, i + 1, out);
    if (probe) probes.push(probe);
  });
  return probes;
}

function headerColumns(cells: readonly string[]): Column[] | null {
  const mapped = cells.map((c) => COLUMN_ALIASES[c.trim().toLowerCase()]);
  if (mapped.some((c) => c === undefined) || !mapped.includes('permission') || !mapped.includes('input')) return null;
  return mapped as Column[];
}

/** Reads a CSV/TSV table record by record (a quoted cell may span lines), with a diagnostic for what it cannot read. */
function readTable(text: string, delimiter: ',' | '\t', out: Diagnostic[]): Probe[] {
  const { records: all, problems } = readRecords(text, delimiter);
  for (const p of problems) out.push(diag(p.line, `line ${p.line}, column ${p.column}: ${p.message}`, 'warning', p.column));
  const records: CsvRecord[] = all.filter((r) => !r.isSkippable);
  const first = records[0];
  const header = first ? headerColumns(first.cells) : null;
  const columns: readonly Column[] = header ?? COLUMNS;
  const probes: Probe[] = [];
  for (const { cells, line } of header ? records.slice(1) : records) {
    if (cells.length > columns.length) out.push(diag(line, `line ${line}: ${cells.length} cells, only ${columns.length} columns; extra cells ignored`));
    const cell = (c: Column): string | undefined => {
      const i = columns.indexOf(c);
      return i >= 0 ? cells[i] : undefined;
    };
    if (cell('input') === undefined) {
      out.push(diag(line, `line ${line}: needs a permission and an input; skipped`));
      continue;
    }
    const probe = makeProbe(cell('permission') ?? '', cell('input') ?? '', cell('expect'), cell('agent'), line, out);
    if (probe) probes.push(probe);
  }
  return probes;
}

/** Reads a JSON string at the start of `rest`: its value and the text after it, or null when it is not one. */
function readQuoted(rest: string): { value: string; tail: string } | null {
  const q = /^"(?:[^"\\]|\\.)*"/.exec(rest);
  if (!q) return null;
  try {
    const value: unknown = JSON.parse(q[0]);
    return typeof value === 'string' ? { value, tail: rest.slice(q[0].length) } : null;
  } catch {
    return null;
  }
}

/** Reads a word, or a JSON string when it starts with `"` (names with spaces, tabs or a leading `@`/`#`). */
function readWord(rest: string): { value: string; tail: string } | null {
  if (rest.startsWith('"')) return readQuoted(rest);
  const m = /^\S+/.exec(rest);
  return m ? { value: m[0], tail: rest.slice(m[0].length) } : null;
}

/** Reads one `[@agent] permission input [=> action]` line; agent, permission and input may be JSON strings to keep spaces, tabs or `=>`. */
function readLine(text: string, line: number, out: Diagnostic[]): Probe | null {
  let rest = text.trim();
  let agent: string | undefined;
  if (rest.startsWith('@')) {
    const a = readWord(rest.slice(1));
    if (!a || a.value === '') {
      out.push(diag(line, `line ${line}: "@" needs an agent name; skipped`));
      return null;
    }
    agent = a.value;
    rest = a.tail.trimStart();
  }
  const w = readWord(rest);
  if (!w) {
    out.push(diag(line, `line ${line}: ${rest.startsWith('"') ? 'the quoted permission is not a valid JSON string' : 'no permission'}; skipped`));
    return null;
  }
  const permission = w.value;
  rest = w.tail.trimStart();
  let input: string;
  let expect: string | undefined;
  if (rest.startsWith('"')) {
    const q = readQuoted(rest);
    if (!q) {
      out.push(diag(line, `line ${line}: the quoted input is not a valid JSON string; skipped`));
      return null;
    }
    input = q.value;
    const tail = q.tail.trim();
    if (tail.startsWith('=>')) expect = tail.slice(2);
    else if (tail !== '') out.push(diag(line, `line ${line}: text after the quoted input ignored: ${JSON.stringify(tail)}`));
  } else {
    const arrow = rest.lastIndexOf('=>');
    input = (arrow >= 0 ? rest.slice(0, arrow) : rest).trim();
    if (arrow >= 0) expect = rest.slice(arrow + 2);
  }
  return makeProbe(permission, input, expect, agent, line, out);
}

function looksLikeCsv(text: string): boolean {
  const cells = splitDelimited(text, ',');
  return cells.length >= 2 && cells.length <= 4 && /^[\w.*?-]+$/.test(cells[0]!.trim()) && !text.includes('=>');
}

/** Parses a pasted probe list (JSON, CSV, TSV or `permission input => action` lines). Never throws. */
export function parseProbeList(text: string): ProbeListReading {
  const out: Diagnostic[] = [];
  // A spreadsheet's UTF-8 export starts with a BOM: it is not part of the first cell.
  const body = text.replace(/^\uFEFF/, '');
  const trimmed = body.trim();
  let probes: Probe[];
  let format: ProbeListFormat;
  if (trimmed === '') return { probes: [], diagnostics: [], format: 'empty' };
  if (trimmed.startsWith('[') || trimmed.startsWith('{')) {
    format = 'json';
    probes = readJson(trimmed, out);
  } else {
    const lines = body
      .split(/\r?\n/)
      .map((t, i) => ({ text: t, line: i + 1 }))
      .filter((l) => l.text.trim() !== '' && !/^\s*(#|\/\/)/.test(l.text));
    const first = lines[0]?.text ?? '';
    const isHeaderCsv = headerColumns(splitDelimited(first, ',')) !== null;
    format = first.includes('\t') ? 'tsv' : isHeaderCsv || looksLikeCsv(first) ? 'csv' : 'lines';
    probes =
      format === 'lines'
        ? lines.map((l) => readLine(l.text, l.line, out)).filter((p): p is Probe => p !== null)
        : readTable(body, format === 'tsv' ? '\t' : ',', out);
  }
  if (probes.length > MAX_PROBES) {
    out.push(diag(1, `${probes.length} probes; only the first ${MAX_PROBES} are kept`));
    probes = probes.slice(0, MAX_PROBES);
  }
  return { probes, diagnostics: out, format };
}

export { formatProbeList } from './probe-list-format.ts';
