import { describe, expect, it } from 'vitest';
import { fileTexts, provenanceFromRecords, type Layer, type PathProvenance } from '../../../engine/index.ts';
import { countTreeNodes, toMergedTree, type MergedNode, type TreeContext } from './to-merged-tree.ts';

const G = '/home/user/.config/agentforge/agentforge.jsonc';
const P = '/home/user/project/agentforge.json';
const layers: Layer[] = [
  { id: 'global', source: 'global', path: G, label: 'global agentforge.jsonc', status: 'read', reason: '' },
  { id: 'project', source: 'project', path: P, label: 'project agentforge.json', status: 'read', reason: '' },
];
const records: PathProvenance[] = [
  { keyPath: ['permission', 'bash'], winner: { layerId: 'project', source: 'project', location: { file: P, line: 4, column: 13, length: 6 } }, overridden: [{ layerId: 'global', source: 'global' }], contributors: [] },
  { keyPath: ['agent'], winner: { layerId: 'transform:defaults', source: 'transform', transform: 'defaults' }, overridden: [], contributors: [] },
];
const ctx: TreeContext = { layers, provenance: provenanceFromRecords(records), worktree: '/home/user/project', home: '/home/user' };

describe('toMergedTree', () => {
  it('badges a value with its layer and the layers it overrode', () => {
    const [perm] = toMergedTree({ permission: { bash: 'deny' } }, ctx);
    const bash = perm!.children[0]!;
    expect(bash.value).toBe('"deny"');
    expect(bash.badge).toEqual({ setBy: 'project agentforge.json', setBySource: 'project', overrode: ['global ~/.config/agentforge/agentforge.jsonc'], overrodeValues: [{ by: 'global ~/.config/agentforge/agentforge.jsonc', text: null }], location: expect.objectContaining({ line: 4 }), locationText: 'agentforge.json:4:13' });
  });
  it('names transforms', () => {
    expect(toMergedTree({ agent: {} }, ctx)[0]!.badge?.setBy).toBe('transform: defaults');
  });
  it.each([
    ['__proto__ keys stay own keys', JSON.parse('{"__proto__": {"x": 1}}'), '__proto__'],
    ['script keys stay text', { '<script>alert(1)</script>': true }, '<script>alert(1)</script>'],
    ['very long keys', { ['k'.repeat(10000)]: 1 }, 'k'.repeat(10000)],
  ])('%s', (_name, config, key) => {
    const [node] = toMergedTree(config as Record<string, unknown>, ctx);
    expect(node!.key).toBe(key);
  });
  it('counts container children and stops at a sane depth', () => {
    let deep: Record<string, unknown> = { v: 1 };
    for (let i = 0; i < 100; i++) deep = { d: deep };
    const [node] = toMergedTree({ a: [1, 2], deep }, ctx).slice(0, 1);
    expect(node!.value).toBe('[…] 2 items');
    expect(() => toMergedTree({ deep }, ctx)).not.toThrow();
  });

  it('shows the value each overridden layer had, read from its file', () => {
    const files = fileTexts([{ path: G, text: '{\n  // global\n  "permission": { "bash": "allow" },\n}' }, { path: P, text: '{"permission":{"bash":"deny"}}' }]);
    const at = { file: G, line: 3, column: 20, length: 6 };
    const own = [{ ...records[0]!, overridden: [{ layerId: 'global', source: 'global' as const, location: at }] }, records[1]!];
    const [perm] = toMergedTree({ permission: { bash: 'deny' } }, { ...ctx, provenance: provenanceFromRecords(own), files });
    expect(perm!.children[0]!.badge?.overrodeValues).toEqual([{ by: 'global ~/.config/agentforge/agentforge.jsonc', text: '"allow"' }]);
  });
});

describe('a capped tree', () => {
  const sizeOf = (nodes: readonly MergedNode[]): number => nodes.reduce((n, node) => n + 1 + sizeOf(node.children), 0);
  const bash: Record<string, string> = {};
  for (let i = 0; i < 5000; i++) bash[`cmd${i} *`] = 'ask';
  it.each([
    ['a small config', { permission: { bash: 'deny' } }, 2000, 2],
    ['5,000 rules', { permission: { bash } }, 2000, 5002],
    ['5,000 rules, a limit of 10', { permission: { bash } }, 10, 5002],
    ['an empty config', {}, 2000, 0],
    ['arrays and scalars', { a: [1, [2, 3]], b: null, c: 'x' }, 2000, 7],
  ] as const)('%s: builds at most the limit and counts them all', (_name, config, limit, total) => {
    const tree = toMergedTree(config, ctx, limit);
    expect(countTreeNodes(config)).toBe(total);
    expect(sizeOf(tree)).toBe(Math.min(limit, total));
    // Uncapped, the same walk builds every node the count promised.
    expect(sizeOf(toMergedTree(config, ctx))).toBe(total);
  });
  it('keeps the container counts true when its children are left out', () => {
    const [perm] = toMergedTree({ permission: { bash } }, ctx, 10);
    expect(perm!.children[0]!.value).toBe('{…} 5000 keys');
    expect(perm!.children[0]!.children).toHaveLength(8);
  });
});
