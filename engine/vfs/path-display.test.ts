import { describe, expect, it } from 'vitest';
import { createPathDisplay, toEnginePath } from './path-display.ts';

describe('toEnginePath', () => {
  it.each([
    ['C:\\Users\\me\\project\\agentforge.json', '/C:/Users/me/project/agentforge.json'],
    ['c:/Users/me/project', '/C:/Users/me/project'],
    ['C:/Users\\me/project\\', '/C:/Users/me/project'],
    ['/c:/Users/me', '/C:/Users/me'],
    ['/C:/Users/me', '/C:/Users/me'],
    ['C:\\', '/C:'],
    ['/home/me/project/', '/home/me/project'],
    ['/a:b/x', '/a:b/x'],
  ])('%s → %s', (typed, engine) => expect(toEnginePath(typed)).toBe(engine));
  it('is idempotent', () => {
    for (const p of ['C:\\x\\y', '/c:/x', '/home/me', 'rel\\x']) expect(toEnginePath(toEnginePath(p))).toBe(toEnginePath(p));
  });
});

describe('createPathDisplay', () => {
  const d = createPathDisplay(['C:\\Users\\me\\project', 'c:/Users/me/project/agentforge.json', 'C:\\Users\\me'], true);
  it.each([
    ['/C:/Users/me/project/agentforge.json', 'c:/Users/me/project/agentforge.json'],
    ['/C:/Users/me/project', 'C:\\Users\\me\\project'],
    ['/C:/Users/me/project/.agentforge/agent/x.md', 'C:\\Users\\me\\project\\.agentforge\\agent\\x.md'],
    ['/C:/ProgramData/agentforge/agentforge.json', 'C:\\ProgramData\\agentforge\\agentforge.json'],
    ['/C:', 'C:\\'],
    ['/etc/agentforge/agentforge.json', '/etc/agentforge/agentforge.json'],
    ['env:AGENTFORGE_PERMISSION', 'env:AGENTFORGE_PERMISSION'],
  ])('path %s → %s', (engine, shown) => expect(d.path(engine)).toBe(shown));
  it.each([
    ['ConfigJsonError in /C:/Users/me/project/agentforge.json: the whole config load fails.', 'ConfigJsonError in c:/Users/me/project/agentforge.json: the whole config load fails.'],
    ['project /C:/Users/me/project/src/agentforge.json', 'project C:\\Users\\me\\project\\src\\agentforge.json'],
    ['(/C:/x/y.txt) and "/C:/z"', '(C:\\x\\y.txt) and "C:\\z"'],
    ['file:///C:/Users/me/plugin.ts stays a URL', 'file:///C:/Users/me/plugin.ts stays a URL'],
    ['/home/me/x and a/C:/b', '/home/me/x and a/C:/b'],
    ['', ''],
  ])('text %j', (text, shown) => expect(d.text(text)).toBe(shown));
  it('is the identity off Windows when every path is typed in engine form', () => {
    const posix = createPathDisplay(['/home/me', '/home/me/project/agentforge.json'], false);
    expect(posix.isIdentity).toBe(true);
    expect(posix.path('/C:/x')).toBe('/C:/x');
    expect(createPathDisplay(['C:\\p\\agentforge.json'], false).path('/C:/p/agentforge.json')).toBe('C:\\p\\agentforge.json');
  });
  it('survives hostile text quickly', () => {
    const long = `/C:/${'a'.repeat(100_000)} ${'/C:'.repeat(10_000)}`;
    expect(d.text(long).startsWith('C:\\aaa')).toBe(true);
  });
});
