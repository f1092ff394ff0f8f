import { describe, expect, it } from 'vitest';
import { EMPTY_FILTER, type ListFilter } from '../../shared/list-filter/to-list-filter.ts';
import { filterMatrix, type FilterableRow } from './to-matrix-filter.ts';

const TOOLS = ['bash', 'edit', 'read', 'webfetch'];
const row = (agent: string, mode: string, statuses: FilterableRow['cells'][number]['status'][]): FilterableRow => ({ agent, mode, cells: TOOLS.map((tool, i) => ({ tool, status: statuses[i]! })) });
const ROWS = [
  row('build', 'primary', ['asks', 'allowed', 'allowed', 'allowed']),
  row('plan', 'primary', ['asks', 'hidden', 'allowed', 'allowed']),
  row('explore', 'subagent', ['denied', 'hidden', 'allowed', 'hidden']),
];

function run(patch: Partial<ListFilter>) {
  const r = filterMatrix(TOOLS, ROWS, { ...EMPTY_FILTER, ...patch });
  return { tools: r.tools, agents: r.rows.map((x) => x.agent) };
}

describe('filterMatrix', () => {
  it.each<[string, Partial<ListFilter>, string[], string[]]>([
    ['no filter', {}, TOOLS, ['build', 'plan', 'explore']],
    ['an agent', { text: 'plan' }, TOOLS, ['plan']],
    ['a mode', { text: 'subagent' }, TOOLS, ['explore']],
    ['a tool narrows the columns, every agent stays', { text: 'edit' }, ['edit'], ['build', 'plan', 'explore']],
    ['part of a tool name', { text: 'fetch' }, ['webfetch'], ['build', 'plan', 'explore']],
    ['hidden anywhere', { kind: 'hidden' }, TOOLS, ['plan', 'explore']],
    ['hidden in the shown column only', { text: 'webfetch', kind: 'hidden' }, ['webfetch'], ['explore']],
    ['denied', { kind: 'denied' }, TOOLS, ['explore']],
    ['nothing named', { text: 'zzz' }, TOOLS, []],
    ['an action is not a matrix filter', { action: 'deny' }, TOOLS, ['build', 'plan', 'explore']],
  ])('%s', (_name, patch, tools, agents) => expect(run(patch)).toEqual({ tools, agents }));
});
