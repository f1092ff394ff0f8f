import { describe, expect, it } from 'vitest';
import type { Stage } from '../permission/stage.ts';
import { ASK_MESSAGES } from '../permission/ask-flow.ts';
import { applyEveryRunMode, applyRunMode, isRunMode, RUN_MODES } from './run-mode.ts';

describe('applyRunMode (§12)', () => {
  it.each([
    ['asks', 'interactive', 'asks', 'ask', null],
    ['asks', 'run', 'rejected', 'deny', ASK_MESSAGES.rejected],
    ['asks', 'auto', 'allowed-once', 'allow', null],
    ['denied-at-execute', 'interactive', 'denied', 'deny', 'D'],
    ['denied-at-execute', 'run', 'denied', 'deny', 'D'],
    ['denied-at-execute', 'auto', 'denied', 'deny', 'D'],
    ['hidden', 'auto', 'hidden', 'deny', null],
    ['hidden', 'run', 'hidden', 'deny', null],
    ['allowed', 'run', 'allowed', 'allow', null],
    ['allowed', 'auto', 'allowed', 'allow', null],
  ] as const)('%s in %s -> %s (%s)', (stage, mode, kind, action, message) => {
    const o = applyRunMode(stage, mode, 'D');
    expect([o.kind, o.action, o.modelMessage]).toEqual([kind, action, message]);
    expect(o.isChanged).toBe(stage === 'asks' && mode !== 'interactive');
  });

  it('says explicit denies still apply in --auto', () => {
    expect(applyRunMode('denied-at-execute', 'auto').text).toMatch(/explicit denies still apply/);
  });

  it('gives one outcome per mode, in the switch order', () => {
    const stages: Stage[] = ['hidden', 'denied-at-execute', 'asks', 'allowed'];
    for (const s of stages) expect(applyEveryRunMode(s).map((o) => o.mode)).toEqual(RUN_MODES.map((m) => m.mode));
  });

  it.each([['interactive', true], ['run', true], ['auto', true], ['yolo', false], ['', false], [null, false], [{}, false], ['__proto__', false]] as const)('isRunMode(%j) = %s', (v, ok) => {
    expect(isRunMode(v)).toBe(ok);
  });
});
