import { describe, expect, it } from 'vitest';
import { isColorWanted, paintVerdicts } from './color.ts';

describe('colour', () => {
  it.each([
    [true, {}, true],
    [false, {}, false],
    [true, { NO_COLOR: '1' }, false],
    [true, { NO_COLOR: '' }, true],
    [true, { TERM: 'dumb' }, false],
  ] as const)('TTY %s with %j: %s', (isTty, env, wanted) => {
    expect(isColorWanted(isTty, env)).toBe(wanted);
  });

  it('paints the verdict that starts a line, and nothing inside a line', () => {
    expect(paintVerdicts('deny  edit "x"  <- ask me')).toBe('\u001b[31mdeny\u001b[0m  edit "x"  <- ask me');
    expect(paintVerdicts('    ask   "ls"')).toBe('    \u001b[33mask\u001b[0m   "ls"');
    expect(paintVerdicts('{ "deny": 1 }\nasked')).toBe('{ "deny": 1 }\nasked');
  });
});
