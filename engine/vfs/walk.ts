/** The project walk: from the cwd up to the worktree root, inclusive. */
import { dirname, isInside, normalize } from './path.ts';

/**
 * Directories from `start` up to `stop`, innermost first. When `stop` is not an ancestor of
 * `start` the walk goes on to the root, as the reference's `up` does.
 */
export function walkUp(start: string, stop: string): readonly string[] {
  const out: string[] = [];
  let dir = normalize(start);
  const end = normalize(stop);
  const stopsEarly = isInside(end, dir);
  for (;;) {
    out.push(dir);
    if (stopsEarly && dir === end) break;
    const parent = dirname(dir);
    if (parent === dir) break;
    dir = parent;
  }
  return out;
}
