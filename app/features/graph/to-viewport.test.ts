import { describe, expect, it } from 'vitest';
import { extentOf, FIT_PADDING, fitsWidth, toFitViewport } from './to-viewport.ts';

describe('toFitViewport', () => {
  it.each([
    // [name, extent, box, minZoom, expected]; the box keeps FIT_PADDING (8 px) on each side
    ['a small graph centres at zoom 1', { width: 200, height: 100 }, [616, 316], 0.9, { x: 208, y: 108, zoom: 1 }],
    ['a wide graph shrinks to fit', { width: 1200, height: 100 }, [616, 316], 0.25, { x: 8, y: 8 + (300 - 50) / 2, zoom: 0.5 }],
    ['a tall graph stops at the legible zoom and starts at the top', { width: 400, height: 2000 }, [616, 316], 0.9, { x: 8 + (600 - 360) / 2, y: 8, zoom: 0.9 }],
    ['a graph too big both ways starts top-left', { width: 4000, height: 4000 }, [616, 316], 0.9, { x: 8, y: 8, zoom: 0.9 }],
    ['a zero box keeps the legible zoom', { width: 400, height: 400 }, [0, 0], 0.9, { x: 8, y: 8, zoom: 0.9 }],
    ['hostile numbers stay finite', { width: Number.NaN, height: -5 }, [Number.POSITIVE_INFINITY, Number.NaN], Number.NaN, { x: 8, y: 8, zoom: 1 }],
  ] as const)('%s', (_, extent, [w, h], min, expected) => {
    const v = toFitViewport(extent, w, h, min);
    expect(v.zoom).toBeCloseTo(expected.zoom, 6);
    expect(v.x).toBeCloseTo(expected.x, 6);
    expect(v.y).toBeCloseTo(expected.y, 6);
  });

  it('never goes below the minimum zoom or above the maximum', () => {
    for (const size of [1, 10, 100, 1000, 10000]) {
      const v = toFitViewport({ width: size, height: size }, 800, 300, 12 / 13, 1.5);
      expect(v.zoom).toBeGreaterThanOrEqual(12 / 13);
      expect(v.zoom).toBeLessThanOrEqual(1.5);
      expect(v.x).toBeGreaterThanOrEqual(FIT_PADDING);
      expect(v.y).toBeGreaterThanOrEqual(FIT_PADDING);
    }
  });
});

describe('extentOf / fitsWidth', () => {
  it('measures nodes and says when the width fits', () => {
    const e = extentOf([{ x: 0, y: 0, width: 100, height: 50 }, { x: 300, y: 200, width: 100, height: 50 }]);
    expect(e).toEqual({ width: 400, height: 250 });
    expect(extentOf([])).toEqual({ width: 1, height: 1 });
    expect(fitsWidth(e, 416, 1)).toBe(true);
    expect(fitsWidth(e, 415, 1)).toBe(false);
    expect(fitsWidth(e, 300, 0.5)).toBe(true);
  });
});
