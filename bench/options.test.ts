import { describe, expect, it } from 'vitest';
import { parseBenchArgs, type BenchOptions } from './options.ts';

const SECTIONS = ['matching', 'analyze', 'browser', 'browser-keys'];
const DEFAULTS: BenchOptions = { isJson: false, isMarkdown: false, isQuick: false, hasBrowser: true, isStrict: false, only: null, busy: 'off' };

describe('parseBenchArgs', () => {
  const cases: readonly { readonly argv: readonly string[]; readonly want: Partial<BenchOptions>; readonly errors?: number }[] = [
    { argv: [], want: {} },
    { argv: ['--json'], want: { isJson: true } },
    { argv: ['--markdown', '--quick', '--strict'], want: { isMarkdown: true, isQuick: true, isStrict: true } },
    { argv: ['--no-browser'], want: { hasBrowser: false } },
    { argv: ['--busy'], want: { busy: 'on' } },
    { argv: ['--busy=on'], want: { busy: 'on' } },
    { argv: ['--busy=both'], want: { busy: 'both' } },
    { argv: ['--busy=both', '--busy=off'], want: { busy: 'off' } },
    { argv: ['--only=analyze,browser-keys'], want: { only: ['analyze', 'browser-keys'] } },
    { argv: ['--only= analyze , matching ,'], want: { only: ['analyze', 'matching'] } },
    { argv: ['--busy=constructor'], want: {}, errors: 1 },
    { argv: ['--busy=both', '--json', '--only=browser'], want: { busy: 'both', isJson: true, only: ['browser'] } },
    // Hostile and mistyped arguments: reported, never thrown, the rest still read.
    { argv: ['--busy=yes'], want: {}, errors: 1 },
    { argv: ['--busy='], want: {}, errors: 1 },
    { argv: ['--only=analyse'], want: {}, errors: 1 },
    { argv: ['--only='], want: {}, errors: 1 },
    { argv: ['--only'], want: {}, errors: 1 },
    { argv: ['--json=1'], want: {}, errors: 1 },
    { argv: ['--no-browser=false'], want: {}, errors: 1 },
    { argv: ['busy', '-busy', '--Busy', ''], want: {}, errors: 4 },
    { argv: ['--only=__proto__'], want: {}, errors: 1 },
    { argv: ['--busy=__proto__', '--json'], want: { isJson: true }, errors: 1 },
    { argv: ['--toString'], want: {}, errors: 1 },
    { argv: ['--quick', '--frobnicate', '--busy'], want: { isQuick: true, busy: 'on' }, errors: 1 },
  ];
  it.each(cases)('$argv', ({ argv, want, errors = 0 }) => {
    const parsed = parseBenchArgs(argv, SECTIONS);
    expect(parsed.options).toEqual({ ...DEFAULTS, ...want });
    expect(parsed.errors).toHaveLength(errors);
  });

  it('names the bad argument in its message', () => {
    expect(parseBenchArgs(['--busy=yes'], SECTIONS).errors[0]).toContain('--busy=yes');
    expect(parseBenchArgs(['--only=analyse'], SECTIONS).errors[0]).toContain('analyse');
  });
});
