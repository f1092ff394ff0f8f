import { readFileSync } from 'node:fs';
import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { drawIcon, ICON_BACKGROUND } from './draw-icon.ts';
import { ICONS, renderIcon } from './icons.ts';

const pixel = (rgba: Uint8Array, size: number, x: number, y: number) => [...rgba.subarray((y * size + x) * 4, (y * size + x) * 4 + 4)];

describe('drawIcon', () => {
  it('an "any" icon is a rounded tile: transparent corners, accent background, white bars', () => {
    const rgba = drawIcon(192, 'any');
    expect(pixel(rgba, 192, 0, 0)[3]).toBe(0);
    expect(pixel(rgba, 192, 191, 191)[3]).toBe(0);
    expect(pixel(rgba, 192, 96, 180)).toEqual([...ICON_BACKGROUND, 255]);
    expect(pixel(rgba, 192, 96, 96)).toEqual([255, 255, 255, 255]);
  });

  it('a maskable icon is opaque to the edges and keeps every bar pixel inside the safe circle (40% of the side)', () => {
    const size = 192;
    const rgba = drawIcon(size, 'maskable');
    let inkOutside = 0;
    let transparent = 0;
    for (let y = 0; y < size; y++) {
      for (let x = 0; x < size; x++) {
        const [r, , , a] = pixel(rgba, size, x, y);
        if (a !== 255) transparent++;
        if (r > ICON_BACKGROUND[0] && Math.hypot(x + 0.5 - size / 2, y + 0.5 - size / 2) > 0.4 * size) inkOutside++;
      }
    }
    expect(transparent).toBe(0);
    expect(inkOutside).toBe(0);
    expect(pixel(rgba, size, size / 2, size / 2)).toEqual([255, 255, 255, 255]);
  });
});

describe('ICONS and the manifest', () => {
  const manifest = JSON.parse(readFileSync(new URL('../../public/manifest.webmanifest', import.meta.url), 'utf8')) as {
    start_url: string;
    scope: string;
    icons: { src: string; sizes: string; type: string; purpose: string }[];
  };

  it('list the same icons, with a 192 and a 512 px one and a maskable one', () => {
    expect(manifest.icons).toEqual(ICONS.map((i) => ({ src: i.file, sizes: `${i.size}x${i.size}`, type: 'image/png', purpose: i.purpose })));
    expect(ICONS.map((i) => i.size)).toEqual(expect.arrayContaining([192, 512]));
    expect(ICONS.some((i) => i.purpose === 'maskable')).toBe(true);
  });

  it('are relative, so the app installs from any sub-path', () => {
    expect(manifest.start_url).toBe('./');
    expect(manifest.scope).toBe('./');
    for (const icon of manifest.icons) expect(icon.src).not.toMatch(/^(\/|[a-z]+:)/i);
  });

  it.each(ICONS)('$file renders as a $size px PNG', (icon) => {
    const png = renderIcon(icon);
    expect(png.readUInt32BE(16)).toBe(icon.size);
    expect(png.readUInt32BE(20)).toBe(icon.size);
    expect(inflateSync(png.subarray(41, 41 + png.readUInt32BE(33))).length).toBe((icon.size * 4 + 1) * icon.size);
  });
});
