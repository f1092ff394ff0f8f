import { describe, expect, it } from 'vitest';
import { STAGE_LABELS, toStageKind } from './to-stage.ts';

describe('toStageKind', () => {
  it.each([
    ['deny', true, false, 'hidden'],
    ['allow', true, false, 'hidden'],
    ['deny', false, false, 'denied-at-execute'],
    ['ask', false, false, 'asks'],
    ['ask', false, true, 'default-ask'],
    ['allow', false, false, 'allowed'],
  ] as const)('%s hidden=%s default=%s -> %s', (action, hidden, isDefault, kind) => {
    expect(toStageKind(action, hidden, isDefault)).toBe(kind);
  });
});

describe('STAGE_LABELS', () => {
  it('uses the screen words exactly', () => {
    expect(STAGE_LABELS).toEqual({
      hidden: 'Hidden from the model',
      'denied-at-execute': 'Denied at execute',
      asks: 'Asks',
      allowed: 'Allowed',
      'default-ask': 'Default ask',
    });
  });
  it('never makes hidden look like denied', () => {
    expect(STAGE_LABELS.hidden).not.toMatch(/denied/i);
  });
});
