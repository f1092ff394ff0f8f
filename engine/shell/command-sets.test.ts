import { describe, expect, it } from 'vitest';
import { CD_LIKE_COMMANDS, FILE_COMMANDS, isCdLike, isFileCommand } from './command-sets.ts';

describe('command sets', () => {
  it('lists the six cd-like names, all of which are file commands', () => {
    expect([...CD_LIKE_COMMANDS]).toEqual(['cd', 'chdir', 'popd', 'pushd', 'push-location', 'set-location']);
    for (const name of CD_LIKE_COMMANDS) expect(FILE_COMMANDS.has(name)).toBe(true);
  });

  it('checks paths of exactly the reference file commands', () => {
    expect(FILE_COMMANDS.size).toBe(6 + 8 + 8);
    for (const name of ['rm', 'cp', 'mv', 'mkdir', 'touch', 'chmod', 'chown', 'cat', 'remove-item', 'get-content']) expect(isFileCommand(name)).toBe(true);
    for (const name of ['ls', 'grep', 'head', 'tail', 'rmdir', 'ln', 'source', 'tee', 'find', 'sudo', '/bin/rm', '\\rm', 'RM']) expect(isFileCommand(name)).toBe(false);
  });

  it('compares case-sensitively', () => {
    expect(isCdLike('cd')).toBe(true);
    expect(isCdLike('CD')).toBe(false);
    expect(isCdLike('builtin')).toBe(false);
  });
});
