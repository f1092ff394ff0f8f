/** Rule and visibility changes between two analyses: the selected agent's rules, and every agent × tool cell of the matrix. */
import type { Analysis } from '../analyze.ts';
import type { Rule } from '../permission/rule.ts';
import { describeOrigin, ruleKeyLabel } from '../permission/describe.ts';
import { compareActionSets, compareRanks, ruleDirection, STATUS_RANK, type Direction } from './diff-direction.ts';
import { buildAgentToolMatrix, type MatrixCell } from './matrix.ts';

/** A rule present on one side only (matched by permission, pattern and action). */
export interface RuleChange {
  readonly kind: 'added' | 'removed';
  readonly agent: string;
  readonly rule: Rule;
  /** Its index in that side's ruleset. */
  readonly index: number;
  readonly direction: Direction;
  /** Where the rule is written, in words (`bash["*"] in /p/agentforge.json:3:5`). */
  readonly source: string;
}

/** One agent × tool cell whose status or reachable actions differ (null on the side where the agent does not exist). */
export interface VisibilityChange {
  readonly agent: string;
  readonly tool: string;
  readonly before: MatrixCell | null;
  readonly after: MatrixCell | null;
  readonly direction: Direction;
}

function signature(rule: Rule): string {
  return `${rule.permission}\u0000${rule.pattern}\u0000${rule.action}`;
}

function unmatched(kind: RuleChange['kind'], agent: string, rules: readonly Rule[], other: readonly Rule[]): RuleChange[] {
  const left = new Map<string, number>();
  for (const r of other) left.set(signature(r), (left.get(signature(r)) ?? 0) + 1);
  const out: RuleChange[] = [];
  rules.forEach((rule, index) => {
    const n = left.get(signature(rule)) ?? 0;
    if (n > 0) left.set(signature(rule), n - 1);
    else out.push({ kind, agent, rule, index, direction: ruleDirection(rule.action, kind), source: `${ruleKeyLabel(rule.origin, rule)} ${describeOrigin(rule.origin)}` });
  });
  return out;
}

/** The selected agent's rules added and removed, and whether the common rules changed order (order decides: last match wins). */
export function diffRules(before: Analysis, after: Analysis): { readonly changes: readonly RuleChange[]; readonly isReordered: boolean } {
  const agent = after.agent?.key ?? before.agent?.key ?? '';
  const a = before.ruleset;
  const b = after.ruleset;
  const removed = unmatched('removed', agent, a, b);
  const added = unmatched('added', agent, b, a);
  const keptA = a.filter((_, i) => !removed.some((r) => r.index === i)).map(signature);
  const keptB = b.filter((_, i) => !added.some((r) => r.index === i)).map(signature);
  return { changes: [...added, ...removed], isReordered: keptA.join('\n') !== keptB.join('\n') };
}

function sameCell(x: MatrixCell, y: MatrixCell): boolean {
  return x.status === y.status && x.someInputs.join() === y.someInputs.join();
}

/** Every agent × tool cell that differs between the two matrices. */
export function diffVisibilities(before: Analysis, after: Analysis): VisibilityChange[] {
  const a = buildAgentToolMatrix(before);
  const b = buildAgentToolMatrix(after);
  const cellsOf = (m: typeof a) => new Map(m.rows.flatMap((row) => row.cells.map((c) => [`${row.agent}\u0000${c.tool}`, { agent: row.agent, cell: c }] as const)));
  const ca = cellsOf(a);
  const cb = cellsOf(b);
  const out: VisibilityChange[] = [];
  for (const [key, { agent, cell }] of cb) {
    const old = ca.get(key)?.cell ?? null;
    if (old && sameCell(old, cell)) continue;
    const direction = !old ? 'unclear' : old.status !== cell.status ? compareRanks(STATUS_RANK[old.status], STATUS_RANK[cell.status]) : compareActionSets(old.someInputs, cell.someInputs);
    out.push({ agent, tool: cell.tool, before: old, after: cell, direction });
  }
  for (const [key, { agent, cell }] of ca) if (!cb.has(key)) out.push({ agent, tool: cell.tool, before: cell, after: null, direction: 'unclear' });
  return out;
}
