import { describe, expect, it } from 'vitest';
import { toShownTabs, type MeasuredTab } from './to-shown-tabs.ts';

const tabs = (...specs: [number, string][]): MeasuredTab[] => specs.map(([width, group]) => ({ width, group }));
const GROUPS = new Map([
  ['global', 50],
  ['project', 60],
]);

describe('toShownTabs', () => {
  const cases: { name: string; tabs: MeasuredTab[]; available: number; current: number; shown: number[] }[] = [
    { name: 'no tabs', tabs: [], available: 300, current: -1, shown: [] },
    // 50+2 + 100 + 2 + 60+2 + 100 = 316
    { name: 'everything fits with its labels', tabs: tabs([100, 'global'], [100, 'project']), available: 316, current: 0, shown: [0, 1] },
    { name: 'one pixel short: the second waits behind the marker', tabs: tabs([100, 'global'], [100, 'project']), available: 315, current: 0, shown: [0] },
    { name: 'the current tab takes the place of the last that fit', tabs: tabs([100, 'global'], [100, 'global'], [100, 'project']), available: 300, current: 2, shown: [2] },
    { name: 'a tab of the same group costs no label', tabs: tabs([100, 'global'], [100, 'global'], [100, 'global']), available: 296, current: 0, shown: [0, 1] },
    { name: 'the current tab alone when nothing else fits', tabs: tabs([400, 'global'], [400, 'project']), available: 200, current: 1, shown: [1] },
    { name: 'nothing current (Environment): the first ones that fit', tabs: tabs([80, 'global'], [80, 'project'], [80, 'project']), available: 250, current: -1, shown: [0] },
    { name: 'a strip not measured yet shows all', tabs: tabs([100, 'global'], [100, 'project']), available: 0, current: 0, shown: [0, 1] },
    { name: 'NaN widths count as nothing', tabs: tabs([Number.NaN, 'global'], [100, 'project']), available: 216, current: 1, shown: [0, 1] },
    { name: 'a current index out of range is ignored', tabs: tabs([100, 'global'], [100, 'project']), available: 200, current: 9, shown: [0] },
  ];
  for (const c of cases) {
    it(c.name, () => {
      expect(toShownTabs(c.tabs, GROUPS, c.available, 40, 2, c.current)).toEqual(c.shown);
    });
  }

  it('the shown tabs with their labels and the marker never pass the room', () => {
    const list = Array.from({ length: 40 }, (_, i) => ({ width: 40 + ((i * 37) % 90), group: i < 10 ? 'global' : 'project' }));
    for (let available = 100; available < 3000; available += 97) {
      for (const current of [-1, 0, 17, 39]) {
        const shown = toShownTabs(list, GROUPS, available, 40, 2, current);
        if (current >= 0) expect(shown).toContain(current);
        if (shown.length === list.length || shown.length === 1) continue;
        const used = shown.reduce((s, i, k) => s + list[i]!.width + (k > 0 ? 2 : 0) + (k === 0 || list[shown[k - 1]!]!.group !== list[i]!.group ? GROUPS.get(list[i]!.group)! + 2 : 0), 0);
        expect(used + 40 + 2).toBeLessThanOrEqual(available);
      }
    }
  });
});
