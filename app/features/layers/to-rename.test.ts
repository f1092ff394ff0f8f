import { describe, expect, it } from 'vitest';
import { checkRename } from './to-rename.ts';

const ctx = { home: '/home/user', worktree: '/home/user/project' };
const files = [{ path: '/home/user/project/agentforge.json' }, { path: '/home/user/project/agentforge.jsonc' }];
const from = '/home/user/project/agentforge.json';

describe('checkRename', () => {
  it.each([
    ['.agentforge/agentforge.json', { isOk: true, path: '/home/user/project/.agentforge/agentforge.json' }],
    ['~/.config/agentforge/config.json', { isOk: true, path: '/home/user/.config/agentforge/config.json' }],
    ['/etc/agentforge/agentforge.json', { isOk: true, path: '/etc/agentforge/agentforge.json' }],
    ['', { isOk: false, error: 'Type a path.' }],
    ['agentforge.json', { isOk: false, error: 'That is already its path.' }],
    ['agentforge.jsonc', { isOk: false, error: 'Another layer already has that path.' }],
    ['sub/', { isOk: false, error: 'The path must name a file.' }],
    ['sub/..', { isOk: false, error: 'The path must name a file.' }],
  ])('%j', (typed, result) => {
    expect(checkRename(typed, from, files, ctx)).toEqual(result);
  });
  it('accepts hostile but valid names as text', () => {
    expect(checkRename('<script>alert(1)</script>.json', from, files, ctx)).toEqual({ isOk: true, path: '/home/user/project/<script>alert(1)</script>.json' });
  });
});
