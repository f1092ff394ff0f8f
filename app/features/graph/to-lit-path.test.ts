import { describe, expect, it } from 'vitest';
import { analyze, EXAMPLE_HOME, EXAMPLE_PROJECT, exampleScenario as scenario, findExample, type Analysis, type Scenario } from '../../../engine/index.ts';
import { toGraph } from './to-graph.ts';
import { toGraphInput } from './to-graph-input.ts';
import { toLitPath } from './to-lit-path.ts';
import type { Selection } from '../../store/slices/view-slice.ts';

const PROJECT = `${EXAMPLE_PROJECT}/agentforge.json`;
const GLOBAL = `${EXAMPLE_HOME}/.config/agentforge/agentforge.jsonc`;

function lit(s: Scenario, selection: Selection | null, width?: number) {
  const analysis = analyze(s);
  const model = toGraph(toGraphInput(analysis, false), width);
  return { analysis, model, path: toLitPath(selection, analysis, model) };
}

function ruleIndex(analysis: Analysis, test: (r: Analysis['ruleset'][number]) => boolean): number {
  for (let i = analysis.ruleset.length - 1; i >= 0; i--) if (test(analysis.ruleset[i]!)) return i;
  throw new Error('no such rule');
}

const project = (text: string, rest: Partial<Scenario> = {}) => scenario('t', [{ path: PROJECT, text }], rest);

describe('toLitPath', () => {
  it('lights nothing without a selection, or for a rule, tool or value that no longer exists', () => {
    const s = project('{ "permission": { "bash": "ask" } }');
    expect(lit(s, null).path).toBeNull();
    expect(lit(s, { kind: 'rule', index: 99999 }).path).toBeNull();
    expect(lit(s, { kind: 'tool', tool: 'nope' }).path).toBeNull();
    expect(lit(s, { kind: 'value', keyPath: ['permission', 'nope'] }).path).toBeNull();
  });

  it('a config rule: its layer, merged permission, resolveTools, model sees, execute, its action', () => {
    const s = project('{ "permission": { "bash": { "*": "ask" } } }');
    const analysis = analyze(s);
    const index = ruleIndex(analysis, (r) => r.origin?.kind === 'config' && r.permission === 'bash');
    const { path, model } = lit(s, { kind: 'rule', index });
    const layer = model.nodes.find((n) => n.title === 'agentforge.json')!;
    expect(path?.nodeIds).toEqual([layer.id, 'stage:permission', 'stage:resolve', 'stage:sees', 'stage:execute', 'outcome:ask']);
    expect(path?.sentence).toBe('bash["*"] from agentforge.json → merged permission → resolveTools → model sees → execute → ask');
    expect(path?.edgeIds).toContain('stage:execute->outcome:ask');
    expect(path?.edgeIds).toContain('stage:resolve->stage:sees');
    const ids = new Set(model.edges.map((e) => e.id));
    for (const e of path?.edgeIds ?? []) expect(ids.has(e)).toBe(true);
  });

  it('a rule that beat an earlier layer marks that layer overridden and ends hidden when it hides the tool', () => {
    const s = findExample('project-denies-global-allow')!.scenario;
    const analysis = analyze(s);
    const index = ruleIndex(analysis, (r) => r.origin?.kind === 'config' && r.permission === 'bash');
    const { path, model } = lit(s, { kind: 'rule', index });
    const global = model.nodes.find((n) => n.title === '~/.config/agentforge/agentforge.jsonc')!;
    expect(path?.overriddenIds).toEqual([global.id]);
    expect(path?.nodeIds.at(-1)).toBe('stage:hidden');
    expect(path?.nodeIds).not.toContain('stage:execute');
    expect(path?.sentence).toBe('bash from agentforge.json → merged permission → resolveTools → hidden from the model; overrode ~/.config/agentforge/agentforge.jsonc');
  });

  it('a legacy tools rule passes the legacy tools folding', () => {
    const s = project('{ "tools": { "webfetch": false } }');
    const analysis = analyze(s);
    const index = ruleIndex(analysis, (r) => r.origin?.kind === 'legacy-tools');
    const { path } = lit(s, { kind: 'rule', index });
    expect(path?.nodeIds.slice(1, 3)).toEqual(['transform:legacy-tools', 'stage:permission']);
    expect(path?.sentence).toMatch(/^tools\.webfetch from agentforge\.json → legacy tools → permission → merged permission/);
  });

  it('an AGENTFORGE_PERMISSION rule starts at its transform and marks the file it beat', () => {
    const s = project('{ "permission": { "bash": "allow" } }', { env: { AGENTFORGE_PERMISSION: '{"bash":"ask"}' } });
    const analysis = analyze(s);
    const index = ruleIndex(analysis, (r) => r.origin?.kind === 'env-permission');
    const { path, model } = lit(s, { kind: 'rule', index });
    expect(path?.nodeIds).toEqual(['transform:env-permission', 'stage:permission', 'stage:resolve', 'stage:sees', 'stage:execute', 'outcome:ask']);
    expect(path?.overriddenIds).toEqual([model.nodes.find((n) => n.title === 'agentforge.json')!.id]);
    expect(path?.sentence.startsWith('bash from AGENTFORGE_PERMISSION → merged permission')).toBe(true);
  });

  it('a mode entry passes mode → agent', () => {
    const s = project('{ "mode": { "build": { "permission": { "bash": "deny" } } } }');
    const analysis = analyze(s);
    const index = ruleIndex(analysis, (r) => r.origin?.kind === 'config' && r.permission === 'bash');
    const { path } = lit(s, { kind: 'rule', index });
    expect(path?.nodeIds).toContain('transform:mode-to-agent');
    expect(path?.nodeIds.indexOf('transform:mode-to-agent')).toBeLessThan(path?.nodeIds.indexOf('stage:permission') ?? -1);
  });

  it('a built-in rule starts at merged permission with a built-in note', () => {
    const s = project('{}');
    const analysis = analyze(s);
    const index = analysis.ruleset.findIndex((r) => r.origin?.kind === 'builtin-default' || r.origin?.kind === 'builtin-agent');
    const { path } = lit(s, { kind: 'rule', index });
    expect(path?.nodeIds[0]).toBe('stage:permission');
    expect(path?.note).toEqual({ nodeId: 'stage:permission', text: 'built-in' });
    expect(path?.sentence).toContain('(built-in) → merged permission');
  });

  it('a request rule and a tool the request turns off go through per-request tools to hidden', () => {
    const s = findExample('request-narrows-bash')!.scenario;
    const analysis = analyze(s);
    const index = ruleIndex(analysis, (r) => r.origin?.kind === 'request');
    expect(lit(s, { kind: 'rule', index }).path?.nodeIds).toEqual(['stage:request', 'stage:resolve', 'stage:hidden']);
    const tool = lit(s, { kind: 'tool', tool: 'bash' }).path;
    expect(tool?.nodeIds).toEqual(['stage:request', 'stage:resolve', 'stage:hidden']);
    expect(tool?.edgeIds).toEqual(['stage:request->stage:resolve', 'stage:resolve->stage:hidden']);
    expect(tool?.sentence.startsWith('tool bash: ')).toBe(true);
  });

  it('a visible tool ends at the action of its bare call; no rule means default ask', () => {
    const s = findExample('pattern-level-rules')!.scenario;
    const bash = lit(s, { kind: 'tool', tool: 'bash' }).path;
    expect(bash?.nodeIds.at(-1)).toBe('outcome:ask');
    expect(bash?.sentence).toMatch(/^tool bash: bash\["\*"\] from agentforge\.json → .* → model sees → execute → ask$/);
    // edit's last rule is a "*" deny: hidden from the model, never denied at execute.
    expect(lit(s, { kind: 'tool', tool: 'edit' }).path?.nodeIds.at(-1)).toBe('stage:hidden');
    const read = lit(s, { kind: 'tool', tool: 'read' }).path;
    expect(read?.nodeIds.at(-1)).toBe('outcome:allow');
  });

  it('a merged value: its layer, the layers it overrode, and on through the rule it became', () => {
    const s = findExample('project-denies-global-allow')!.scenario;
    const { path, model } = lit(s, { kind: 'value', keyPath: ['permission', 'bash'] });
    expect(path?.nodeIds[0]).toBe(model.nodes.find((n) => n.title === 'agentforge.json')!.id);
    expect(path?.overriddenIds).toHaveLength(1);
    expect(path?.nodeIds.at(-1)).toBe('stage:hidden');
    const schema = lit(s, { kind: 'value', keyPath: ['$schema'] }).path;
    expect(schema?.nodeIds).toHaveLength(1);
    expect(schema?.sentence.startsWith('$schema from agentforge.json')).toBe(true);
    // Written by the loader's defaults transform: nothing on the graph to light.
    expect(lit(s, { kind: 'value', keyPath: ['plugin'] }).path).toMatchObject({ nodeIds: [], sentence: 'plugin: set by the loader itself, not by a source on the graph' });
  });

  it('the path is the same at any width; its edges exist in the narrow layout too', () => {
    const s = project('{ "permission": { "bash": { "*": "ask" } } }', { env: { AGENTFORGE_PERMISSION: '{"edit":"deny"}' } });
    const wide = lit(s, { kind: 'tool', tool: 'bash' }, 1400);
    const narrow = lit(s, { kind: 'tool', tool: 'bash' }, 600);
    expect(narrow.path?.nodeIds).toEqual(wide.path?.nodeIds);
    const ids = new Set(narrow.model.edges.map((e) => e.id));
    for (const e of narrow.path?.edgeIds ?? []) expect(ids.has(e)).toBe(true);
    // From the layer through the idle-free transforms to merged permission: a connected route.
    expect(narrow.path?.edgeIds.length).toBeGreaterThanOrEqual((narrow.path?.nodeIds.length ?? 1) - 1);
  });

  it('hostile keys and a markdown agent layer', () => {
    const s = scenario('t', [
      { path: GLOBAL, text: '{ "permission": { "__proto__": "deny", "<script>": "ask" } }' },
      { path: `${EXAMPLE_PROJECT}/.agentforge/agent/build.md`, text: '---\npermission:\n  bash: deny\n---\nBuild.\n' },
    ]);
    const analysis = analyze(s);
    for (let index = 0; index < analysis.ruleset.length; index++) expect(() => lit(s, { kind: 'rule', index })).not.toThrow();
    const md = ruleIndex(analysis, (r) => r.origin?.kind === 'config' && r.permission === 'bash');
    const { path, model } = lit(s, { kind: 'rule', index: md });
    expect(model.nodes.find((n) => n.id === path?.nodeIds[0])?.kind).toBe('layer');
  });
});

describe('toLitPath over a folded run of agent files', () => {
  const agent = (i: number, permission: string) => ({ path: `${EXAMPLE_PROJECT}/.agentforge/agent/a${String(i).padStart(2, '0')}.md`, text: `---\ndescription: agent ${i}\npermission:\n  bash: ${permission}\n---\nhi` });

  it.each([
    ['a value one folded file set', 5],
    ['a value the last folded file set', 19],
  ])('%s lights the node that stands for the run', (_, i) => {
    const files = Array.from({ length: 20 }, (_, j) => agent(j, 'deny'));
    const s = scenario('t', files);
    const { path, model } = lit(s, { kind: 'value', keyPath: ['agent', `a${String(i).padStart(2, '0')}`, 'permission', 'bash'] });
    const group = model.nodes.find((n) => n.kind === 'layer-group')!;
    expect(group.title).toBe('20 agent files in .agentforge/agent');
    expect(path?.nodeIds[0]).toBe(group.id);
    expect(path?.sentence).toBe(`agent.a${String(i).padStart(2, '0')}.permission.bash from .agentforge/agent/a${String(i).padStart(2, '0')}.md (one of 20 agent files)`);
    const ids = new Set(model.edges.map((e) => e.id));
    for (const e of path?.edgeIds ?? []) expect(ids.has(e)).toBe(true);
  });
});
