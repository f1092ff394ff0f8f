import { drawIcon, type IconPurpose } from './draw-icon.ts';
import { encodePng } from './encode-png.ts';

/** One icon the manifest names: its file in the build, its side in pixels, and its purpose. */
export interface IconSpec {
  readonly file: string;
  readonly size: number;
  readonly purpose: IconPurpose;
}

/** Every icon the build writes; public/manifest.webmanifest lists the same (a test holds them together). */
export const ICONS: readonly IconSpec[] = [
  { file: 'icons/icon-192.png', size: 192, purpose: 'any' },
  { file: 'icons/icon-512.png', size: 512, purpose: 'any' },
  { file: 'icons/maskable-192.png', size: 192, purpose: 'maskable' },
  { file: 'icons/maskable-512.png', size: 512, purpose: 'maskable' },
];

/** The PNG bytes of an icon. */
export function renderIcon(icon: IconSpec): Buffer {
  return encodePng(icon.size, icon.size, drawIcon(icon.size, icon.purpose));
}
