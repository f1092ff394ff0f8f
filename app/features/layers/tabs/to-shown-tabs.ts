/** One rendered layer tab as measured: its width (px) and the group whose label goes before the group's first shown tab. */
export interface MeasuredTab {
  readonly width: number;
  readonly group: string;
}

/**
 * Which of the rendered layer tabs (indexes) stay in the strip when it has `available` px: all when they fit with
 * their group labels; otherwise the first ones that fit beside the "+N" marker (`more` px) that opens the All layers
 * menu, and the current tab always (it takes the place of the last ones). A group's label (`groupWidth`) counts
 * before the first shown tab of its group. `current` is -1 when no rendered tab is current (Environment).
 */
export function toShownTabs(tabs: readonly MeasuredTab[], groupWidth: ReadonlyMap<string, number>, available: number, more: number, gap: number, current: number): number[] {
  const all = tabs.map((_, i) => i);
  const size = (n: number) => (Number.isFinite(n) && n > 0 ? n : 0);
  const label = (group: string) => size(groupWidth.get(group) ?? 0) + gap;
  const widthOf = (kept: readonly number[]) =>
    kept.reduce((sum, i, k) => sum + size(tabs[i]!.width) + (k > 0 ? gap : 0) + (k === 0 || tabs[kept[k - 1]!]!.group !== tabs[i]!.group ? label(tabs[i]!.group) : 0), 0);
  if (!(available > 0) || widthOf(all) <= available) return all;
  const room = available - size(more) - gap;
  const kept: number[] = [];
  for (const i of all) {
    if (widthOf([...kept, i]) > room) break;
    kept.push(i);
  }
  if (current < 0 || current >= tabs.length || kept.includes(current)) return kept;
  while (kept.length > 0 && widthOf([...kept, current]) > room) kept.pop();
  return [...kept, current];
}
