import { describe, expect, it } from 'vitest';
import { ENV_TAB } from '../../store/view-slice.ts';
import { toActiveTab, toNextTab, toTabs, type TabLayer } from './to-tabs.ts';

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
