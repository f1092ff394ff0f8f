import { describe, expect, it } from 'vitest';
import { ENV_TAB } from '../../store/slices/view-slice.ts';
import { toActiveTab, toNextTab, toTabEntries, toTabs, type TabLayer } from './to-tabs.ts';

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
