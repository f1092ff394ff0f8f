import { describe, expect, it } from 'vitest';
import { executeStage, stageOf, STAGE_KINDS } from './stage.ts';

describe('stageOf', () => {
  it.each([
    ['deny', true, false, 'hidden'],
    ['allow', true, false, 'hidden'],
    ['ask', true, true, 'hidden'],
    ['deny', false, false, 'denied-at-execute'],
    ['deny', false, true, 'denied-at-execute'],
    ['ask', false, false, 'asks'],
    ['ask', false, true, 'default-ask'],
    ['allow', false, false, 'allowed'],
  ] as const)('%s hidden=%s default=%s -> %s', (action, hidden, isDefault, kind) => {
    expect(stageOf(action, hidden, isDefault)).toBe(kind);
  });
  it('never gives the default ask without isDefault', () => expect(stageOf('ask', false)).toBe('asks'));
});

describe('executeStage', () => {
  it.each(STAGE_KINDS.map((k) => [k, k === 'default-ask' ? 'asks' : k]))('%s -> %s', (kind, stage) => expect(executeStage(kind)).toBe(stage));
});
