import { describe, expect, it } from 'vitest';
import { STAGE_KINDS } from '../permission/stage.ts';
import { STAGE_HINTS, STAGE_LABELS, STAGE_WORDS } from './words.ts';

describe('stage words', () => {
  it('labels use the screen words exactly', () => {
    expect(STAGE_LABELS).toEqual({
      hidden: 'Hidden from the model',
      'denied-at-execute': 'Denied at execute',
      asks: 'Asks',
      allowed: 'Allowed',
      'default-ask': 'Default ask',
    });
  });
  it('the CLI words are the four stages, lowercase', () => {
    expect(STAGE_WORDS).toEqual({ hidden: 'hidden from the model', 'denied-at-execute': 'denied at execute', asks: 'asks', allowed: 'allowed' });
  });
  it('never makes hidden look like denied', () => expect(STAGE_LABELS.hidden).not.toMatch(/denied/i));
  it('every stage kind has a hint', () => expect(STAGE_KINDS.every((k) => STAGE_HINTS[k].length > 0)).toBe(true));
});
