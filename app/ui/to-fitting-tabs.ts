/**
 * Which tabs stay in the tab row when the row is `available` px wide: all of them when they fit;
 * otherwise the first ones that fit beside the "More" button, and the active tab always (it takes
 * the place of the last ones that fit when it would have overflowed). Indexes come back in order.
 */
export function toFittingTabs(widths: readonly number[], available: number, moreWidth: number, gap: number, active: number): number[] {
  const all = widths.map((_, i) => i);
  const total = widths.reduce((sum, w) => sum + Math.max(0, w), 0) + gap * Math.max(0, widths.length - 1);
  if (!(available > 0) || total <= available) return all;
  const room = available - moreWidth - gap;
  const kept: number[] = [];
  let used = 0;
  for (const i of all) {
    const w = Math.max(0, widths[i] ?? 0) + (kept.length > 0 ? gap : 0);
    if (used + w > room) break;
    kept.push(i);
    used += w;
  }
  if (active < 0 || active >= widths.length || kept.includes(active)) return kept.length > 0 ? kept : [active >= 0 && active < widths.length ? active : 0];
  const activeWidth = Math.max(0, widths[active] ?? 0);
  while (kept.length > 0 && used + gap + activeWidth > room) {
    const dropped = kept.pop()!;
    used -= Math.max(0, widths[dropped] ?? 0) + (kept.length > 0 ? gap : 0);
  }
  return [...kept, active].sort((a, b) => a - b);
}
