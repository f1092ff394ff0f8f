import { describe, expect, it } from 'vitest';
import { RUN_MODES, type StageKind } from '../../../engine/index.ts';
import { toStageHint } from './to-stage-hint.ts';

const KINDS: readonly StageKind[] = ['hidden', 'denied-at-execute', 'asks', 'default-ask', 'allowed'];

describe('toStageHint', () => {
  it.each([
    ['asks', 'interactive', 'work continues after the answer'],
    ['asks', 'run', 'rejects the call'],
    ['default-ask', 'run', 'rejects the call'],
    ['asks', 'auto', 'allowed once'],
    ['denied-at-execute', 'auto', 'the reason goes back to the model'],
    ['allowed', 'run', 'runs without asking'],
  ] as const)('%s in %s says %s', (kind, mode, words) => expect(toStageHint(kind, mode)).toContain(words));

  // The words never contradict the mode: outside the interactive mode nobody answers, so no hint promises an answer.
  it.each(KINDS.flatMap((k) => RUN_MODES.filter((m) => m.mode !== 'interactive').map((m) => [k, m.mode] as const)))('%s in %s promises no answer', (kind, mode) => {
    expect(toStageHint(kind, mode)).not.toMatch(/after the answer|the user is asked|falls back to ask/);
  });
});
