import { describe, expect, it } from 'vitest';
import { toAbsolutePath, toDisplayPath } from './to-display-path.ts';

const ctx = { home: '/home/user', worktree: '/home/user/project' };

describe('toDisplayPath', () => {
  it.each([
    ['/home/user/.config/agentforge/agentforge.jsonc', '~/.config/agentforge/agentforge.jsonc'],
    ['/home/user/project/agentforge.json', 'agentforge.json'],
    ['/home/user/project/.agentforge/agent/review.md', '.agentforge/agent/review.md'],
    ['/etc/agentforge/agentforge.json', '/etc/agentforge/agentforge.json'],
    ['/home/user', '~'],
    ['/home/username/x.json', '/home/username/x.json'],
    ['/home/user/projectile/a.json', '~/projectile/a.json'],
    ['/home/user/project/<script>alert(1)</script>.json', '<script>alert(1)</script>.json'],
  ])('%s → %s', (path, shown) => {
    expect(toDisplayPath(path, ctx)).toBe(shown);
  });

  it('does not strip the root when the worktree is /', () => {
    expect(toDisplayPath('/etc/agentforge/agentforge.json', { home: '/root', worktree: '/' })).toBe('/etc/agentforge/agentforge.json');
  });

  it('handles windows paths and trailing slashes', () => {
    expect(toDisplayPath('C:\\Users\\me\\proj\\agentforge.json', { home: '/C:/Users/me/', worktree: '/C:/Users/me/proj/' })).toBe('agentforge.json');
  });

  it.each([
    ['C:\\Users\\me\\project\\.agentforge\\agent\\x.md', '.agentforge\\agent\\x.md'],
    ['C:\\Users\\me\\.agentforge\\agentforge.json', '~\\.agentforge\\agentforge.json'],
    ['c:\\Users\\me\\project\\agentforge.json', 'agentforge.json'],
    ['C:\\ProgramData\\agentforge\\agentforge.json', 'C:\\ProgramData\\agentforge\\agentforge.json'],
    ['C:/Users/me/project/src/agentforge.json', 'src/agentforge.json'],
  ])('a Windows path keeps its separators: %s → %s', (path, shown) => {
    expect(toDisplayPath(path, { home: 'C:\\Users\\me', worktree: 'C:\\Users\\me\\project' })).toBe(shown);
  });

  it('keeps a very long path intact', () => {
    const long = `/opt/${'a/'.repeat(5000)}agentforge.json`;
    expect(toDisplayPath(long, ctx)).toBe(long);
  });
});

describe('toAbsolutePath', () => {
  it.each([
    ['~/.agentforge/agentforge.json', '/home/user/.agentforge/agentforge.json'],
    ['agentforge.jsonc', '/home/user/project/agentforge.jsonc'],
    ['  /etc/agentforge/agentforge.json ', '/etc/agentforge/agentforge.json'],
    ['~', '/home/user'],
  ])('%s → %s', (typed, abs) => {
    expect(toAbsolutePath(typed, ctx)).toBe(abs);
  });

  it.each([
    ['~/.agentforge/agentforge.json', 'C:\\Users\\me\\.agentforge\\agentforge.json'],
    ['.agentforge/agent/x.md', 'C:\\Users\\me\\project\\.agentforge\\agent\\x.md'],
  ])('on Windows %s → %s', (typed, abs) => {
    expect(toAbsolutePath(typed, { home: 'C:\\Users\\me\\', worktree: 'C:\\Users\\me\\project' })).toBe(abs);
  });
});
