import { describe, expect, it } from 'vitest';
import { explainJson, analyze, toKeyLines, type Scenario } from '../../../engine/index.ts';
import { GraphReviver, toGraphParts } from '../../worker/sliced-graph.ts';
import { fromWireAnalysis, lazyPartsOf, toWireAnalysis, type WireAnalysis } from '../../worker/analysis/wire-analysis.ts';
import { hashStrings, isSameGraphInput, toGraphInput, toGraphKey, toGraphLayers } from './to-graph-input.ts';
import { toGraph } from './to-graph.ts';

const HOME = '/home/me';
const P = '/home/me/project';
const json = (path: string) => ({ path, text: '{}' });
const agentMd = (path: string) => ({ path, text: '---\ndescription: x\n---\nx' });

function scenario(over: Partial<Scenario>): Scenario {
  return { version: 1, files: [], env: {}, cwd: P, worktree: P, home: HOME, platform: 'linux', probes: [], ...over };
}

// One row per source: status, source, path (or -), and the reason of every source not read.
const row = (l: { status: string; source: string; path: string | null; reason: string }) => `${l.status} ${l.source} ${l.path ?? '-'}${l.status === 'read' ? '' : ` (${l.reason})`}`;

const head = [
  'skipped remote - (not set: no wellknown credential is stored)',
  `skipped global ${HOME}/.config/agentforge/config.json (not found)`,
  `skipped global ${HOME}/.config/agentforge/agentforge.json (not found)`,
  `seeded global ${HOME}/.config/agentforge/agentforge.jsonc (seeded by the loader: none of the global files existed)`,
  'skipped config-env - (not set)',
];
const tail = [
  'skipped config-content - (not set)',
  'skipped account - (not set: no account with an active org)',
  'skipped managed /etc/agentforge/agentforge.json (not found)',
  'skipped managed /etc/agentforge/agentforge.jsonc (not found)',
];
const homeDotMissing = `skipped config-dir ${HOME}/.agentforge (not found)`;
const configDirUnset = 'skipped config-dir - (not set)';
const projectDot = [
  `skipped config-dir ${P}/.agentforge/agentforge.json (not found)`,
  `skipped config-dir ${P}/.agentforge/agentforge.jsonc (not found)`,
  `read agent-md ${P}/.agentforge/agent/x.md`,
];
const files = [json(`${P}/agentforge.json`), agentMd(`${P}/.agentforge/agent/x.md`)];

const cases: readonly { name: string; scenario: Scenario; layers: readonly string[] }[] = [
  {
    name: 'cwd = worktree',
    scenario: scenario({ files }),
    layers: [...head, `read project ${P}/agentforge.json`, `skipped project ${P}/agentforge.jsonc (not found)`, ...projectDot, homeDotMissing, configDirUnset, ...tail],
  },
  {
    name: 'cwd = worktree/src with src/.agentforge: the inner dir comes first, ~/.agentforge and AGENTFORGE_CONFIG_DIR after both',
    scenario: scenario({ cwd: `${P}/src`, files: [...files, json(`${P}/src/.agentforge/agentforge.json`)] }),
    layers: [
      ...head,
      `read project ${P}/agentforge.json`,
      `skipped project ${P}/agentforge.jsonc (not found)`,
      `skipped project ${P}/src/agentforge.json (not found)`,
      `skipped project ${P}/src/agentforge.jsonc (not found)`,
      `read config-dir ${P}/src/.agentforge/agentforge.json`,
      `skipped config-dir ${P}/src/.agentforge/agentforge.jsonc (not found)`,
      ...projectDot,
      homeDotMissing,
      configDirUnset,
      ...tail,
    ],
  },
  {
    name: 'cwd = worktree/src without src/.agentforge: its place is listed, not read',
    scenario: scenario({ cwd: `${P}/src`, files }),
    layers: [
      ...head,
      `read project ${P}/agentforge.json`,
      `skipped project ${P}/agentforge.jsonc (not found)`,
      `skipped project ${P}/src/agentforge.json (not found)`,
      `skipped project ${P}/src/agentforge.jsonc (not found)`,
      `skipped config-dir ${P}/src/.agentforge (not found)`,
      ...projectDot,
      homeDotMissing,
      configDirUnset,
      ...tail,
    ],
  },
  {
    name: 'AGENTFORGE_CONFIG_DIR set, ~/.agentforge present: both after the project .agentforge, in that order',
    scenario: scenario({ files: [...files, json(`${HOME}/.agentforge/agentforge.json`), json('/cfg/agentforge.json')], env: { AGENTFORGE_CONFIG_DIR: '/cfg' } }),
    layers: [
      'skipped remote - (not set: no wellknown credential is stored)',
      `skipped global ${HOME}/.config/agentforge/config.json (not found (not seeded: AGENTFORGE_CONFIG_DIR is set))`,
      `skipped global ${HOME}/.config/agentforge/agentforge.json (not found (not seeded: AGENTFORGE_CONFIG_DIR is set))`,
      `skipped global ${HOME}/.config/agentforge/agentforge.jsonc (not found (not seeded: AGENTFORGE_CONFIG_DIR is set))`,
      'skipped config-env - (not set)',
      `read project ${P}/agentforge.json`,
      `skipped project ${P}/agentforge.jsonc (not found)`,
      ...projectDot,
      `read config-dir ${HOME}/.agentforge/agentforge.json`,
      `skipped config-dir ${HOME}/.agentforge/agentforge.jsonc (not found)`,
      'read config-dir /cfg/agentforge.json',
      'skipped config-dir /cfg/agentforge.jsonc (not found)',
      ...tail,
    ],
  },
  {
    name: 'project config disabled: project files and .agentforge dirs keep their places, not read',
    scenario: scenario({ cwd: `${P}/src`, files: [...files, json(`${P}/src/.agentforge/agentforge.json`)], env: { AGENTFORGE_DISABLE_PROJECT_CONFIG: '1' } }),
    layers: [
      ...head,
      'skipped project - (disabled by AGENTFORGE_DISABLE_PROJECT_CONFIG)',
      `skipped config-dir ${P}/src/.agentforge (disabled by AGENTFORGE_DISABLE_PROJECT_CONFIG)`,
      `skipped config-dir ${P}/.agentforge (disabled by AGENTFORGE_DISABLE_PROJECT_CONFIG)`,
      homeDotMissing,
      configDirUnset,
      ...tail,
    ],
  },
  {
    name: 'cwd = home with project config disabled: its .agentforge is still read as ~/.agentforge',
    scenario: scenario({ cwd: HOME, worktree: HOME, files: [json(`${HOME}/.agentforge/agentforge.json`)], env: { AGENTFORGE_DISABLE_PROJECT_CONFIG: 'true' } }),
    layers: [
      ...head,
      'skipped project - (disabled by AGENTFORGE_DISABLE_PROJECT_CONFIG)',
      `skipped config-dir ${HOME}/.agentforge (disabled by AGENTFORGE_DISABLE_PROJECT_CONFIG)`,
      `read config-dir ${HOME}/.agentforge/agentforge.json`,
      `skipped config-dir ${HOME}/.agentforge/agentforge.jsonc (not found)`,
      configDirUnset,
      ...tail,
    ],
  },
];

describe('every source, read or not, in the reference merge order (explain --json and the graph)', () => {
  it.each(cases)('$name', ({ scenario: s, layers }) => {
    const analysis = analyze(s);
    expect(explainJson(analysis).layers.map(row)).toEqual(layers);
    // The graph draws the engine's list as is: same sources, same order.
    expect(toGraphInput(analysis, true).layers.map(row)).toEqual(layers);
  });

  it('lists no .agentforge for an ancestor between cwd and worktree that holds nothing', () => {
    const analysis = analyze(scenario({ cwd: `${P}/a/b/c`, files }));
    const dirs = explainJson(analysis).layers.filter((l) => l.source === 'config-dir' && l.status === 'skipped' && l.path?.endsWith('/.agentforge'));
    expect(dirs.map((l) => l.path)).toEqual([`${P}/a/b/c/.agentforge`, `${HOME}/.agentforge`]);
  });
});

describe('toGraphKey', () => {
  const config = (text: string) => scenario({ files: [{ path: `${P}/agentforge.json`, text }] });
  const key = (s: Scenario, mode: 'interactive' | 'run' = 'interactive') => toGraphKey(toGraphInput(analyze(s), false, mode));

  it.each([
    ['whitespace', '{"permission": {"bash": "ask"}}', '{ "permission" : { "bash" : "ask" } }\n', true],
    ['a probe', '{"permission": {"bash": "ask"}}', '{"permission": {"bash": "ask"}}', true],
    ['a changed action', '{"permission": {"bash": "ask"}}', '{"permission": {"bash": "deny"}}', false],
    ['a new key', '{"permission": {"bash": "ask"}}', '{"permission": {"bash": "ask", "edit": "deny"}}', false],
    ['a broken file', '{"permission": {"bash": "ask"}}', '{"permission": ', false],
  ])('%s: same graph = %s', (_, before, after, isSame) => {
    const a = config(before);
    const b = { ...config(after), probes: [{ permission: 'bash', input: 'ls' }] };
    expect(key(a) === key(b)).toBe(isSame);
  });

  it('changes with the run mode (the outcomes are counted in it)', () => {
    const s = config('{"permission": {"bash": "ask"}}');
    expect(key(s, 'run')).not.toBe(key(s));
  });
});

describe('toGraphInput: what remote and account layers served', () => {
  it('carries the served text of a read remote or account layer, nothing for files', () => {
    const url = 'https://example.com';
    const input = toGraphInput(
      analyze(scenario({
        files: [json(`${P}/agentforge.json`)],
        remote: { [`${url}/.well-known/agentforge`]: { config: { permission: { bash: 'ask' } } } },
        auth: { [url]: { type: 'wellknown', key: 'T', token: 'x' } },
        account: { url: 'https://console.example.com/api/config', text: '{ "permission": {} }' },
      } as Partial<Scenario>)),
      false,
    );
    const remote = input.layers.find((l) => l.source === 'remote');
    expect(remote?.status).toBe('read');
    expect(remote?.text).toContain('"bash": "ask"');
    expect(input.layers.find((l) => l.source === 'account')?.text).toBe('{ "permission": {} }');
    expect(input.layers.find((l) => l.source === 'project')?.text).toBeUndefined();
  });
});

describe('a scenario with many agent files', () => {
  const agents = (n: number, name: (i: number) => string = (i) => `a${i}`) =>
    Array.from({ length: n }, (_, i) => ({ path: `${P}/.agentforge/agent/${name(i)}.md`, text: `---\ndescription: agent ${i}\npermission:\n  edit: deny\n---\nhi` }));

  it.each([
    [50, 'folds into one node'],
    [2000, 'builds, folds into one node, keys it in a short string'],
  ])('%i agent files: %s', (n) => {
    const s = scenario({ files: [json(`${P}/agentforge.json`), ...agents(n)] });
    const input = toGraphInput(analyze(s), false, 'interactive', `${P}/agentforge.json`);
    expect(input.layers.filter((l) => l.source === 'agent-md')).toHaveLength(n);
    const { nodes } = toGraph(input, 1280, 500);
    expect(nodes.length).toBeLessThan(30);
    const group = nodes.find((n) => n.kind === 'layer-group');
    expect(group?.title).toBe(`${n.toLocaleString('en-US')} agent files in .agentforge/agent`);
    expect(group?.target).toEqual({ kind: 'layer-tab', tab: `${P}/.agentforge/agent/a0.md` });
    expect(group?.members).toHaveLength(n);
    // The key names what is drawn, not every key each file sets.
    expect(toGraphKey(input).length).toBeLessThan(20_000);
  });

  it('the open agent file keeps its own node; the key changes with it', () => {
    // Padded names: the loader reads a folder in name order.
    const s = scenario({ files: agents(30, (i) => `a${String(i).padStart(2, '0')}`) });
    const analysis = analyze(s);
    const open = `${P}/.agentforge/agent/a12.md`;
    const input = toGraphInput(analysis, false, 'interactive', open);
    const kinds = toGraph(input).nodes.filter((n) => n.kind === 'layer-group' || n.id.startsWith('layer:agent-md')).map((n) => n.kind === 'layer-group' ? `G${n.members?.length}` : n.title);
    expect(kinds).toEqual(['G12', '.agentforge/agent/a12.md', 'G17']);
    expect(toGraphKey(input)).not.toBe(toGraphKey(toGraphInput(analysis, false, 'interactive', `${P}/.agentforge/agent/a25.md`)));
  });

  it('hostile file names fold and are found as their tabs', () => {
    const names = ['__proto__', 'constructor', '<script>alert(1)</script>', 'toString', 'hasOwnProperty', '..', 'a b', 'ü'];
    const files = agents(names.length, (i) => names[i]!);
    const input = toGraphInput(analyze(scenario({ files })), false);
    const group = toGraph(input).nodes.find((n) => n.kind === 'layer-group');
    // `<script>alert(1)</script>.md` is a file in the folder `<script>alert(1)<`: the run spans two folders.
    expect(group?.title).toBe('8 agent files in .agentforge/agent and other folders');
    expect(group?.detail).toContain('__proto__.md');
    expect(group?.detail).toContain('<script>alert(1)</script>.md');
    expect(group?.target?.kind).toBe('layer-tab');
    expect(files.map((f) => f.path)).toContain(group?.target?.kind === 'layer-tab' ? group.target.tab : '');
  });

  it('a config of 20,000 rules: the key stays short, the detail bounded', () => {
    const rules = Object.fromEntries(Array.from({ length: 20_000 }, (_, i) => [`git ${i} *`, 'allow']));
    const s = scenario({ files: [{ path: `${P}/agentforge.json`, text: JSON.stringify({ permission: { bash: rules } }) }] });
    const input = toGraphInput(analyze(s), false);
    expect(toGraphKey(input).length).toBeLessThan(20_000);
    const node = toGraph(input).nodes.find((n) => n.title === 'agentforge.json');
    expect(node?.detail.length).toBeLessThan(4000);
    expect(node?.detail).toContain('more');
  });
});

describe('hashStrings', () => {
  it.each([
    [[], []],
    [['ab'], ['a', 'b']],
    [['a', 'b'], ['b', 'a']],
    [['__proto__'], ['constructor']],
    [['x'], ['x', '']],
  ])('%j and %j differ', (a, b) => {
    expect(hashStrings(a)).toBe(hashStrings([...a]));
    if (a.length || b.length) expect(hashStrings(a)).not.toBe(hashStrings(b));
  });
});

describe('toGraphInput over a run of analyses (each a new object, as the worker sends it)', () => {
  const url = 'https://example.com';
  const md = (name: string, front = 'description: x', body = 'hi') => ({ path: `${P}/.agentforge/agent/${name}.md`, text: `---\n${front}\n---\n${body}` });
  const names = ['a', 'b', '__proto__', 'constructor', '<img src=x>', 'c'];
  const base = (): Scenario =>
    scenario({
      files: [json(`${P}/agentforge.json`), ...names.map((n) => md(n))],
      remote: { [`${url}/.well-known/agentforge`]: { config: { permission: { bash: 'ask' } } } },
      auth: { [url]: { type: 'wellknown', key: 'T', token: 'x' } },
      account: { url: 'https://console.example.com/api/config', text: '{ "permission": {} }' },
    } as Partial<Scenario>);
  const withFile = (s: Scenario, name: string, file: { path: string; text: string }) => ({ ...s, files: s.files.map((f) => (f.path.endsWith(`/${name}.md`) ? file : f)) });
  const rows: { name: string; edit: (s: Scenario) => Scenario; isSameLayers: boolean; isSameFiles: boolean; isSameInput: boolean }[] = [
    { name: 'nothing changed', edit: (s) => s, isSameLayers: true, isSameFiles: true, isSameInput: true },
    { name: "an agent's prompt edited", edit: (s) => withFile(s, 'b', md('b', 'description: x', 'new prompt')), isSameLayers: true, isSameFiles: true, isSameInput: true },
    { name: "an agent's description edited", edit: (s) => withFile(s, '__proto__', md('__proto__', 'description: other words')), isSameLayers: true, isSameFiles: true, isSameInput: true },
    { name: "an agent's mode set", edit: (s) => withFile(s, 'constructor', md('constructor', 'description: x\nmode: subagent')), isSameLayers: false, isSameFiles: true, isSameInput: false },
    { name: 'an agent file renamed', edit: (s) => ({ ...s, files: s.files.map((f) => (f.path.endsWith('/a.md') ? md('z') : f)) }), isSameLayers: false, isSameFiles: false, isSameInput: false },
    { name: 'an agent file added', edit: (s) => ({ ...s, files: [...s.files, md('hasOwnProperty')] }), isSameLayers: false, isSameFiles: false, isSameInput: false },
    { name: 'an agent file removed', edit: (s) => ({ ...s, files: s.files.filter((f) => !f.path.endsWith('/c.md')) }), isSameLayers: false, isSameFiles: false, isSameInput: false },
    { name: 'the project config sets a rule', edit: (s) => ({ ...s, files: s.files.map((f) => (f.path.endsWith('agentforge.json') ? { path: f.path, text: '{"permission":{"bash":"deny"}}' } : f)) }), isSameLayers: false, isSameFiles: true, isSameInput: false },
    { name: 'the project config breaks', edit: (s) => ({ ...s, files: s.files.map((f) => (f.path.endsWith('agentforge.json') ? { path: f.path, text: '{' } : f)) }), isSameLayers: false, isSameFiles: true, isSameInput: false },
    { name: 'the remote body served changes, not what it sets', edit: (s) => ({ ...s, remote: { [`${url}/.well-known/agentforge`]: { config: { permission: { bash: 'ask' } }, note: 1 } } }), isSameLayers: false, isSameFiles: true, isSameInput: false },
    { name: 'the account text changes, not what it sets', edit: (s) => ({ ...s, account: { url: 'https://console.example.com/api/config', text: '{"permission":{}}' } }), isSameLayers: false, isSameFiles: true, isSameInput: false },
    { name: 'the home moves', edit: (s) => ({ ...s, home: '/home/other' }), isSameLayers: false, isSameFiles: true, isSameInput: false },
  ];
  it.each(rows)('$name: the same data as made afresh, the same lists only when equal', ({ edit, isSameLayers, isSameFiles, isSameInput }) => {
    const first = structuredClone(analyze(base()));
    const a = toGraphInput(first, false);
    expect(a.layers).toEqual(toGraphLayers(first));
    const next = structuredClone(analyze(edit(base())));
    const b = toGraphInput(next, false);
    expect(b.layers).toEqual(toGraphLayers(next));
    expect(b.files).toEqual(next.scenario.files.map((f) => f.path));
    expect(toGraphKey(b)).toBe(toGraphKey({ ...b, layers: toGraphLayers(next), files: next.scenario.files.map((f) => f.path) }));
    expect(b.layers === a.layers).toBe(isSameLayers);
    expect(b.files === a.files).toBe(isSameFiles);
    expect(isSameGraphInput(a, b)).toBe(isSameInput);
    // The same analysis again gives the same lists; the first one's data back gives its data.
    expect(toGraphInput(next, true).layers).toBe(b.layers);
    expect(toGraphInput(structuredClone(first), false).layers).toEqual(a.layers);
  });
  it('keeps the layers of an unchanged file when another file is added before it', () => {
    const first = structuredClone(analyze(base()));
    const a = toGraphInput(first, false);
    const next = structuredClone(analyze({ ...base(), files: [...base().files, md('0first')] }));
    const b = toGraphInput(next, false);
    expect(b.layers).toEqual(toGraphLayers(next));
    const kept = b.layers.filter((l) => a.layers.includes(l)).map((l) => l.id);
    expect(kept).toContain(`agent-md:${P}/.agentforge/agent/__proto__.md`);
  });
});

describe('isSameGraphInput', () => {
  const input = toGraphInput(analyze(scenario({ files: [json(`${P}/agentforge.json`)], request: { tools: { bash: false } } } as Partial<Scenario>)), false, 'interactive', 'x');
  it.each([
    { name: 'a copy with the same lists', over: {}, isSame: true },
    { name: 'another agent', over: { agent: 'other' }, isSame: false },
    { name: 'another rule count', over: { ruleCount: input.ruleCount + 1 }, isSame: false },
    { name: 'skipped expanded', over: { isSkippedExpanded: true }, isSame: false },
    { name: 'another run mode', over: { runMode: 'run' as const }, isSame: false },
    { name: 'another open tab', over: { selectedTab: 'y' }, isSame: false },
    { name: 'another home', over: { context: { ...input.context, home: '/x' } }, isSame: false },
    { name: 'another worktree', over: { context: { ...input.context, worktree: '/x' } }, isSame: false },
    { name: 'equal request tools', over: { requestTools: { bash: false } }, isSame: true },
    { name: 'a request tool turned on', over: { requestTools: { bash: true } }, isSame: false },
    { name: 'a hostile request tool', over: { requestTools: JSON.parse('{"__proto__": false}') as Record<string, boolean> }, isSame: false },
    { name: 'a transform applied', over: { transforms: input.transforms.map((t, i) => (i === 0 ? { ...t, isApplied: !t.isApplied } : t)) }, isSame: false },
    { name: 'a transform dropped', over: { transforms: input.transforms.slice(1) }, isSame: false },
    { name: 'equal tools, new objects', over: { tools: structuredClone(input.tools) }, isSame: true },
    { name: 'a tool hidden', over: { tools: input.tools.map((t, i) => (i === 0 ? { ...t, visible: !t.visible } : t)) }, isSame: false },
    { name: "a tool's reachable actions", over: { tools: input.tools.map((t, i) => (i === 0 ? { ...t, reachable: [] } : t)) }, isSame: false },
    { name: 'equal layers in a new list', over: { layers: [...input.layers] }, isSame: false },
    { name: 'equal files in a new list', over: { files: [...input.files] }, isSame: false },
  ])('$name: $isSame', ({ over, isSame }) => {
    expect(isSameGraphInput(input, { ...input, ...over })).toBe(isSame);
    expect(isSameGraphInput({ ...input, ...over }, input)).toBe(isSame);
  });
  it('tells an open tab from none', () => {
    const { selectedTab: _, ...none } = input;
    expect(isSameGraphInput(input, none)).toBe(false);
  });
  it('every field of a graph input is compared', () => {
    // A new field must be added to isSameGraphInput (and to the table above).
    expect(Object.keys(input).sort()).toEqual(['agent', 'context', 'files', 'isSkippedExpanded', 'layers', 'requestTools', 'ruleCount', 'runMode', 'selectedTab', 'tools', 'transforms']);
  });
});

describe('the graph of an answer that crossed from the worker', () => {
  // Each layer's key paths cross lazily (an array per path: 160,000 at 20,000 agent files); the graph reads its key lines.
  it.each([
    ['two config files and an agent file', scenario({ files: [{ path: `${HOME}/.config/agentforge/agentforge.json`, text: '{"permission": {"bash": "ask"}}' }, { path: `${P}/agentforge.json`, text: '{"permission": {"bash": {"git *": "allow"}}, "model": "m"}' }, { path: `${P}/.agentforge/agent/rev.md`, text: '---\ndescription: r\npermission:\n  edit: deny\n---\nx' }] })],
    ['a key with a newline and a dot', scenario({ files: [{ path: `${P}/agentforge.json`, text: '{"agent": {"a\\nb": {"description": "x"}, "c.d": {"mode": "subagent"}}}' }] })],
    ['a failed load', scenario({ files: [{ path: `${P}/agentforge.json`, text: '{"permission": ' }] })],
  ])('%s: draws what each layer set and overrode without rebuilding a key path', (_name, s) => {
    const analysis = analyze(s);
    const wire = toWireAnalysis(analysis);
    const reviver = new GraphReviver();
    for (const part of toGraphParts(wire.graph, 300, lazyPartsOf(analysis))) reviver.add(structuredClone(part));
    while (!reviver.step(() => true));
    const revived = fromWireAnalysis(reviver.root() as WireAnalysis, structuredClone(wire.packed), s);
    const layers = toGraphInput(revived, false).layers;
    expect(layers.map((l) => [l.sets, l.overrides])).toEqual(analysis.load.layers.map((l) => [toKeyLines(l.sets), toKeyLines(l.overrides)]));
    expect(JSON.stringify(toGraph(toGraphInput(revived, false)).nodes)).toBe(JSON.stringify(toGraph(toGraphInput(analysis, false)).nodes));
    expect(reviver.lazyNodesMade).toBe(0);
  });
});
