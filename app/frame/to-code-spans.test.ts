import { describe, expect, it } from 'vitest';
import { toCodeSpans } from './to-code-spans.ts';

const show = (text: string) => toCodeSpans(text).map((s) => (s.isCode ? `[${s.text}]` : s.text)).join('|');

describe('toCodeSpans', () => {
  it.each([
    ['plain text', 'plain text'],
    ['`*` is not a glob star', '[*]| is not a glob star'],
    ['so `src/*` covers every depth. `**` is two stars', 'so |[src/*]| covers every depth. |[**]| is two stars'],
    ['ends in code `ls *`', 'ends in code |[ls *]'],
    ['an unpaired ` stays', 'an unpaired ` stays'],
    ['three ` ticks `x` here', 'three |[ ticks ]|x` here'],
    ['empty `` pair', 'empty `` pair'],
    ['', ''],
    ['`', '`'],
  ])('%j → %j', (text, want) => {
    expect(show(text)).toBe(want);
  });

  it('keeps every character but the paired backticks', () => {
    const text = 'a `b` c `d';
    expect(toCodeSpans(text).map((s) => s.text).join('')).toBe('a b c `d');
  });
});
