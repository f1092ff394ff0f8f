import { describe, expect, it } from 'vitest';
import { lookupProvenance, originAt, provenancePaths, analyze, type Scenario } from '../../../engine/index.ts';
import { createColdRunCounter, RESTART_AFTER_MS, scenarioTextChars, shouldOffload, shouldRestartWorker } from './to-offload.ts';
import { fromWireAnalysis, lazyPartsOf, toWireAnalysis, type WireAnalysis } from './wire-analysis.ts';
import { GraphReviver, toGraphParts } from '../sliced-graph.ts';

const base: Scenario = { version: 1, files: [], env: {}, cwd: '/p', worktree: '/p', home: '/h', platform: 'linux', probes: [{ permission: 'bash', input: 'git push' }, { permission: 'edit', input: 'a.ts', agent: 'plan' }] };
const SCENARIOS: readonly { name: string; scenario: Scenario }[] = [
  { name: 'defaults only', scenario: base },
  { name: 'config, agents, legacy tools, env permission', scenario: { ...base, env: { AGENTFORGE_PERMISSION: '{"webfetch": "deny"}' }, files: [{ path: '/p/agentforge.json', text: '{"permission": {"bash": {"*": "ask", "git *": "allow"}}, "tools": {"write": false}, "agent": {"rev": {"mode": "subagent", "permission": {"edit": "deny"}}}}' }, { path: '/p/.agentforge/agent/doc.md', text: '---\npermission:\n  bash: deny\n---\nWrite docs.' }], request: { tools: { bash: false } } } },
  { name: 'a failed load', scenario: { ...base, files: [{ path: '/p/agentforge.json', text: '{"permission": ' }] } },
  { name: 'hostile names', scenario: { ...base, files: [{ path: '/p/agentforge.json', text: '{"agent": {"__proto__": {"prompt": "<script>x</script>"}}, "permission": {"constructor": "deny"}}' }] } },
];

describe('an Analysis crosses the worker boundary intact', () => {
  it.each(SCENARIOS)('$name: structured clone of the wire form, revived, equals the original', ({ scenario }) => {
    const analysis = analyze(scenario);
    // structuredClone throws DataCloneError on a function: this fails when a new function field appears.
    const wire = toWireAnalysis(analysis);
    // The provenance goes packed beside the graph (every record of these scenarios packs exactly).
    expect(wire.packed).toMatchObject({ kind: 'packed-provenance' });
    expect(wire.graph.load.provenance).toBeNull();
    const revived = fromWireAnalysis(structuredClone(wire.graph), structuredClone(wire.packed), scenario);
    expect(revived.scenario).toBe(scenario);
    // The whole Analysis is data: the revived one equals the original, Maps (agents by key) included; the provenance
    // reads the same records in the same order.
    expect({ ...revived, scenario: null, load: { ...revived.load, provenance: null } }).toEqual({ ...analysis, scenario: null, load: { ...analysis.load, provenance: null } });
    expect([...revived.load.provenance.records]).toEqual([...analysis.load.provenance.records]);
    expect(Object.isFrozen(revived.ruleset)).toBe(true);
    for (const path of provenancePaths(analysis.load.provenance)) {
      expect(lookupProvenance(revived.load.provenance, path)).toEqual(lookupProvenance(analysis.load.provenance, path));
      expect(originAt(revived.load.provenance, [...path, 'x'])).toEqual(originAt(analysis.load.provenance, [...path, 'x']));
    }
    const agents = revived.agents;
    if (agents) {
      for (const key of ['missing', '__proto__', 'constructor']) expect(agents.byKey.get(key)).toBe(analysis.agents?.byKey.get(key));
      // Shared references survive: the selected agent is one of the list, and the one the map gives.
      if (revived.agent) {
        expect(agents.agents).toContain(revived.agent);
        expect(agents.byKey.get(revived.agent.key)).toBe(revived.agent);
      }
    }
  });
});

describe('through the sliced graph, the agents the screen does not show come lazily', () => {
  const many: Scenario = { ...base, agent: 'a1', files: [{ path: '/p/agentforge.json', text: JSON.stringify({ permission: { bash: { '*': 'ask' } }, agent: Object.fromEntries(Array.from({ length: 30 }, (_, i) => [`a${i}`, { mode: i % 2 ? 'subagent' : 'primary', permission: { bash: { [`git ${i} *`]: 'allow' }, edit: i % 3 ? 'deny' : 'ask' }, options: { depth: i } }])) }) }] };
  it.each([...SCENARIOS, { name: '30 config agents, a1 selected', scenario: many }])('$name: equals the original, and nothing lazy is rebuilt before it is read', ({ scenario }) => {
    const analysis = analyze(scenario);
    const wire = toWireAnalysis(analysis);
    const lazy = lazyPartsOf(analysis);
    const reviver = new GraphReviver();
    for (const part of toGraphParts(wire.graph, 300, lazy)) reviver.add(structuredClone(part));
    while (!reviver.step(() => true));
    const revived = fromWireAnalysis(reviver.root() as WireAnalysis, structuredClone(wire.packed), scenario);
    // What the first screen reads is there without rebuilding a lazy node.
    expect(revived.ruleset.length).toBe(analysis.ruleset.length);
    expect(revived.agent?.permission.length).toBe(analysis.agent?.permission.length);
    expect(revived.agents?.list).toEqual(analysis.agents?.list);
    for (const a of revived.agents?.agents ?? []) void [a.mode, a.hidden, a.name];
    expect(reviver.lazyNodesMade).toBe(0);
    expect({ ...revived, scenario: null, load: { ...revived.load, provenance: null } }).toEqual({ ...analysis, scenario: null, load: { ...analysis.load, provenance: null } });
    if (scenario === many) {
      expect(lazy.size).toBeGreaterThan(3 * 30);
      expect(reviver.lazyNodesMade).toBeGreaterThan(0);
      expect(revived.agents?.byKey.get('a7')?.permission.segments.some((s) => s.some((r) => r.pattern === 'git 7 *'))).toBe(true);
    }
  });
});

describe('an answer whose load did not change reuses the packed provenance', () => {
  it('packs once; every answer has buffers of its own, so transferring one leaves the next whole', () => {
    const analysis = analyze(SCENARIOS[1]!.scenario);
    const first = toWireAnalysis(analysis).packed!;
    // What postMessage's transfer does to the buffers of the first answer.
    for (const a of [first.starts, first.contributions, first.locations, first.records, first.lists, first.index]) structuredClone(a.buffer, { transfer: [a.buffer] });
    expect(first.records.length).toBe(0);
    const second = toWireAnalysis(analysis).packed!;
    expect(second.records.length).toBeGreaterThan(0);
    const revived = fromWireAnalysis(structuredClone(toWireAnalysis(analysis).graph), second, SCENARIOS[1]!.scenario);
    expect([...revived.load.provenance.records]).toEqual([...analysis.load.provenance.records]);
  });
});

describe('a provenance that does not pack stays in the graph', () => {
  it('is read from the graph when nothing was packed, and a graph with neither is refused', () => {
    const analysis = analyze(SCENARIOS[1]!.scenario);
    const revived = fromWireAnalysis(structuredClone({ ...analysis, scenario: null }), null, SCENARIOS[1]!.scenario);
    expect([...revived.load.provenance.records]).toEqual([...analysis.load.provenance.records]);
    expect(() => fromWireAnalysis({ ...analysis, scenario: null, load: { ...analysis.load, provenance: null } }, null, SCENARIOS[1]!.scenario)).toThrow(/without its provenance/);
  });
});

describe('when analysis goes to the worker', () => {
  it.each([
    ['a small scenario, fast runs', base, { ms: 2, isCold: false }, false],
    ['a small scenario after a slow run', base, { ms: 45, isCold: false }, true],
    ['a small scenario after a run just at the bound', base, { ms: 30, isCold: false }, false],
    // A cold run (opening the scenario, its first keystroke) is held to its own, higher bound.
    ['a small scenario after a slow cold run', base, { ms: 75, isCold: true }, false],
    ['a small scenario after a cold run just at its bound', base, { ms: 150, isCold: true }, false],
    ['a small scenario after a very slow cold run', base, { ms: 151, isCold: true }, true],
    ['200 kB of files', { ...base, files: [{ path: '/p/agentforge.json', text: 'x'.repeat(200_001) }] }, { ms: 1, isCold: true }, true],
    ['a big env value', { ...base, env: { AGENTFORGE_CONFIG_CONTENT: 'y'.repeat(250_000) } }, { ms: 1, isCold: false }, true],
  ] as const)('%s', (_, scenario, lastRun, expected) => {
    expect(shouldOffload(scenario, lastRun)).toBe(expected);
  });
  it.each([
    ['the first two runs of a revision are cold, the ones after are not', [0, 0, 0, 0], [true, true, false, false]],
    ['a load, or a file added, renamed or removed, starts the count again', [0, 0, 0, 1, 1, 1], [true, true, false, true, true, false]],
    ['a revision seen again later counts anew', [3, 3, 3, 4, 3], [true, true, false, true, true]],
  ] as const)('cold runs: %s', (_, revisions, cold) => {
    const count = createColdRunCounter();
    expect(revisions.map((r) => count(r))).toEqual(cold);
  });
  it('counts file texts, paths, env values and probe inputs', () => {
    expect(scenarioTextChars({ ...base, files: [{ path: '/a', text: 'abc' }], env: { K: 'vv' } })).toBe(2 + 3 + 2 + 'git push'.length + 'a.ts'.length);
  });
  it('counts each scenario object once, and a new scenario object anew', () => {
    const one = { ...base, files: [{ path: '/a', text: 'abc' }], env: {} };
    const count = scenarioTextChars(one);
    expect(scenarioTextChars(one)).toBe(count);
    // A keystroke makes a new scenario object with the new text: its count is its own.
    expect(scenarioTextChars({ ...one, files: [{ path: '/a', text: 'abcd' }] })).toBe(count + 1);
  });
  it('counts a run of edits, renames, additions and removals as a fresh count would', () => {
    const fresh = (s: typeof base) => s.files.reduce((n, f) => n + f.text.length + f.path.length, 0) + Object.values(s.env).reduce((n, v) => n + v.length, 0) + s.probes.reduce((n, p) => n + p.input.length, 0);
    let files = Array.from({ length: 50 }, (_, i) => ({ path: `/p/agent/a${i}.md`, text: 'x'.repeat(i) }));
    const steps: ((f: typeof files) => typeof files)[] = [
      (f) => f.map((x, i) => (i === 3 ? { ...x, text: x.text + 'y' } : x)),
      (f) => f.map((x, i) => (i === 3 ? { ...x, text: '' } : x)),
      (f) => f.map((x, i) => (i === 10 ? { path: '/p/agent/renamed-longer.md', text: x.text } : x)),
      (f) => [...f, { path: '/p/new.md', text: 'new' }],
      (f) => f.slice(1),
      (f) => f.map((x) => ({ ...x })),
      (f) => [...f].reverse(),
      () => [],
    ];
    for (const step of steps) {
      files = step(files);
      const scenario = { ...base, files };
      expect(scenarioTextChars(scenario)).toBe(fresh(scenario));
    }
  });
});

describe('when a worker run in flight is abandoned for a newer scenario', () => {
  it.each([
    ['a run that has not yet taken 3 s, nothing finished before', 2000, null, false],
    ['a run past 3 s, nothing finished before (a hostile input, say)', RESTART_AFTER_MS + 1, null, true],
    ['a run past 3 s of a scenario whose runs take 4.5 s: it finishes', 4000, 4500, false],
    ['a run past twice the last run', 9001, 4500, true],
    ['a fast scenario stuck past 3 s', RESTART_AFTER_MS + 1, 20, true],
    ['a broken clock (negative elapsed time)', -5, null, false],
  ] as const)('%s', (_, elapsed, lastRunMs, expected) => {
    expect(shouldRestartWorker(elapsed, lastRunMs)).toBe(expected);
  });
});
