import fc from 'fast-check';
import { visit } from 'jsonc-parser';
import { describe, expect, it } from 'vitest';
import { fuzzRuns } from '../../fuzz/fuzz-runs.ts';
import { visitJsonc } from './visit-jsonc.ts';

/** Every call a visit makes, in order, with its arguments: what jsonc-parser's recursive `visit` and ours must agree on. */
function eventsOf(walk: (events: unknown[]) => void): unknown[] {
  const events: unknown[] = [];
  walk(events);
  return events;
}

function reference(text: string): unknown[] {
  return eventsOf((events) =>
    visit(
      text,
      {
        onObjectBegin: (offset) => void events.push(['{', offset]),
        onObjectEnd: () => void events.push('}'),
        onArrayBegin: (offset) => void events.push(['[', offset]),
        onArrayEnd: () => void events.push(']'),
        onObjectProperty: (p, offset, length) => void events.push(['key', p, offset, length]),
        onLiteralValue: (v, offset, length) => void events.push(['value', v, offset, length]),
        onError: (e, offset, length, line, character) => void events.push(['error', e, offset, length, line, character]),
      },
      { allowTrailingComma: true, disallowComments: false },
    ),
  );
}

function ours(text: string): unknown[] {
  return eventsOf((events) =>
    visitJsonc(text, {
      onObjectBegin: (offset) => void events.push(['{', offset]),
      onObjectEnd: () => void events.push('}'),
      onArrayBegin: (offset) => void events.push(['[', offset]),
      onArrayEnd: () => void events.push(']'),
      onObjectProperty: (p, offset, length) => void events.push(['key', p, offset, length]),
      onLiteralValue: (v, offset, length) => void events.push(['value', v, offset, length]),
      onError: (e, offset, length, line, character) => void events.push(['error', e, offset, length, line, character]),
    }),
  );
}

/** Tokens (good and broken) a JSONC text is made of. */
const PIECES: readonly string[] = ['{', '}', '[', ']', ',', ':', '"a"', '"b"', '"\\u12"', '"\\q"', '"open', '1', '-', '1e', '0x1', '1.5', 'true', 'nul', 'null', 'false', '//c\n', '/* x', '/*y*/', ' ', '\n', '\r\n', 'x', "'", '\u0000', '\ud800', '"__proto__"'];

describe('visitJsonc walks as jsonc-parser visits', () => {
  it.each(['', ' ', '{}', '[]', '{"a": 1,}', '[1,]', '{,}', '[,]', '{"a" 1}', '{"a":}', '{"a": 1 "b": 2}', '[1 2]', '{"a": [}', '[{]', '{]', '[}', '1 2', '{"a": 1}}', '/* open', '"x', '{"a": -}', '{"a": 0x}', '[1,,2]', '{"a":1,,"b":2}', '{1: 2}', '{"a": {"b": [1, {"c": null}]}}'])('%j', (text) => {
    expect(ours(text)).toEqual(reference(text));
  });
  it('on random token soup (errors, positions and values alike)', () => {
    const text = fc.array(fc.oneof(fc.constantFrom(...PIECES), fc.string({ maxLength: 3 })), { maxLength: 40 }).map((parts) => parts.join(''));
    fc.assert(
      fc.property(text, (t) => {
        expect(ours(t)).toEqual(reference(t));
      }),
      { numRuns: fuzzRuns(3000) },
    );
  });
  it('walks 100,000 levels without recursion', () => {
    const depth = 100_000;
    let opens = 0;
    let errors = 0;
    const text = `${'[{"k":'.repeat(depth)}1${'}]'.repeat(depth)}`;
    visitJsonc(text, { onObjectBegin: () => opens++, onObjectEnd: () => {}, onArrayBegin: () => opens++, onArrayEnd: () => {}, onObjectProperty: () => {}, onLiteralValue: () => {}, onError: () => errors++ });
    expect([opens, errors]).toEqual([2 * depth, 0]);
  });
});
