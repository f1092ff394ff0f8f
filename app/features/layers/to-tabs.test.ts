import { describe, expect, it } from 'vitest';
import { ENV_TAB } from '../../store/slices/view-slice.ts';
import type { Diagnostic } from '../../../engine/index.ts';
import type { PathContext } from '../../shared/to-display-path.ts';
import { createTabEntriesMemo, createTabsMemo, toActiveTab, toNextTab, toTabEntries, toTabs, type TabEntry, type TabLayer } from './to-tabs.ts';

const ctx = { home: '/home/user', worktree: '/home/user/project' };
const G = '/home/user/.config/agentforge/agentforge.jsonc';
const P = '/home/user/project/agentforge.json';
const X = '/home/user/elsewhere/agentforge.json';
const layers: TabLayer[] = [
  { path: G, label: 'global agentforge.jsonc', status: 'read', reason: 'found' },
  { path: P, label: 'project agentforge.json', status: 'read', reason: 'found' },
  { path: '/home/user/project/.agentforge/agent/r.md', label: 'agent r', status: 'skipped', reason: 'disabled by AGENTFORGE_DISABLE_PROJECT_CONFIG' },
];

describe('toTabs', () => {
  it('orders by merge order, unread files last, with notes and counts', () => {
    const tabs = toTabs([{ path: X }, { path: P }, { path: G }], layers, [{ code: 'x', severity: 'error', message: 'm', path: P }], ctx);
    expect(tabs.map((t) => [t.label, t.isRead, t.errors])).toEqual([
      ['~/.config/agentforge/agentforge.jsonc', true, 0],
      ['agentforge.json', true, 1],
      ['~/elsewhere/agentforge.json', false, 0],
    ]);
    expect(tabs[2]?.note).toBe('not read: the loader does not look at this path');
  });
  it('explains a skipped file', () => {
    const [tab] = toTabs([{ path: '/home/user/project/.agentforge/agent/r.md' }], layers, [], ctx);
    expect(tab?.note).toBe('not read: disabled by AGENTFORGE_DISABLE_PROJECT_CONFIG');
  });
  it('handles no files', () => {
    expect(toTabs([], layers, [], ctx)).toEqual([]);
  });
});

describe('toTabs with remote and account layers, grouped', () => {
  const R = 'https://team.example.com/.well-known/agentforge';
  const A = 'https://console.example.com/org/config';
  const D = '/home/user/project/.agentforge';
  const all: TabLayer[] = [
    { path: R, label: 'well-known https://team.example.com', status: 'read', reason: 'credential', source: 'remote' },
    { path: G, label: 'global agentforge.jsonc', status: 'read', reason: 'found', source: 'global' },
    { path: P, label: 'project agentforge.json', status: 'read', reason: 'found', source: 'project' },
    { path: '/home/user/.config/agentforge/agent/g.md', label: 'agent g', status: 'read', reason: 'md', source: 'agent-md', configDir: '/home/user/.config/agentforge' },
    { path: `${D}/agent/r.md`, label: 'agent r', status: 'read', reason: 'md', source: 'agent-md', configDir: D },
    { path: '/opt/af/agentforge.json', label: 'AGENTFORGE_CONFIG_DIR agentforge.json', status: 'read', reason: 'found', source: 'config-dir', configDir: '/opt/af' },
    { path: A, label: 'console org config', status: 'read', reason: 'active org', source: 'account' },
  ];
  it('orders every kind by merge order, with names, groups and labels', () => {
    const entries = toTabEntries([{ path: '/opt/af/agentforge.json' }, { path: '/home/user/.config/agentforge/agent/g.md' }, { path: `${D}/agent/r.md` }, { path: P }, { path: G }, { path: X }], { [R]: {} }, all, { url: A, text: '{}' });
    const tabs = toTabs(entries, all, [{ code: 'x', severity: 'warning', message: 'm', path: R }], ctx);
    expect(tabs.map((t) => [t.kind, t.name, t.group, t.label])).toEqual([
      ['remote', 'team.example.com', 'Remote', R],
      ['file', 'agentforge.jsonc', 'Global', '~/.config/agentforge/agentforge.jsonc'],
      ['file', 'agentforge.json', 'Project', 'agentforge.json'],
      ['file', 'g.md', 'Global', '~/.config/agentforge/agent/g.md'],
      ['file', 'r.md', '.agentforge', '.agentforge/agent/r.md'],
      ['file', 'agentforge.json', '/opt/af', '/opt/af/agentforge.json'],
      ['account', 'org config', 'Account', `Account org config ${A}`],
      ['file', 'agentforge.json', 'Not read', '~/elsewhere/agentforge.json'],
    ]);
    expect(tabs[0]?.warnings).toBe(1);
  });
  it('lists a remote body no credential points at as not read, and ignores an account without text', () => {
    const entries = toTabEntries([], { 'https://x.example/y': '{}' }, [], { url: A });
    expect(entries).toEqual([{ path: 'https://x.example/y', kind: 'remote' }]);
    expect(toTabs(entries, [], [], ctx)[0]?.note).toMatch(/no wellknown credential/);
    expect(toTabEntries([], undefined, [], null)).toEqual([]);
  });
  it('names a Windows file by its last segment', () => {
    expect(toTabs([{ path: 'C:\\Users\\me\\agentforge.json' }], [], [], ctx)[0]?.name).toBe('agentforge.json');
  });
});

describe('toActiveTab', () => {
  it.each([
    ['', [{ path: P }], P],
    [G, [{ path: P }], P],
    [P, [{ path: G }, { path: P }], P],
    [ENV_TAB, [{ path: P }], ENV_TAB],
    ['', [], ENV_TAB],
  ])('%s → %s', (selected, files, active) => {
    expect(toActiveTab(selected, files)).toBe(active);
  });
});

describe('toNextTab', () => {
  const tabs = ['a', 'b', 'c'];
  it.each([
    ['a', 'ArrowRight', 'b'],
    ['c', 'ArrowRight', 'a'],
    ['a', 'ArrowLeft', 'c'],
    ['b', 'Home', 'a'],
    ['b', 'End', 'c'],
    ['b', 'Enter', null],
  ])('%s + %s → %s', (current, key, next) => {
    expect(toNextTab(tabs, current, key)).toBe(next);
  });
});

describe('toTabs at scale and with odd names', () => {
  it.each([
    ['/home/user/project/agentforge.json', 'agentforge.json'],
    ['C:\\Users\\me\\agentforge.json', 'agentforge.json'],
    ['/home/user/project/dir/', 'dir'],
    ['C:\\Users\\me\\dir\\\\', 'dir'],
    ['/', '/'],
    ['', ''],
    ['plain', 'plain'],
    ['/home/user/project/__proto__', '__proto__'],
    ['/home/user/project/<script>alert(1)</script>.md', 'script>.md'],
  ])('names %j by its last segment: %j', (path, name) => {
    expect(toTabs([{ path }], [], [], ctx)[0]?.name).toBe(name);
  });
  it('orders 20,000 agent files given in reverse by merge order, one group per config dir', () => {
    const D = '/home/user/project/.agentforge';
    const paths = Array.from({ length: 20_000 }, (_, i) => `${D}/agent/a${String(i).padStart(5, '0')}.md`);
    const md: TabLayer[] = paths.map((p, i) => ({ path: p, label: `agent a${i}`, status: 'read', reason: 'md', source: 'agent-md', configDir: D }));
    const tabs = toTabs([{ path: X }, ...paths.map((path) => ({ path })).reverse()], md, [], ctx);
    expect(tabs).toHaveLength(20_001);
    expect(tabs[0]?.label).toBe('.agentforge/agent/a00000.md');
    expect(tabs[19_999]?.note).toBe('agent a19999 (layer 20000 in merge order)');
    expect(tabs[20_000]?.path).toBe(X);
    expect(new Set(tabs.map((t) => t.group))).toEqual(new Set(['.agentforge', 'Not read']));
  });
});

describe('createTabsMemo', () => {
  const D = '/home/user/project/.agentforge';
  type Step = { files: TabEntry[]; layers: TabLayer[]; diagnostics: Diagnostic[]; context: PathContext };
  const md = (name: string, over: Partial<TabLayer> = {}): TabLayer => ({ path: `${D}/agent/${name}.md`, label: `agent ${name}`, status: 'read', reason: 'md', source: 'agent-md', configDir: D, ...over });
  const names = ['a', 'b', '__proto__', 'constructor', 'hasOwnProperty', '<img src=x>'];
  const base: Step = {
    files: [{ path: X }, { path: P }, ...names.map((n) => ({ path: `${D}/agent/${n}.md` })), { path: 'C:\\Users\\me\\agentforge.json' }, { path: 'https://team.example.com/.well-known/agentforge', kind: 'remote' }],
    layers: [
      { path: G, label: 'global agentforge.jsonc', status: 'read', reason: 'found', source: 'global' },
      { path: P, label: 'project agentforge.json', status: 'read', reason: 'found', source: 'project' },
      ...names.map((n) => md(n)),
      { path: 'c:/Users/me/agentforge.json', label: 'managed agentforge.json', status: 'skipped', reason: 'not found', source: 'managed' },
    ],
    diagnostics: [{ code: 'x', severity: 'error', message: 'm', path: P }],
    context: ctx,
  };
  // Each step is the step before with one change (a fresh copy of every object, as a new analysis is).
  const copy = (s: Step): Step => structuredClone(s);
  const steps: { name: string; change: (s: Step) => Step; isSameList: boolean }[] = [
    { name: 'nothing changed (new objects)', change: (s) => s, isSameList: true },
    { name: 'a file renamed', change: (s) => ({ ...s, files: s.files.map((f) => (f.path === `${D}/agent/a.md` ? { path: `${D}/agent/z.md` } : f)), layers: s.layers.map((l) => (l.path === `${D}/agent/a.md` ? md('z') : l)) }), isSameList: false },
    { name: 'a file added', change: (s) => ({ ...s, files: [...s.files, { path: `${D}/agent/new.md` }], layers: [...s.layers, md('new')] }), isSameList: false },
    { name: 'a file removed', change: (s) => ({ ...s, files: s.files.filter((f) => f.path !== `${D}/agent/b.md`), layers: s.layers.filter((l) => l.path !== `${D}/agent/b.md`) }), isSameList: false },
    { name: 'a file removed from the scenario only', change: (s) => ({ ...s, files: s.files.filter((f) => f.path !== X) }), isSameList: false },
    { name: 'the files in another order', change: (s) => ({ ...s, files: [...s.files].reverse() }), isSameList: false },
    { name: 'a layer skipped', change: (s) => ({ ...s, layers: s.layers.map((l) => (l.path === `${D}/agent/__proto__.md` ? { ...l, status: 'skipped', reason: 'disabled' } : l)) }), isSameList: false },
    { name: 'a layer relabelled', change: (s) => ({ ...s, layers: s.layers.map((l) => (l.source === 'project' ? { ...l, label: 'project (renamed)' } : l)) }), isSameList: false },
    { name: "a skipped layer's reason", change: (s) => ({ ...s, layers: s.layers.map((l) => (l.source === 'managed' ? { ...l, reason: 'gone' } : l)) }), isSameList: false },
    { name: 'a config dir moved', change: (s) => ({ ...s, layers: s.layers.map((l) => (l.path === `${D}/agent/constructor.md` ? { ...l, configDir: '/opt/af' } : l)) }), isSameList: false },
    { name: 'a source changed', change: (s) => ({ ...s, layers: s.layers.map((l) => (l.path === G ? { ...l, source: 'config-env' } : l)) }), isSameList: false },
    { name: 'an entry turns remote', change: (s) => ({ ...s, files: s.files.map((f) => (f.path === X ? { path: X, kind: 'remote' as const } : f)) }), isSameList: false },
    { name: 'home moved', change: (s) => ({ ...s, context: { home: '/home/other', worktree: s.context.worktree } }), isSameList: false },
    { name: 'worktree moved', change: (s) => ({ ...s, context: { home: s.context.home, worktree: '/home/user' } }), isSameList: false },
    { name: 'a problem added', change: (s) => ({ ...s, diagnostics: [...s.diagnostics, { code: 'y', severity: 'warning', message: 'w', path: `${D}/agent/__proto__.md` }] }), isSameList: false },
    { name: 'a problem on a Windows spelling', change: (s) => ({ ...s, diagnostics: [...s.diagnostics, { code: 'y', severity: 'error', message: 'w', path: 'c:\\Users\\me\\agentforge.json' }] }), isSameList: false },
    { name: 'every problem gone', change: (s) => ({ ...s, diagnostics: [] }), isSameList: false },
    { name: 'a problem with no path or an info', change: (s) => ({ ...s, diagnostics: [...s.diagnostics, { code: 'z', severity: 'error', message: 'no path' }, { code: 'i', severity: 'info', message: 'i', path: P }] }), isSameList: true },
  ];
  it.each(steps)('$name: equal to a fresh toTabs, the same list only when nothing shown changed', ({ change, isSameList }) => {
    const memo = createTabsMemo();
    const first = memo(base.files, base.layers, base.diagnostics, base.context);
    expect(first).toEqual(toTabs(base.files, base.layers, base.diagnostics, base.context));
    const next = change(copy(base));
    const tabs = memo(next.files, next.layers, next.diagnostics, next.context);
    expect(tabs).toEqual(toTabs(next.files, next.layers, next.diagnostics, next.context));
    expect(tabs === first).toBe(isSameList);
    // And back: the memo follows the inputs both ways.
    const back = copy(base);
    expect(memo(back.files, back.layers, back.diagnostics, back.context)).toEqual(first);
  });
  it('keeps the tabs whose counts did not change when a problem is added', () => {
    const memo = createTabsMemo();
    const first = memo(base.files, base.layers, base.diagnostics, base.context);
    const next = memo(base.files, base.layers, [...base.diagnostics, { code: 'y', severity: 'warning', message: 'w', path: X }], base.context);
    const changed = next.filter((t, i) => t !== first[i]).map((t) => [t.path, t.errors, t.warnings]);
    expect(changed).toEqual([[X, 0, 1]]);
  });
  it('follows problem counts through a run of changes, a file spelled twice included', () => {
    const memo = createTabsMemo();
    const files = [...base.files, { path: 'c:/Users/me/agentforge.json' }];
    const problem = (path: string, severity: 'error' | 'warning' = 'error'): Diagnostic => ({ code: 'p', severity, message: 'm', path });
    const runs: Diagnostic[][] = [
      [],
      [problem(P)],
      [problem(P), problem(P, 'warning'), problem(`${D}/agent/a.md`)],
      [problem(`${D}/agent/a.md`)],
      [problem('C:\\Users\\me\\agentforge.json', 'warning')],
      [problem('/nowhere/at/all.json')],
      [],
      [problem(X), problem(X), problem(`${D}/agent/<img src=x>.md`, 'warning')],
    ];
    for (const diagnostics of runs) expect(memo(files, base.layers, diagnostics, base.context)).toEqual(toTabs(files, base.layers, diagnostics, base.context));
  });
  it('follows a run of 5,000 agent files through a keystroke, a rename and a removal', () => {
    const paths = Array.from({ length: 5_000 }, (_, i) => `${D}/agent/a${i}.md`);
    const make = (ps: string[]): Step => ({ files: [{ path: P }, ...ps.map((path) => ({ path }))], layers: [{ path: P, label: 'project', status: 'read', reason: 'found', source: 'project' }, ...ps.map((p) => ({ path: p, label: p, status: 'read' as const, reason: 'md', source: 'agent-md', configDir: D }))], diagnostics: [], context: ctx });
    const memo = createTabsMemo();
    const runs = [make(paths), make([...paths]), make(paths.map((p, i) => (i === 7 ? `${D}/agent/renamed.md` : p))), make(paths.slice(1))];
    for (const s of runs) expect(memo(s.files, s.layers, s.diagnostics, s.context)).toEqual(toTabs(s.files, s.layers, s.diagnostics, s.context));
  });
});

describe('createTabEntriesMemo', () => {
  const files = [{ path: X }, { path: P }];
  const remote = { 'https://team.example.com/.well-known/agentforge': {} };
  const layers: TabLayer[] = [{ path: 'https://other.example.com/.well-known/agentforge', label: 'remote', status: 'read', reason: 'found', source: 'remote' }];
  type Input = Parameters<typeof toTabEntries>;
  const runs: { name: string; input: Input; isSame: boolean }[] = [
    { name: 'the same paths in new objects (a keystroke)', input: [files.map((f) => ({ ...f })), remote, layers, undefined], isSame: true },
    { name: 'a file renamed', input: [[{ path: X }, { path: `${P}c` }], remote, layers, undefined], isSame: false },
    { name: 'a file added', input: [[...files, { path: '/x/agentforge.json' }], remote, layers, undefined], isSame: false },
    { name: 'the files reordered', input: [[...files].reverse(), remote, layers, undefined], isSame: false },
    { name: 'a remote body removed', input: [files, {}, layers, undefined], isSame: false },
    { name: 'a remote layer no longer read', input: [files, remote, [{ ...layers[0]!, status: 'skipped' }], undefined], isSame: false },
    { name: 'an account config added', input: [files, remote, layers, { text: '{}', url: 'https://acct.example.com/org' }], isSame: false },
    { name: 'no files at all', input: [[], undefined, [], undefined], isSame: false },
  ];
  it.each(runs)('$name: equal to toTabEntries, the last list only when every entry reads as before', ({ input, isSame }) => {
    const memo = createTabEntriesMemo();
    const first = memo(files, remote, layers, undefined);
    expect(first).toEqual(toTabEntries(files, remote, layers, undefined));
    const next = memo(...input);
    expect(next).toEqual(toTabEntries(...input));
    expect(next === first).toBe(isSame);
    expect(memo(files, remote, layers, undefined)).toEqual(first);
  });
});
