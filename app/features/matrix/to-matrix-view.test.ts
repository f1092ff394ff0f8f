import { describe, expect, it } from 'vitest';
import type { MatrixCell } from '../../../engine/index.ts';
import { toCellText, toCellTitle, toShownNote } from './to-matrix-view.ts';

const cell = (over: Partial<MatrixCell>): MatrixCell => ({ tool: 'bash', permission: 'bash', status: 'allowed', hiddenBy: null, someInputs: [], rule: null, ...over });

describe('matrix cell words', () => {
  it.each([
    [cell({}), 'Allowed', 'no rule for bash: default ask'],
    [cell({ someInputs: ['ask', 'deny'] }), 'Allowed; asks for some inputs; denied for some inputs', 'no rule for bash: default ask'],
    [cell({ status: 'hidden', hiddenBy: 'request' }), 'Hidden', 'this request sets tools.bash = false'],
    [cell({ status: 'hidden', hiddenBy: 'rule', rule: { index: 3, rule: { permission: 'bash', pattern: '*', action: 'deny' } } }), 'Hidden', 'the last rule for bash denies "*": #3 bash "*" deny from the given ruleset'],
  ])('%#', (c, text, title) => {
    expect(toCellText(c)).toBe(text);
    expect(toCellTitle(c)).toBe(title);
  });
});

describe('the note under a capped grid', () => {
  it.each([
    [200, 200, null],
    [0, 0, null],
    [200, 20000, 'Showing the first 200 of 20000 agents.'],
    [1, 2, 'Showing the first 1 of 2 agents.'],
  ])('%i of %i', (shown, total, note) => expect(toShownNote(shown, total, 'agents')).toBe(note));
});
