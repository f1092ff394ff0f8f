/** The box the nodes occupy (flow coordinates, from 0,0). */
export interface GraphExtent {
  readonly width: number;
  readonly height: number;
}

/** React Flow's viewport: the screen offset of flow 0,0 and the zoom. */
export interface Viewport {
  readonly x: number;
  readonly y: number;
  readonly zoom: number;
}

/** The margin (px on screen) the fitted view keeps around the graph. */
export const FIT_PADDING = 8;

/** The extent of laid-out nodes; 1×1 when there are none. */
export function extentOf(nodes: readonly { readonly x: number; readonly y: number; readonly width: number; readonly height: number }[]): GraphExtent {
  const width = Math.max(1, ...nodes.map((n) => n.x + n.width));
  const height = Math.max(1, ...nodes.map((n) => n.y + n.height));
  return { width, height };
}

function finite(v: number, fallback: number): number {
  return Number.isFinite(v) ? v : fallback;
}

/**
 * The view that fits a graph into a box: the largest zoom in [minZoom, maxZoom] at which it fits, centred on each
 * axis where it fits and started at the top-left corner where it does not (so the first layer is what one sees).
 */
export function toFitViewport(extent: GraphExtent, boxWidth: number, boxHeight: number, minZoom: number, maxZoom = 1): Viewport {
  const lo = finite(minZoom, 1) > 0 ? finite(minZoom, 1) : 1;
  const hi = Math.max(lo, finite(maxZoom, lo));
  const w = Math.max(1, finite(extent.width, 1));
  const h = Math.max(1, finite(extent.height, 1));
  const roomX = Math.max(0, finite(boxWidth, 0) - 2 * FIT_PADDING);
  const roomY = Math.max(0, finite(boxHeight, 0) - 2 * FIT_PADDING);
  const zoom = Math.min(hi, Math.max(lo, Math.min(roomX / w, roomY / h)));
  const place = (size: number, room: number) => (size * zoom <= room ? FIT_PADDING + (room - size * zoom) / 2 : FIT_PADDING);
  return { x: place(w, roomX), y: place(h, roomY), zoom };
}

/** Whether a graph shown at `zoom` fits a box's width (no sideways panning needed). */
export function fitsWidth(extent: GraphExtent, boxWidth: number, zoom: number): boolean {
  return extent.width * zoom <= boxWidth - 2 * FIT_PADDING + 0.5;
}
