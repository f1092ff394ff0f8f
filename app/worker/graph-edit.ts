/**
 * A container sent as an edit of one the receiver already holds (see `sliced-graph.ts`, kind EDIT). An edit of a big
 * config changes a few items of each long list of the Analysis (the ruleset, the lints, the diagnostics, the provenance
 * records): the rest are the very objects of the last answer. Written item by item, each of them costs the sender a
 * look-up of its table number and the receiver a look-up of the object; written as an edit, the unchanged runs are two
 * numbers, and the receiver copies them from its own copy of the list.
 *
 * The items of a container are compared by identity: an array's items, a Map's key, value pairs, an object's key,
 * value pairs in `Object.keys` order. An edit is a list of segments, each `[copy, skip, count]`: copy the next `copy`
 * items of the held container, skip the next `skip` of them, then add `count` new items (sent as usual).
 */

/** One segment of an edit: items copied from the held container, items of it left out, items sent. */
export interface EditSegment {
  readonly copy: number;
  readonly skip: number;
  /** Where the sent items start in the new container's items, and how many there are. */
  readonly from: number;
  readonly count: number;
}

/** Fewer items copied than this, and a container is sent whole (an edit of a short list saves nothing). */
export const MIN_EDIT_COPIED = 32;

/**
 * The items of a container as a flat list: an array's items, or key, value, key, value… for a Map or an object
 * (`width` 2). Null when it has holes or is not such a container.
 */
export function flatItems(v: object, width: 1 | 2): readonly unknown[] | null {
  if (Array.isArray(v)) {
    if (width !== 1) return null;
    for (let i = 0; i < v.length; i++) if (!(i in v)) return null;
    return v;
  }
  if (width !== 2 || v instanceof Set) return null;
  const kept = flattened.get(v);
  if (kept) return kept;
  let out: unknown[];
  if (v instanceof Map) {
    out = new Array<unknown>(2 * v.size);
    let i = 0;
    v.forEach((x, k) => {
      out[i++] = k;
      out[i++] = x;
    });
  } else {
    const object = v as Record<string, unknown>;
    const keys = Object.keys(object);
    out = new Array<unknown>(2 * keys.length);
    for (let i = 0; i < keys.length; i++) {
      out[2 * i] = keys[i];
      out[2 * i + 1] = object[keys[i]!];
    }
  }
  flattened.set(v, out);
  return out;
}

/**
 * The flat items of each Map and object flattened (what was sent is never changed afterwards): a container flattened as
 * the new one of an answer is the held one of the next.
 */
const flattened = new WeakMap<object, readonly unknown[]>();

/**
 * Notes the flat items of a Map or object just made from them (the receiver's edit of a held container): the next
 * edit of it reads them from here instead of walking it again. `items` must be what `flatItems` would give.
 */
export function noteFlatItems(v: object, items: readonly unknown[]): void {
  flattened.set(v, items);
}

/** Whether items `i` of `a` and `j` of `b` (in items of `width` values) are the same. */
function sameItem(a: readonly unknown[], i: number, b: readonly unknown[], j: number, width: 1 | 2): boolean {
  return a[i] === b[j] && (width === 1 || a[i + 1] === b[j + 1]);
}

/**
 * The segments that make `items` from `held` (flat lists of `width` values per item), or null when fewer than
 * MIN_EDIT_COPIED items (or fewer than half of them) would be copied. Lists of one length are compared place by place
 * (items changed in place); otherwise the common start and end are copied and the middle is sent.
 */
export function editScript(items: readonly unknown[], held: readonly unknown[], width: 1 | 2): { readonly segments: readonly EditSegment[]; readonly sent: number } | null {
  const n = items.length / width;
  const m = held.length / width;
  const segments: EditSegment[] = [];
  let copied = 0;
  if (n === m) {
    let i = 0;
    while (i < n) {
      let copy = 0;
      while (i + copy < n && sameItem(items, (i + copy) * width, held, (i + copy) * width, width)) copy++;
      let count = 0;
      while (i + copy + count < n && !sameItem(items, (i + copy + count) * width, held, (i + copy + count) * width, width)) count++;
      segments.push({ copy, skip: count, from: (i + copy) * width, count });
      copied += copy;
      i += copy + count;
    }
  } else {
    const shorter = Math.min(n, m);
    let head = 0;
    while (head < shorter && sameItem(items, head * width, held, head * width, width)) head++;
    let tail = 0;
    while (tail < shorter - head && sameItem(items, (n - 1 - tail) * width, held, (m - 1 - tail) * width, width)) tail++;
    segments.push({ copy: head, skip: m - head - tail, from: head * width, count: n - head - tail });
    if (tail > 0) segments.push({ copy: tail, skip: 0, from: n * width, count: 0 });
    copied = head + tail;
  }
  if (copied < MIN_EDIT_COPIED || 2 * copied < n) return null;
  return { segments, sent: (n - copied) * width };
}
