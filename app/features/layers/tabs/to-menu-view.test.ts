import { describe, expect, it } from 'vitest';
import type { LayerTab } from '../to-tabs.ts';
import { FILTER_FROM, MENU_LIMIT, toMenuView, toSearchKeys } from './to-menu-view.ts';

function tab(path: string, group = 'Project'): LayerTab {
  const name = path.split('/').pop() ?? path;
  return { path, kind: 'file', label: path.replace('/home/user/project/', ''), name, group, isRead: true, note: '', errors: 0, warnings: 0 };
}
const agents = (n: number) => Array.from({ length: n }, (_, i) => tab(`/home/user/project/.agentforge/agent/a${String(i).padStart(5, '0')}.md`, '.agentforge'));
const view = (tabs: LayerTab[], active: string, filter = '') => toMenuView(tabs, toSearchKeys(tabs), active, filter);
const labels = (v: ReturnType<typeof toMenuView>) => v.groups.flatMap((g) => g.items.map((t) => t.label));

describe('toMenuView', () => {
  it.each([
    { files: 0, shown: 0, hasFilter: false },
    { files: 1, shown: 1, hasFilter: false },
    { files: 7, shown: 7, hasFilter: false },
    { files: FILTER_FROM - 1, shown: FILTER_FROM - 1, hasFilter: false },
    { files: FILTER_FROM, shown: FILTER_FROM, hasFilter: true },
    { files: 20_000, shown: MENU_LIMIT, hasFilter: true },
  ])('$files files: $shown rendered, filter box $hasFilter', ({ files, shown, hasFilter }) => {
    const tabs = agents(files);
    const v = view(tabs, tabs[0]?.path ?? '');
    expect(v.shown).toBe(shown);
    expect(labels(v)).toHaveLength(shown);
    expect(v.hasFilter).toBe(hasFilter);
    expect(v.matches).toBe(files);
    expect(v.before + v.shown + v.after).toBe(files);
  });

  it.each([0, 1, 9_999, 19_999])('without a filter, 20,000 files show a window that holds the open one (%i)', (at) => {
    const tabs = agents(20_000);
    const v = view(tabs, tabs[at]!.path);
    expect(labels(v)).toContain(tabs[at]!.label);
    expect(v.shown).toBe(MENU_LIMIT);
  });

  it.each([
    { why: 'by file name', filter: 'a19999', found: ['.agentforge/agent/a19999.md'], matches: 1 },
    { why: 'any case, trimmed', filter: '  A1999  ', found: ['.agentforge/agent/a19990.md', '.agentforge/agent/a19991.md'], matches: 10 },
    { why: 'by folder', filter: '.agentforge/agent/a0000', found: ['.agentforge/agent/a00000.md'], matches: 10 },
    { why: 'by the full path, not shown in the label', filter: '/home/user/project/.agentforge/agent/a00001', found: ['.agentforge/agent/a00001.md'], matches: 1 },
    { why: 'nothing', filter: 'zzz', found: [], matches: 0 },
    { why: 'many matches, the first ones', filter: 'agent', found: ['.agentforge/agent/a00000.md'], matches: 20_000 },
  ])('filters $why', ({ filter, found, matches }) => {
    const tabs = agents(20_000);
    const v = view(tabs, tabs[0]!.path, filter);
    expect(v.matches).toBe(matches);
    expect(v.shown).toBe(Math.min(matches, MENU_LIMIT));
    expect(labels(v).slice(0, found.length)).toEqual(found);
    expect(v.after).toBe(matches - v.shown);
  });

  it('ignores the filter when the list is short (no box to type in)', () => {
    const tabs = agents(3);
    expect(view(tabs, '', 'zzz').shown).toBe(3);
  });

  it('groups entries as the strip does, in the order each group first comes', () => {
    const tabs = [tab('/g/a.json', 'Global'), tab('/p/b.json', 'Project'), tab('/g/c.md', 'Global')];
    expect(view(tabs, '/p/b.json').groups.map((g) => [g.name, g.items.map((t) => t.name)])).toEqual([
      ['Global', ['a.json', 'c.md']],
      ['Project', ['b.json']],
    ]);
  });

  it.each([
    { name: '__proto__' },
    { name: 'constructor' },
    { name: '<script>alert(1)</script>' },
    { name: 'x'.repeat(5_000) },
  ])('hostile names stay plain entries and groups ($name.length chars)', ({ name }) => {
    const tabs = [...agents(FILTER_FROM), tab(`/home/user/project/${name}`, name)];
    const v = view(tabs, tabs.at(-1)!.path, name.slice(0, 200));
    expect(v.groups.map((g) => g.name)).toContain(name);
    expect(labels(v)).toContain(name);
  });
});
