/** The UTF-8 byte order mark the reference's file reads drop (Bun's text decoding), with the offset shift it leaves. */
import { composeOffsetMaps, createOffsetMap } from './offset-map.ts';
import type { OffsetMap } from './offset-map.ts';

/** U+FEFF, a UTF-8 BOM once decoded. */
export const BOM = '\uFEFF';

/** A text as the reference reads it from a file: one leading BOM removed; `shift` is 1 when one was. */
export function stripBom(text: string): { readonly text: string; readonly shift: 0 | 1 } {
  return text.startsWith(BOM) ? { text: text.slice(1), shift: 1 } : { text, shift: 0 };
}

/** Maps offsets in the BOM-less text (through `inner`, e.g. substitution) back to the text with its BOM. */
export function withBomShift(inner: OffsetMap, strippedLength: number, shift: 0 | 1): OffsetMap {
  if (shift === 0) return inner;
  const outer = createOffsetMap([{ outStart: 0, outEnd: strippedLength, inStart: shift, inEnd: strippedLength + shift, isCopy: true }]);
  return composeOffsetMaps(outer, inner);
}
