import { describe, expect, it } from 'vitest';
import type { Diagnostic, Layer } from '../../../engine/index.ts';
import { toMergeStrip } from './to-merge-strip.ts';

const layer = (source: Layer['source'], path: string | null, status: Layer['status'] = 'read', label = `${source} ${path ?? ''}`.trim()): Layer => ({
  id: `${source}:${path ?? label}`,
  source,
  path,
  label,
  status,
  reason: 'test',
});
const error = (path: string): Diagnostic => ({ code: 'x', severity: 'error', message: 'bad', path });

describe('toMergeStrip', () => {
  const cases: { name: string; layers: Layer[]; diagnostics?: Diagnostic[]; texts: string[]; errors?: boolean[] }[] = [
    { name: 'no layers', layers: [], texts: [] },
    { name: 'skipped layers are left out', layers: [layer('remote', null, 'skipped'), layer('global', '/g/agentforge.jsonc'), layer('project', '/p/x.json', 'skipped')], texts: ['global /g/agentforge.jsonc'] },
    { name: 'the seeded global file counts as read', layers: [layer('global', '/g/a.json', 'seeded')], texts: ['global /g/a.json'] },
    {
      name: 'a run of agent files is one step with its count',
      layers: [layer('global', '/g/a.json'), layer('agent-md', '/p/a1.md'), layer('agent-md', '/p/a2.md'), layer('agent-md', '/p/a3.md'), layer('command-md', '/p/c.md')],
      texts: ['global /g/a.json', '3 agent files', 'command-md /p/c.md'],
    },
    { name: 'two project files stay two steps', layers: [layer('project', '/p/a.json'), layer('project', '/p/b.json')], texts: ['project /p/a.json', 'project /p/b.json'] },
    { name: 'an error on a layer marks its step', layers: [layer('global', '/g/a.json'), layer('project', '/p/a.json')], diagnostics: [error('/p/a.json'), { code: 'w', severity: 'warning', message: 'w', path: '/g/a.json' }], texts: ['global /g/a.json', 'project /p/a.json'], errors: [false, true] },
    { name: 'env text without a path', layers: [layer('config-content', null, 'read', 'AGENTFORGE_CONFIG_CONTENT')], diagnostics: [{ code: 'e', severity: 'error', message: 'no path' }], texts: ['AGENTFORGE_CONFIG_CONTENT'], errors: [false] },
  ];
  for (const c of cases) {
    it(c.name, () => {
      const steps = toMergeStrip(c.layers, c.diagnostics ?? []);
      expect(steps.map((s) => s.text)).toEqual(c.texts);
      if (c.errors) expect(steps.map((s) => s.hasError)).toEqual(c.errors);
      expect(new Set(steps.map((s) => s.key)).size).toBe(steps.length);
    });
  }

  it('the tooltip of a run lists every file', () => {
    const steps = toMergeStrip([layer('agent-md', '/p/a1.md'), layer('agent-md', '/p/a2.md')], []);
    expect(steps[0]!.title).toBe('/p/a1.md\n/p/a2.md');
  });

  it('5,000 agent files stay one step', () => {
    const many = Array.from({ length: 5000 }, (_, i) => layer('agent-md', `/p/a${i}.md`));
    expect(toMergeStrip(many, []).map((s) => s.text)).toEqual(['5000 agent files']);
  });
});
