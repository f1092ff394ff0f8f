import { describe, expect, it } from 'vitest';
import { analyze, type Analysis, type Scenario } from '../../engine/index.ts';
import { KnownNodes } from './known-nodes.ts';
import { TestPage } from './page-side.test-helper.ts';
import { GraphReviver } from './sliced-graph.ts';
import { NodeTable } from './node-table.ts';
import { fromWireAnalysis, lazyPartsOf, shouldPackProvenance, toWireAnalysis, type WireAnalysis } from './analysis/wire-analysis.ts';

class Page extends TestPage {}

const nodeCount = (answer: ReturnType<KnownNodes['encode']>): number => answer.parts.reduce((n, p) => n + p.kinds.length - (p.resumesAt > 0 ? 1 : 0), 0);

const base: Scenario = { version: 1, files: [], env: {}, cwd: '/p', worktree: '/p', home: '/h', platform: 'linux', probes: [{ permission: 'bash', input: 'git push' }, { permission: 'edit', input: 'a.ts', agent: 'plan' }] };
const config = (bash: Record<string, string>, agents = 3): Scenario => ({
  ...base,
  files: [
    { path: '/p/agentforge.json', text: JSON.stringify({ permission: { bash, edit: { '*': 'ask', 'src/**': 'allow' } }, tools: { write: false }, agent: Object.fromEntries(Array.from({ length: agents }, (_, i) => [`a${i}`, { mode: 'subagent', permission: { bash: { [`make ${i} *`]: 'allow' } } }])) }, null, 2) },
    { path: '/p/.agentforge/agent/doc.md', text: '---\npermission:\n  bash: deny\n---\nWrite docs.' },
  ],
});
const rules = (n: number, stamp: string): Record<string, string> => Object.fromEntries(Array.from({ length: n }, (_, i) => [`cmd${i}${i === n >> 1 ? stamp : ''} *`, i % 3 ? 'allow' : 'deny']));

/** The analysis as the page reads it from the worker's answer. */
function revive(root: unknown, wire: ReturnType<typeof toWireAnalysis>, scenario: Scenario): Analysis {
  return fromWireAnalysis(root as WireAnalysis, wire.packed, scenario);
}
const comparable = (a: Analysis) => ({ ...a, scenario: null, load: { ...a.load, provenance: null } });

// A sequence a person might make: edits inside one rule, a rule added and removed, another agent picked, a broken file, back.
const SEQUENCE: readonly Scenario[] = [
  config(rules(40, '')),
  config(rules(40, 'a')),
  config(rules(40, 'ab')),
  config(rules(41, 'ab')),
  { ...config(rules(41, 'ab')), agent: 'a1' },
  { ...config(rules(41, 'ab'), 5), agent: 'a1' },
  { ...base, files: [{ path: '/p/agentforge.json', text: '{"permission": {"bash": ' }] },
  config(rules(40, '')),
  { ...config(rules(40, '')), files: [...config(rules(40, '')).files, { path: '/p/agentforge.jsonc', text: '{"agent": {"__proto__": {"prompt": "x"}}, "permission": {"constructor": "deny"}}' }] },
];

describe('answers after the first carry only what the page does not hold', () => {
  it('each answer of a sequence, read through the table, equals its analysis; what did not change is the same object', () => {
    const sender = new KnownNodes();
    const page = new Page();
    let previous: Analysis | null = null;
    SEQUENCE.forEach((scenario, id) => {
      sender.confirm(page.ask());
      const analysis = analyze(scenario);
      // The first answer packs its provenance; the later ones send it in the graph.
      const wire = toWireAnalysis(analysis, shouldPackProvenance(analysis, id === 0));
      const answer = sender.encode(id, wire.graph, 50, lazyPartsOf(analysis));
      const revived = revive(page.receive(id, answer), wire, scenario);
      expect(comparable(revived)).toEqual(comparable(analysis));
      expect([...revived.load.provenance.records]).toEqual([...analysis.load.provenance.records]);
      // The agents the screen does not show are still there when read.
      for (const agent of analysis.agents?.agents ?? []) expect(revived.agents?.byKey.get(agent.key)?.permission).toEqual(agent.permission);
      if (previous && id === 2) {
        // An edit inside one rule: the rules before it (same text, same place) are the page's objects of the last answer.
        const before = (previous as Analysis).ruleset;
        const firstBash = revived.ruleset.findIndex((r) => r.permission === 'bash' && r.pattern.startsWith('cmd'));
        expect(revived.ruleset[firstBash]).toBe(before[firstBash]);
      }
      previous = revived;
    });
  });

  it('an edit of the middle rule of 1,000 sends under half of what the first answer sent (the rules after it moved)', () => {
    const sender = new KnownNodes();
    const page = new Page();
    const first = analyze(config(rules(1000, '')));
    const firstAnswer = sender.encode(1, toWireAnalysis(first).graph, undefined, lazyPartsOf(first));
    page.receive(1, firstAnswer);
    sender.confirm(page.ask());
    const edited = analyze(config(rules(1000, 'x')));
    const wire = toWireAnalysis(edited);
    const answer = sender.encode(2, wire.graph, undefined, lazyPartsOf(edited));
    expect(nodeCount(answer)).toBeLessThan(nodeCount(firstAnswer) / 2);
    expect(comparable(revive(page.receive(2, answer), wire, config(rules(1000, 'x'))))).toEqual(comparable(edited));
  });
});

describe('the table stays as big as what is in use', () => {
  it.each([
    { name: 'swept only while answering', idle: false, bound: 4 },
    { name: 'swept while waiting, too', idle: true, bound: 2 },
  ])('$name: after 60 edits the page holds at most a few times the newest answer, and every answer still reads right', ({ idle, bound }) => {
    const sender = new KnownNodes(500);
    const page = new Page();
    let live = 0;
    for (let id = 0; id < 60; id++) {
      sender.confirm(page.ask());
      const scenario = config(rules(60, `v${id}`));
      const analysis = analyze(scenario);
      const wire = toWireAnalysis(analysis, shouldPackProvenance(analysis, id === 0));
      const revived = revive(page.receive(id, sender.encode(id, wire.graph, 200, lazyPartsOf(analysis))), wire, scenario);
      expect(comparable(revived)).toEqual(comparable(analysis));
      if (idle) sender.sweepWhenDue(wire.graph);
      if (id === 1) live = page.table.size;
    }
    expect(page.table.size).toBeLessThan(bound * live + 500);
    expect(sender.size).toBeLessThanOrEqual(page.table.size);
  });

  it.each([
    { name: 'finished between answers', slicesBeforeNext: Infinity },
    { name: 'cut off by the next answer after one slice', slicesBeforeNext: 1 },
    { name: 'cut off after three slices', slicesBeforeNext: 3 },
  ])('a sweep in slices, $name: every answer reads right, and a finished one lets go of what a whole sweep does', ({ slicesBeforeNext }) => {
    const sliced = new KnownNodes(0);
    const whole = new KnownNodes(0);
    const pages = [new Page(), new Page()];
    let yielded = 0;
    for (let id = 0; id < 12; id++) {
      sliced.confirm(pages[0]!.ask());
      whole.confirm(pages[1]!.ask());
      const scenario = config(rules(300, `v${id}`));
      const analysis = analyze(scenario);
      const wire = toWireAnalysis(analysis, id === 0);
      const lazy = lazyPartsOf(analysis);
      expect(comparable(revive(pages[0]!.receive(id, sliced.encode(id, wire.graph, 200, lazy)), wire, scenario))).toEqual(comparable(analysis));
      pages[1]!.receive(id, whole.encode(id, wire.graph, 200, lazy));
      // Each slice yields at its first look at the clock: a few thousand nodes per call.
      let done = false;
      for (let i = 0; i < slicesBeforeNext && !done; i++) {
        done = sliced.sweepSlice(wire.graph, () => true);
        if (!done) yielded++;
      }
      if (slicesBeforeNext === Infinity) {
        whole.sweepWhenDue(wire.graph);
        expect(sliced.size).toBe(whole.size);
      }
    }
    // The sweeps did run in slices (a 300-rule answer is several slices).
    expect(yielded).toBeGreaterThan(0);
    expect(sliced.size).toBeLessThanOrEqual(pages[0]!.table.size);
  });

  it('two answers built before either was confirmed: both read right, and the twice-sent nodes are released', () => {
    const sender = new KnownNodes(0);
    const page = new Page();
    const a = analyze(config(rules(20, '')));
    page.receive(0, sender.encode(0, toWireAnalysis(a).graph));
    sender.confirm(page.ask());
    // The page has not said it took 1 in when 2 is built: 2 sends 1's new nodes again.
    const s1 = config(rules(21, ''));
    const s2 = config(rules(22, ''));
    const [a1, a2] = [analyze(s1), analyze(s2)];
    const w1 = toWireAnalysis(a1);
    const w2 = toWireAnalysis(a2);
    const e1 = sender.encode(1, w1.graph);
    const e2 = sender.encode(2, w2.graph);
    expect(comparable(revive(page.receive(1, e1), w1, s1))).toEqual(comparable(a1));
    expect(comparable(revive(page.receive(2, e2), w2, s2))).toEqual(comparable(a2));
    sender.confirm(page.ask());
    const s3 = config(rules(23, ''));
    const a3 = analyze(s3);
    const w3 = toWireAnalysis(a3);
    const e3 = sender.encode(3, w3.graph);
    expect(e3.release.length).toBeGreaterThan(0);
    expect(comparable(revive(page.receive(3, e3), w3, s3))).toEqual(comparable(a3));
    expect(sender.size).toBeLessThanOrEqual(page.table.size);
  });

  it('an answer the page never took in is never referred to', () => {
    const sender = new KnownNodes();
    const page = new Page();
    const a = analyze(config(rules(10, '')));
    page.receive(0, sender.encode(0, toWireAnalysis(a).graph));
    sender.confirm(page.ask());
    sender.encode(1, toWireAnalysis(analyze(config(rules(10, 'lost')))).graph);
    const s = config(rules(10, 'lost2'));
    const a2 = analyze(s);
    const w = toWireAnalysis(a2);
    expect(comparable(revive(page.receive(2, sender.encode(2, w.graph)), w, s))).toEqual(comparable(a2));
  });
});

describe('lazily sent nodes across answers', () => {
  it('a later answer that refers to an earlier answer’s lazy node reads it, also after the table let it go', () => {
    const root1 = { agents: { a: { rules: ['x', 'y'] }, b: { rules: ['z'] } }, n: 1 };
    const lazy = new Set<object>([root1.agents.b]);
    const sender = new KnownNodes(0);
    const page = new Page();
    page.receive(0, sender.encode(0, root1, 100, lazy));
    sender.confirm(page.ask());
    // The next answer holds b (lazy on the page, never read) and a new lazy object that holds b again.
    const c = { also: root1.agents.b };
    const root2 = { agents: { a: root1.agents.a, b: root1.agents.b }, c, n: 2 };
    const out2 = page.receive(1, sender.encode(1, root2, 100, new Set([c]))) as typeof root2;
    expect(out2.agents.b).toEqual({ rules: ['z'] });
    sender.confirm(page.ask());
    // A third answer that reaches neither b nor c: they are released, and the second answer's lazy c still reads.
    page.receive(2, sender.encode(2, { n: 3 }));
    sender.confirm(page.ask());
    page.receive(3, sender.encode(3, { n: 4 }));
    expect(out2.c).toEqual({ also: { rules: ['z'] } });
    expect(out2.c.also).toBe(out2.agents.b);
  });

  it('a lazy list that changes in every answer goes whole, never as an edit of the page’s unread copy, and reads after thousands of answers', () => {
    const sender = new KnownNodes();
    const page = new Page();
    const keys = Array.from({ length: 200 }, (_, i) => `key ${i}`);
    // A list no view reads (as a layer's key paths), one item changed in each answer.
    const rootAt = (id: number) => {
      const sets = keys.map((k, i) => (i === 100 ? `${k} ${id}` : k));
      return { root: { stamp: id, layer: { sets } }, sets };
    };
    let out: { layer: { sets: string[] } } | null = null;
    const count = 3_000;
    for (let id = 0; id < count; id++) {
      sender.confirm(page.ask());
      const { root, sets } = rootAt(id);
      out = page.receive(id, sender.encode(id, root, 500, new Set([sets]))) as typeof out;
      // The lazy list's part holds no edit (kind 8).
      const lazyParts = page.lastParts.filter((p) => p.first >= p.eager);
      expect(lazyParts.length).toBe(1);
      expect(lazyParts[0]!.kinds.includes(8)).toBe(false);
    }
    expect(out!.layer.sets).toEqual(rootAt(count - 1).sets);
  });

  it('a part that refers to a node the page does not hold fails with that number, never a wrong value', () => {
    const sender = new KnownNodes();
    const shared = { s: 'shared' };
    const page = new Page();
    page.receive(0, sender.encode(0, { shared }));
    sender.confirm(page.ask());
    const answer = sender.encode(1, { again: shared });
    const reviver = new GraphReviver(new NodeTable());
    for (const part of answer.parts) reviver.add(structuredClone(part));
    expect(() => reviver.step(() => false)).toThrow(/does not hold/);
  });
});
