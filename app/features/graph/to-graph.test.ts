import { describe, expect, it } from 'vitest';
import { ENV_TAB } from '../../store/slices/view-slice.ts';
import { columnsFor, GRAPH_LAYOUT, GRAPH_TEXT, MIN_LEGIBLE_ZOOM, toGraph, type GraphInput, type GraphLayer } from './to-graph.ts';
import { extentOf, fitsWidth, toFitViewport } from './to-viewport.ts';

const HOME = '/home/user';
const P = '/home/user/project';
const layer = (over: Partial<GraphLayer> & Pick<GraphLayer, 'id'>): GraphLayer => ({ source: 'project', path: null, label: over.id, status: 'skipped', reason: 'not found', ...over });

const base: GraphInput = {
  layers: [
    layer({ id: 'remote', source: 'remote', label: 'well-known configs', reason: 'not set' }),
    layer({ id: 'g1', source: 'global', path: `${HOME}/.config/agentforge/config.json`, label: 'global config.json' }),
    layer({ id: 'g3', source: 'global', path: `${HOME}/.config/agentforge/agentforge.jsonc`, label: 'global agentforge.jsonc', status: 'read', reason: 'found', sets: ['permission.bash'] }),
    layer({ id: 'p1', path: `${P}/agentforge.json`, label: 'project agentforge.json', status: 'read', reason: 'found', sets: ['$schema'], overrides: ['permission.bash'] }),
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
