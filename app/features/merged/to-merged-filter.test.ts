import { describe, expect, it } from 'vitest';
import { provenanceFromRecords, type PathProvenance } from '../../../engine/index.ts';
import { EMPTY_FILTER, type ListFilter } from '../../shared/list-filter/to-list-filter.ts';
import { toLeafMatcher, toValueLayer } from './to-merged-filter.ts';
import { countLeaves, toMergedTree, type MergedNode } from './to-merged-tree.ts';

const P = '/home/user/project/agentforge.json';
const records: PathProvenance[] = [
  { keyPath: ['permission', 'bash'], winner: { layerId: 'project', source: 'project', location: { file: P, line: 4, column: 13, length: 6 } }, overridden: [{ layerId: 'global', source: 'global' }], contributors: [] },
  { keyPath: ['permission', 'edit'], winner: { layerId: 'global', source: 'global' }, overridden: [], contributors: [] },
  { keyPath: ['agent'], winner: { layerId: 'transform:defaults', source: 'transform', transform: 'defaults' }, overridden: [], contributors: [] },
];
const provenance = provenanceFromRecords(records);
const ctx = { layers: [], provenance, worktree: '/home/user/project', home: '/home/user' };
const config = {
  permission: { bash: { '*': 'ask', 'git push *': 'deny' }, edit: 'allow', external_directory: 'ask' },
  agent: { plan: { mode: 'primary', tools: ['read', 'grep'] } },
};

function leaves(nodes: readonly MergedNode[]): string[] {
  return nodes.flatMap((n) => (n.kind === 'value' ? [`${n.keyPath.join('.')}=${n.value}`] : leaves(n.children)));
}

function run(patch: Partial<ListFilter>) {
  const keep = toLeafMatcher({ ...EMPTY_FILTER, ...patch }, provenance) ?? undefined;
  return { shown: leaves(toMergedTree(config, ctx, Number.POSITIVE_INFINITY, keep)), count: countLeaves(config, keep) };
}

describe('the Merged filter', () => {
  it.each<[string, Partial<ListFilter>, string[]]>([
    ['key text', { text: 'git' }, ['permission.bash.git push *="deny"']],
    ['a dotted key path', { text: 'permission.edit' }, ['permission.edit="allow"']],
    ['value text', { text: 'primary' }, ['agent.plan.mode="primary"']],
    ['an array item by value', { text: 'grep' }, ['agent.plan.tools.1="grep"']],
    ['an action', { action: 'ask' }, ['permission.bash.*="ask"', 'permission.external_directory="ask"']],
    ['an action is the whole value, not a substring', { action: 'allow' }, ['permission.edit="allow"']],
    ['a layer, inherited by values inside what it set', { layer: 'project' }, ['permission.bash.*="ask"', 'permission.bash.git push *="deny"']],
    ['a transform', { layer: 'transform' }, ['agent.plan.mode="primary"', 'agent.plan.tools.0="read"', 'agent.plan.tools.1="grep"']],
    ['values that overrode a layer', { kind: 'overrode' }, ['permission.bash.*="ask"', 'permission.bash.git push *="deny"']],
    ['part of an identifier', { text: 'external' }, ['permission.external_directory="ask"']],
    ['nothing', { text: 'zzz' }, []],
  ])('%s', (_name, patch, expected) => {
    const { shown, count } = run(patch);
    expect(shown).toEqual(expected);
    expect(count).toEqual({ total: 7, kept: expected.length });
  });

  it('no filter: no matcher, the whole tree', () => {
    expect(toLeafMatcher(EMPTY_FILTER, provenance)).toBeNull();
    expect(run({}).shown).toHaveLength(7);
  });

  it('a value with no record of its own takes the nearest ancestor’s layer; none at all is null', () => {
    expect(toValueLayer(provenance, ['permission', 'bash', '*'])).toBe('project');
    expect(toValueLayer(provenance, ['model'])).toBeNull();
  });
});
