import { describe, expect, it } from 'vitest';
import type { CallStatus } from './call-play.ts';
import { callStage } from './call-stage.ts';

describe('callStage', () => {
  it.each<[CallStatus, string | null]>([
    [{ kind: 'hidden' }, 'hidden'],
    [{ kind: 'allowed' }, 'allowed'],
    [{ kind: 'waiting', requestIndex: 0 }, 'asks'],
    [{ kind: 'failed', requestIndex: 0, error: { tag: 'PermissionDeniedError', message: 'x' } as never }, 'denied-at-execute'],
    [{ kind: 'failed', requestIndex: 0, error: { tag: 'PermissionRejectedError', message: 'x' } as never }, 'asks'],
    [{ kind: 'error', error: { name: 'E', message: 'x' } }, null],
  ])('%j -> %s', (status, stage) => expect(callStage(status)).toBe(stage));
});
