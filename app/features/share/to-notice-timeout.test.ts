import { describe, expect, it } from 'vitest';
import { toNoticeTimeout } from './to-notice-timeout.ts';

const words = (n: number) => Array.from({ length: n }, () => 'word').join(' ');
const run = () => {};

describe('toNoticeTimeout', () => {
  it.each([
    ['a short note stays 6 s', { kind: 'info' as const, text: 'Saved.' }, 6000],
    ['a longer note stays long enough to read', { kind: 'info' as const, text: words(30) }, 11_000],
    ['a note with an action gets more time', { kind: 'info' as const, text: 'Opened.', action: { label: 'Undo', run } }, 10_000],
    ['an error gets more time', { kind: 'error' as const, text: 'Bad link.' }, 10_000],
    ['a very long text is capped at 20 s', { kind: 'error' as const, text: words(500), action: { label: 'x', run } }, 20_000],
    ['empty text', { kind: 'info' as const, text: '   ' }, 6000],
  ])('%s', (_, notice, ms) => {
    expect(toNoticeTimeout(notice)).toBe(ms);
  });
});
