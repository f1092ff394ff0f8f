import { describe, expect, it } from 'vitest';
import { toModeOutcome } from './to-mode-outcome.ts';

describe('toModeOutcome', () => {
  it.each([
    ['asks', 'interactive', null],
    ['asks', 'run', 'Rejected'],
    ['default-ask', 'run', 'Rejected'],
    ['asks', 'auto', 'Allowed once'],
    ['default-ask', 'auto', 'Allowed once'],
    ['denied-at-execute', 'auto', 'Denied at execute'],
    ['denied-at-execute', 'run', 'Denied at execute'],
    ['hidden', 'auto', 'Hidden from the model'],
    ['allowed', 'run', 'Allowed'],
  ] as const)('%s in %s -> %s', (kind, mode, label) => {
    expect(toModeOutcome(kind, mode)?.label ?? null).toBe(label);
  });
  it('names the mode as the switch does', () => {
    expect(toModeOutcome('asks', 'auto')?.modeLabel).toBe('--auto');
    expect(toModeOutcome('asks', 'run')?.modeLabel).toBe('non-interactive run');
  });
  it('treats the default ask as an ask in every mode', () => expect(toModeOutcome('default-ask', 'auto')).toEqual(toModeOutcome('asks', 'auto')));
});
