import { describe, expect, it } from 'vitest';
import { toKeyLines } from '../../../engine/index.ts';
import { ENV_TAB } from '../../store/slices/view-slice.ts';
import { columnsFor, GRAPH_LAYOUT, GRAPH_TEXT, MIN_LEGIBLE_ZOOM, toGraph, type GraphInput, type GraphLayer } from './to-graph.ts';
import { extentOf, fitsWidth, toFitViewport } from './to-viewport.ts';

const HOME = '/home/user';
const P = '/home/user/project';
/** Dotted key paths as a layer's key lines (what the engine gives the graph). */
const keyLines = (dotted: readonly string[]): string => toKeyLines(dotted.map((k) => k.split('.')));
const layer = (over: Partial<GraphLayer> & Pick<GraphLayer, 'id'>): GraphLayer => ({ source: 'project', path: null, label: over.id, status: 'skipped', reason: 'not found', ...over });

const base: GraphInput = {
  layers: [
    layer({ id: 'remote', source: 'remote', label: 'well-known configs', reason: 'not set' }),
    layer({ id: 'g1', source: 'global', path: `${HOME}/.config/agentforge/config.json`, label: 'global config.json' }),
    layer({ id: 'g3', source: 'global', path: `${HOME}/.config/agentforge/agentforge.jsonc`, label: 'global agentforge.jsonc', status: 'read', reason: 'found', sets: keyLines(['permission.bash']) }),
    layer({ id: 'p1', path: `${P}/agentforge.json`, label: 'project agentforge.json', status: 'read', reason: 'found', sets: keyLines(['$schema']), overrides: keyLines(['permission.bash']) }),
    layer({ id: 'cc', source: 'config-content', label: 'AGENTFORGE_CONFIG_CONTENT', reason: 'not set' }),
    layer({ id: 'm1', source: 'managed', path: '/etc/agentforge/agentforge.json', label: 'managed agentforge.json' }),
  ],
  transforms: [
    { id: 'mode-to-agent', label: 'mode → agent', isApplied: false, detail: 'no modes' },
    { id: 'env-permission', label: 'AGENTFORGE_PERMISSION', isApplied: true, detail: 'merged over permission' },
    { id: 'legacy-tools', label: 'legacy tools → permission', isApplied: false, detail: 'no tools' },
  ],
  agent: 'build',
  ruleCount: 12,
  requestTools: { bash: false },
  tools: [
    { tool: 'bash', visible: false, reachable: ['deny'] },
    { tool: 'read', visible: true, reachable: ['allow'] },
    { tool: 'edit', visible: true, reachable: ['allow', 'ask'] },
  ],
  files: [`${HOME}/.config/agentforge/agentforge.jsonc`, `${P}/agentforge.json`],
  context: { home: HOME, worktree: P },
  isSkippedExpanded: false,
};

describe('toGraph', () => {
  it('keeps the loader order, folds runs of skipped sources, opens the right tabs', () => {
    const { nodes } = toGraph(base);
    const flow = nodes.filter((n) => n.kind !== 'stage' && n.kind !== 'outcome');
    expect(flow.map((n) => [n.kind, n.title, n.target])).toEqual([
      ['skipped-group', '2 not read', { kind: 'show-skipped' }],
      ['layer', '~/.config/agentforge/agentforge.jsonc', { kind: 'layer-tab', tab: `${HOME}/.config/agentforge/agentforge.jsonc` }],
      ['layer', 'agentforge.json', { kind: 'layer-tab', tab: `${P}/agentforge.json` }],
      ['skipped-group', '2 not read', { kind: 'show-skipped' }],
      ['transform', 'AGENTFORGE_PERMISSION', { kind: 'layer-tab', tab: ENV_TAB }],
      ['transform', '2 transforms idle', { kind: 'show-skipped' }],
    ]);
    // `$schema` is noise: it is in the details, never in the delta or its counts.
    expect(flow[2]?.badges).toEqual(['overrides 1']);
    expect(flow[2]?.detail).toContain('also sets $schema');
    expect(flow[2]?.subtitle).toBe('overrides permission.bash');
    expect(flow[3]?.detail).toContain('AGENTFORGE_CONFIG_CONTENT: not set');
    expect(flow[5]?.isDimmed).toBe(true);
    expect(flow[4]?.isDimmed).toBe(false);
  });

  it('keeps a skipped file the user has open as its own greyed node', () => {
    const files = [...base.files, '/etc/agentforge/agentforge.json'];
    const node = toGraph({ ...base, files }).nodes.find((n) => n.title === '/etc/agentforge/agentforge.json');
    expect(node).toMatchObject({ kind: 'layer', isDimmed: true, subtitle: 'not read: not found', target: { kind: 'layer-tab', tab: '/etc/agentforge/agentforge.json' } });
  });

  it('opens the Environment tab from a read AGENTFORGE_CONFIG_CONTENT layer', () => {
    const layers = base.layers.map((l) => (l.id === 'cc' ? { ...l, status: 'read' as const, reason: 'set' } : l));
    expect(toGraph({ ...base, layers }).nodes.find((n) => n.title === 'AGENTFORGE_CONFIG_CONTENT')?.target).toEqual({ kind: 'layer-tab', tab: ENV_TAB });
  });

  it('shows every skipped source when expanded', () => {
    const { nodes } = toGraph({ ...base, isSkippedExpanded: true });
    expect(nodes.filter((n) => n.kind === 'layer')).toHaveLength(6);
    expect(nodes.some((n) => n.kind === 'skipped-group')).toBe(false);
    expect(nodes.filter((n) => n.kind === 'transform')).toHaveLength(3);
  });

  it('summarises the execute chain from engine data', () => {
    const byId = new Map(toGraph(base).nodes.map((n) => [n.id, n]));
    expect(byId.get('stage:sees')?.subtitle).toBe('2 of 3 tools');
    expect(byId.get('stage:sees')?.detail).toContain('bash');
    expect(byId.get('stage:sees')?.badges).toEqual(['hidden: bash']);
    expect(byId.get('stage:request')?.subtitle).toBe('off: bash');
    expect(byId.get('stage:permission')?.subtitle).toBe('12 rules for build');
    expect(byId.get('outcome:allow')?.subtitle).toBe('2 tools can allow');
    expect(byId.get('outcome:ask')?.subtitle).toBe('1 tool can ask');
    expect(byId.get('stage:permission')?.target).toEqual({ kind: 'result-tab', tab: 'rules' });
    expect(byId.get('stage:sees')?.target).toEqual({ kind: 'result-tab', tab: 'tools' });
    expect(byId.get('outcome:deny')?.isDimmed).toBe(true);
  });

  it('links every node in order and never overlaps two nodes', () => {
    const { nodes, edges } = toGraph(base);
    const ids = new Set(nodes.map((n) => n.id));
    for (const e of edges) {
      expect(ids.has(e.source)).toBe(true);
      expect(ids.has(e.target)).toBe(true);
    }
    expect(edges.filter((e) => e.target === 'stage:resolve').map((e) => e.source).sort()).toEqual(['stage:permission', 'stage:request']);
    for (const a of nodes)
      for (const b of nodes) {
        if (a === b) continue;
        const apart = a.x + a.width <= b.x || b.x + b.width <= a.x || a.y + a.height <= b.y || b.y + b.height <= a.y;
        expect(apart, `${a.id} overlaps ${b.id}`).toBe(true);
      }
    const maxX = Math.max(...nodes.map((n) => n.x + n.width));
    expect(maxX).toBeLessThanOrEqual(GRAPH_LAYOUT.columns * (GRAPH_LAYOUT.width + GRAPH_LAYOUT.gapX));
  });

  it('handles no layers, no agent, hostile labels and many layers', () => {
    expect(toGraph({ ...base, layers: [], transforms: [], tools: [], agent: null }).nodes.find((n) => n.id === 'stage:permission')?.subtitle).toBe('no agent');
    const many = Array.from({ length: 300 }, (_, i) => layer({ id: `x${i}`, path: `${P}/<script>${'d/'.repeat(200)}${i}.json`, status: 'read', reason: 'found' }));
    const { nodes, edges } = toGraph({ ...base, layers: many });
    expect(nodes.filter((n) => n.kind === 'layer')).toHaveLength(300);
    expect(nodes[0]?.title.startsWith('<script>')).toBe(true);
    expect(edges.length).toBeGreaterThan(300);
  });

  it('picks its column count from the available width, within 3..8', () => {
    expect(columnsFor(undefined)).toBe(GRAPH_LAYOUT.columns);
    expect(columnsFor(0)).toBe(GRAPH_LAYOUT.columns);
    expect(columnsFor(Number.NaN)).toBe(GRAPH_LAYOUT.columns);
    expect(columnsFor(200)).toBe(3);
    expect(columnsFor(600)).toBe(3);
    expect(columnsFor(800)).toBe(3);
    expect(columnsFor(1100)).toBe(5);
    expect(columnsFor(1400)).toBe(6);
    expect(columnsFor(5000)).toBe(8);
  });

  it.each([600, 700, 800, 1000, 1400])('fits %i px without overlaps, hidden off the execute chain', (width) => {
    const layers = Array.from({ length: 9 }, (_, i) => layer({ id: `r${i}`, path: `${P}/${i}.json`, status: 'read', reason: 'found' }));
    const { nodes, edges } = toGraph({ ...base, layers }, width);
    const maxX = Math.max(...nodes.map((n) => n.x + n.width));
    expect(maxX).toBeLessThanOrEqual(Math.max(width, 3 * (GRAPH_LAYOUT.width + GRAPH_LAYOUT.gapX)));
    for (const a of nodes)
      for (const b of nodes) {
        if (a === b) continue;
        const apart = a.x + a.width <= b.x || b.x + b.width <= a.x || a.y + a.height <= b.y || b.y + b.height <= a.y;
        expect(apart, `${a.id} overlaps ${b.id} at ${width}px`).toBe(true);
      }
    const ids = new Set(nodes.map((n) => n.id));
    for (const id of ['stage:permission', 'stage:resolve', 'stage:sees', 'stage:execute', 'stage:request', 'stage:hidden', 'outcome:allow', 'outcome:ask', 'outcome:deny']) expect(ids.has(id), id).toBe(true);
    expect(edges.map((e) => e.id)).toContain('stage:resolve->stage:hidden');
    expect(edges.some((e) => e.source === 'stage:hidden')).toBe(false);
  });

  it('wraps into more rows when narrower', () => {
    const layers = Array.from({ length: 9 }, (_, i) => layer({ id: `r${i}`, path: `${P}/${i}.json`, status: 'read', reason: 'found' }));
    const rows = (width: number) => new Set(toGraph({ ...base, layers }, width).nodes.map((n) => n.y)).size;
    expect(rows(600)).toBeGreaterThan(rows(1400));
  });

  it('names the hidden tools on their own node', () => {
    const hidden = toGraph(base).nodes.find((n) => n.id === 'stage:hidden');
    expect(hidden).toMatchObject({ title: 'hidden from the model', subtitle: 'bash', isDimmed: false });
    expect(toGraph({ ...base, tools: [] }).nodes.find((n) => n.id === 'stage:hidden')?.isDimmed).toBe(true);
  });

  it('with a height too, picks the columns shown at the largest legible zoom that need no sideways panning', () => {
    const layers = Array.from({ length: 9 }, (_, i) => layer({ id: `r${i}`, path: `${P}/${i}.json`, status: 'read', reason: 'found' }));
    const input = { ...base, layers };
    const view = (m: ReturnType<typeof toGraph>, w: number, h: number) => {
      const extent = extentOf(m.nodes);
      const zoom = toFitViewport(extent, w, h, MIN_LEGIBLE_ZOOM).zoom;
      return { zoom, fits: fitsWidth(extent, w, zoom) };
    };
    for (const [w, h] of [[620, 220], [700, 260], [600, 2000], [1400, 400], [1400, 5000], [1900, 700]] as const) {
      const chosen = toGraph(input, w, h);
      const v = view(chosen, w, h);
      expect(v.zoom, `${w}x${h}`).toBeGreaterThanOrEqual(MIN_LEGIBLE_ZOOM);
      expect(v.fits, `${w}x${h} needs no sideways panning`).toBe(true);
      for (let c = GRAPH_LAYOUT.minColumns; c <= GRAPH_LAYOUT.maxColumns; c++) {
        const other = view(toGraph(input, c * (GRAPH_LAYOUT.width + GRAPH_LAYOUT.gapX)), w, h);
        if (other.fits) expect(other.zoom, `${c} columns at ${w}x${h}`).toBeLessThanOrEqual(v.zoom + 1e-9);
      }
    }
    // Roomy either way: the width's own count.
    expect(toGraph(input, 1400, 5000).columns).toBe(columnsFor(1400));
    expect(toGraph(input, 1400).columns).toBe(6);
    expect(toGraph(input, 1100, Number.NaN).columns).toBe(5);
    for (const [w, h] of [[540, 220], [600, 2000], [1400, 400], [1, 1]] as const) {
      const { nodes } = toGraph(input, w, h);
      expect(nodes.length).toBe(toGraph(input).nodes.length);
    }
  });

  it('keeps 17 layers legible where one left-to-right rank per step (a layered layout of this chain) could not', () => {
    const layers = Array.from({ length: 17 }, (_, i) => layer({ id: `r${i}`, path: `${P}/${'d/'.repeat(i)}agentforge.json`, status: 'read', reason: 'found' }));
    const input = { ...base, layers };
    for (const [w, h] of [[720, 260], [1200, 420]] as const) {
      const chosen = toGraph(input, w, h);
      const zoom = toFitViewport(extentOf(chosen.nodes), w, h, MIN_LEGIBLE_ZOOM).zoom;
      expect(zoom * GRAPH_TEXT.fontPx).toBeGreaterThanOrEqual(GRAPH_TEXT.minScreenPx);
      // One rank per step: every layer, transform and stage in a row.
      const ranks = chosen.nodes.filter((n) => n.kind !== 'outcome').length;
      const rowZoom = (w - 32) / (ranks * (GRAPH_LAYOUT.width + GRAPH_LAYOUT.gapX));
      expect(rowZoom * GRAPH_TEXT.fontPx).toBeLessThan(GRAPH_TEXT.minScreenPx / 2);
    }
  });

  it('counts the outcomes in the run mode, in words that never contradict it', () => {
    const outcome = (runMode: GraphInput['runMode'], id: string) => toGraph({ ...base, runMode }).nodes.find((n) => n.id === id);
    expect(outcome('interactive', 'outcome:ask')).toMatchObject({ title: 'ask', subtitle: '1 tool can ask', action: 'ask' });
    expect(outcome('run', 'outcome:ask')).toMatchObject({ title: 'ask → rejected', subtitle: '1 tool: rejected in non-interactive run', action: 'deny' });
    expect(outcome('auto', 'outcome:ask')).toMatchObject({ title: 'ask → allowed once', subtitle: '1 tool: allowed once in --auto', action: 'allow' });
    for (const mode of ['interactive', 'run', 'auto'] as const) {
      expect(outcome(mode, 'outcome:allow')).toMatchObject({ title: 'allow', subtitle: '2 tools can allow' });
      expect(outcome(mode, 'outcome:deny')).toMatchObject({ title: 'deny', subtitle: '0 tools can deny' });
    }
    expect(outcome('run', 'outcome:ask')?.detail).toContain('rejected');
  });

  it('opens what each node stands for: remote and account layers show what they served', () => {
    const layers = [
      layer({ id: 'remote:x', source: 'remote', path: 'https://example.com/.well-known/agentforge', label: 'well-known https://example.com', status: 'read', reason: 'credential', text: '{"config":{}}' }),
      layer({ id: 'account:x', source: 'account', path: 'https://console.example.com/api/config', label: 'console org config', status: 'read', reason: 'active org', text: '{ }' }),
    ];
    const nodes = toGraph({ ...base, layers }).nodes;
    expect(nodes.find((n) => n.id === 'layer:remote:x')?.target).toEqual({ kind: 'content', text: '{"config":{}}' });
    expect(nodes.find((n) => n.id === 'layer:account:x')?.target).toEqual({ kind: 'content', text: '{ }' });
    expect(nodes.find((n) => n.id === 'stage:execute')?.target).toEqual({ kind: 'result-tab', tab: 'tester' });
    for (const n of nodes) if (n.kind !== 'layer') expect(n.target, n.id).not.toBeNull();
  });
});

describe('toGraph: runs of read markdown and plugin files', () => {
  const AGENTS = `${P}/.agentforge/agent`;
  const md = (i: number, over: Partial<GraphLayer> = {}, source: GraphLayer['source'] = 'agent-md', dir = AGENTS): GraphLayer =>
    layer({ id: `${source}:${dir}/a${i}.md`, source, path: `${dir}/a${i}.md`, label: `agent a${i}`, status: 'read', reason: 'found', sets: keyLines([`agent.a${i}.description`, `agent.a${i}.permission.edit`]), ...over });
  const run = (n: number, over: (i: number) => Partial<GraphLayer> = () => ({}), source: GraphLayer['source'] = 'agent-md') => Array.from({ length: n }, (_, i) => md(i, over(i), source));
  const withLayers = (layers: readonly GraphLayer[], over: Partial<GraphInput> = {}): GraphInput => ({ ...base, layers: [base.layers[3]!, ...layers], files: [...base.files, ...layers.flatMap((l) => (l.path ? [l.path] : []))], ...over });
  // What the sources and transforms draw, one word per node: `L` a layer, `G7` a folded run of 7, `S2` skipped; then the transforms.
  const shape = (input: GraphInput) =>
    toGraph(input)
      .nodes.filter((n) => n.kind === 'layer' || n.kind === 'layer-group' || n.kind === 'skipped-group')
      .map((n) => (n.kind === 'layer' ? 'L' : n.kind === 'skipped-group' ? `S${n.members?.length}` : `G${n.members?.length}`))
      .join(' ');

  it.each([
    ['one file', run(1), 'L L'],
    ['six files: not folded', run(6), 'L L L L L L L'],
    ['seven files fold', run(7), 'L G7'],
    ['fifty files fold', run(50), 'L G50'],
    ['agent then command files: one node each', [...run(9), ...run(8, () => ({}), 'command-md')], 'L G9 G8'],
    ['mode and plugin files fold too', [...run(7, () => ({}), 'mode-md'), ...run(7, () => ({}), 'plugin-file')], 'L G7 G7'],
    ['a skipped source splits a run', [...run(7), layer({ id: 'skip' }), ...run(3)], 'L G7 L L L L'],
    ['a failed layer inside a run stays its own node; those after it fold as not reached', run(20, (i) => (i === 9 ? { isFailed: true, sets: '' } : i > 9 ? { isNotReached: true, reason: 'not reached: an earlier layer failed', sets: '' } : {})), 'L G9 L G10'],
    ['a failed layer among read ones (split in two)', run(16, (i) => (i === 8 ? { isFailed: true } : {})), 'L G8 L G7'],
    ['project files never fold', Array.from({ length: 9 }, (_, i) => layer({ id: `p${i}`, path: `${P}/${'d/'.repeat(i)}agentforge.json`, status: 'read', reason: 'found' })), 'L L L L L L L L L L'],
  ])('%s', (_, layers, expected) => {
    expect(shape(withLayers(layers))).toBe(expected);
  });

  it('keeps the file open in the editor as its own node, between the two halves of its run', () => {
    const layers = run(30);
    expect(shape(withLayers(layers, { selectedTab: layers[15]!.path! }))).toBe('L G15 L G14');
    expect(shape(withLayers(layers, { selectedTab: layers[0]!.path! }))).toBe('L L G29');
    expect(shape(withLayers(layers, { selectedTab: layers[3]!.path! }))).toBe('L L L L L G26');
    expect(shape(withLayers(layers, { selectedTab: ENV_TAB }))).toBe('L G30');
  });

  it('names the run: how many, which folder, the first names, the keys they set in all; a click opens the first file', () => {
    const layers = run(2000);
    const group = toGraph(withLayers(layers)).nodes.find((n) => n.kind === 'layer-group')!;
    expect(group).toMatchObject({ title: '2,000 agent files in .agentforge/agent', subtitle: 'a0.md, a1.md, a2.md, a3.md +1,996', badges: ['sets 4,000'], isDimmed: false, target: { kind: 'layer-tab', tab: `${AGENTS}/a0.md` } });
    expect(group.detail).toContain('files: a0.md, a1.md');
    expect(group.detail).toContain('+1,988 more');
    expect(group.detail).toContain('sets: agent.a0.description, agent.a0.permission.edit');
    expect(group.detail).toContain('+3,988 more');
    expect(group.members).toHaveLength(2000);
  });

  it.each<[string, boolean | undefined, (i: number) => string[], string, string]>([
    // Files that each set only new paths (the loader says so): their lines are counted.
    ['files that set only new paths', true, (i) => [`agent.a${i}.description`, `agent.a${i}.mode`], 'sets 40', 'sets: agent.a0.description, agent.a0.mode, agent.a1.description'],
    ['a $schema line is noise, never counted', true, (i) => ['$schema', `agent.a${i}.mode`], 'sets 20', 'sets: agent.a0.mode, agent.a1.mode'],
    // Otherwise every path is looked up: one the run sets twice counts once.
    ['files that set what an earlier one set', false, (i) => ['agent.shared.mode', `agent.a${i}.mode`], 'sets 21', 'sets: agent.shared.mode, agent.a0.mode, agent.a1.mode'],
    ['layers that do not say (no flag): looked up', undefined, (i) => ['agent.shared.mode', `agent.a${i % 5}.mode`], 'sets 6', 'sets: agent.shared.mode, agent.a0.mode, agent.a1.mode'],
  ])('counts the keys a run sets in all: %s', (_name, setsOnlyNew, keys, badge, detail) => {
    const layers = run(20, (i) => ({ sets: keyLines(keys(i)), ...(setsOnlyNew === undefined ? {} : { setsOnlyNew }) }));
    const group = toGraph(withLayers(layers)).nodes.find((n) => n.kind === 'layer-group')!;
    expect(group.badges).toEqual([badge]);
    expect(group.detail).toContain(detail);
  });

  it.each([20, 2000, 20_000])('%i files draw a bounded number of nodes', (n) => {
    const layers = [...run(n), ...run(n, () => ({}), 'command-md'), ...run(n, () => ({}), 'plugin-file')];
    const { nodes, edges } = toGraph(withLayers(layers), 1280, 400);
    expect(nodes.length).toBeLessThan(30);
    expect(edges.length).toBeLessThan(40);
    for (const node of nodes) expect(node.detail.length, node.id).toBeLessThan(4000);
  });

  it.each([
    ['__proto__', `${AGENTS}/__proto__.md`],
    ['constructor', `${AGENTS}/constructor.md`],
    ['<script>', `${AGENTS}/<script>alert(1)</script>.md`],
    ['a win32 spelling', 'C:\\Users\\me\\project\\.agentforge\\agent\\__proto__.md'],
  ])('hostile name %s: found as its tab, named as text', (_, path) => {
    const hostile = md(0, { id: `agent-md:${path}`, path, label: path });
    const alone = toGraph(withLayers([hostile])).nodes.find((n) => n.id === `layer:agent-md:${path}`);
    expect(alone?.target).toEqual({ kind: 'layer-tab', tab: path });
    const inRun = toGraph(withLayers([hostile, ...run(10).slice(1)])).nodes.find((n) => n.kind === 'layer-group');
    expect(inRun?.target).toEqual({ kind: 'layer-tab', tab: path });
    expect(inRun?.detail).toContain(path.split(/[/\\]/).pop());
    // The same file typed the other way finds the same tab.
    const typed = path.replace(/\\/g, '/');
    expect(toGraph({ ...withLayers([{ ...hostile, path: typed }]), files: [path] }).nodes.find((n) => n.kind === 'layer' && n.id.includes('agent-md'))?.target).toEqual({ kind: 'layer-tab', tab: path });
  });

  it('bounds every detail built from user data: 100,000 keys, long keys, many tools', () => {
    const keys = Array.from({ length: 100_000 }, (_, i) => `permission.bash.git ${'x'.repeat(i % 7 === 0 ? 5000 : 3)} ${i}`);
    const big = layer({ id: 'big', path: `${P}/agentforge.json`, status: 'read', reason: 'r'.repeat(10_000), sets: keyLines(keys), overrides: keyLines(keys) });
    const tools = Array.from({ length: 5000 }, (_, i) => ({ tool: `t${i}`, visible: i % 2 === 0, reachable: ['allow' as const] }));
    const { nodes } = toGraph({ ...base, layers: [big], tools, requestTools: Object.fromEntries(tools.map((t) => [t.tool, false])) });
    const node = nodes.find((n) => n.id === 'layer:big')!;
    expect(node.badges).toEqual(['sets 100,000', 'overrides 100,000']);
    expect(node.detail).toContain('+99,988 more');
    for (const n of nodes) {
      expect(n.detail.length, n.id).toBeLessThan(8000);
      expect(n.subtitle.length, n.id).toBeLessThan(1200);
    }
  });
});
