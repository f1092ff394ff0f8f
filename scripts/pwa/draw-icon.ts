// The app icon, drawn in code at build time (no image files in the repository): three stacked layer bars, the
// last one shorter (the merged result), white on the app's accent blue.

/** Which kind of icon: 'any' is a rounded tile on transparency; 'maskable' fills the square and keeps the bars in the safe circle. */
export type IconPurpose = 'any' | 'maskable';

/** The app's accent colour (app/styles.css --accent, light scheme). */
export const ICON_BACKGROUND = [0x0b, 0x62, 0xd6] as const;

const INK = [0xff, 0xff, 0xff] as const;
const SAMPLES = 4; // 4×4 samples a pixel: smooth edges

/** Inside a rounded rectangle given by its centre, half sizes and corner radius (unit-square coordinates). */
function isInRoundedRect(x: number, y: number, cx: number, cy: number, hw: number, hh: number, r: number): boolean {
  const dx = Math.max(Math.abs(x - cx) - (hw - r), 0);
  const dy = Math.max(Math.abs(y - cy) - (hh - r), 0);
  return dx * dx + dy * dy <= r * r;
}

// The bars on a glyph square of side 1 centred at 0.5: [centre x, centre y, half width].
const BARS = [
  [0.5, 0.27, 0.34],
  [0.5, 0.5, 0.34],
  [0.39, 0.73, 0.23],
] as const;

function isInGlyph(x: number, y: number): boolean {
  return BARS.some(([cx, cy, hw]) => isInRoundedRect(x, y, cx, cy, hw, 0.085, 0.085));
}

/** What covers a point of the icon: the glyph, the background, or nothing (transparent). */
function toLayerAt(x: number, y: number, purpose: IconPurpose): 'ink' | 'background' | 'none' {
  // A maskable icon may be cut to a circle of 80% of its side: the glyph stays within it.
  const glyphScale = purpose === 'maskable' ? 0.5 : 0.62;
  const gx = (x - 0.5) / glyphScale + 0.5;
  const gy = (y - 0.5) / glyphScale + 0.5;
  if (isInGlyph(gx, gy)) return 'ink';
  if (purpose === 'maskable' || isInRoundedRect(x, y, 0.5, 0.5, 0.46, 0.46, 0.2)) return 'background';
  return 'none';
}

/** The icon as RGBA pixels, `size` × `size`. */
export function drawIcon(size: number, purpose: IconPurpose): Uint8Array {
  const pixels = new Uint8Array(size * size * 4);
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      let ink = 0;
      let background = 0;
      for (let s = 0; s < SAMPLES * SAMPLES; s++) {
        const layer = toLayerAt((px + ((s % SAMPLES) + 0.5) / SAMPLES) / size, (py + (Math.floor(s / SAMPLES) + 0.5) / SAMPLES) / size, purpose);
        if (layer === 'ink') ink++;
        else if (layer === 'background') background++;
      }
      const covered = ink + background;
      const at = (py * size + px) * 4;
      for (let c = 0; c < 3; c++) pixels[at + c] = covered === 0 ? 0 : Math.round((INK[c] * ink + ICON_BACKGROUND[c] * background) / covered);
      pixels[at + 3] = Math.round((255 * covered) / (SAMPLES * SAMPLES));
    }
  }
  return pixels;
}
