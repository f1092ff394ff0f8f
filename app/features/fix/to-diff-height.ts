/** The diff editor's height: its content's (once measured), else a guess from the line count; never under 3 lines nor over 20. */

const LINE_PX = 19;
const MIN_PX = 3 * LINE_PX;
const MAX_PX = 20 * LINE_PX;

/** The height in px for a diff preview: the measured content height when known, else the new text's lines (folding keeps fewer). */
export function toDiffHeight(contentHeight: number | null, after: string): number {
  const wanted = contentHeight !== null && Number.isFinite(contentHeight) && contentHeight > 0 ? contentHeight : (after.split('\n').length + 1) * LINE_PX;
  return Math.round(Math.min(MAX_PX, Math.max(MIN_PX, wanted)));
}
