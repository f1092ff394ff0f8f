import { describe, expect, it } from 'vitest';
import { toFocusReturn } from './use-focus-return.ts';

// Element stand-ins: the tests run without a DOM.
const body = { isConnected: true, focus: () => undefined } as unknown as Element;
const doc = { body };
Object.assign(body, { ownerDocument: doc });
const el = (isConnected: boolean, name: string) => ({ name, isConnected, focus: () => undefined, ownerDocument: doc }) as unknown as Element;
const button = el(true, 'button');
const gone = el(false, 'gone');
const panel = el(true, 'panel');
const notFocusable = { isConnected: true, ownerDocument: doc } as unknown as Element;

describe('toFocusReturn', () => {
  it.each([
    ['the opener while it is on the page', button, panel, button],
    ['the fallback when the opener is gone', gone, panel, panel],
    ['the fallback when nothing opened it', null, panel, panel],
    ['the fallback when the opener was <body>', body, panel, panel],
    ['nothing when both are gone', gone, null, null],
    ['nothing when the fallback is gone too', gone, el(false, 'gone too'), null],
    ['the fallback when the opener cannot take focus', notFocusable, panel, panel],
  ] as const)('%s', (_name, opener, fallback, want) => {
    expect(toFocusReturn(opener, fallback)).toBe(want);
  });
});
