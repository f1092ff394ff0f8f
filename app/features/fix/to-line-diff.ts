/** A before/after text as numbered lines, each marked kept, removed or added, for a fix's preview. */

/** One line of a preview: its sign (so the change is not told by colour alone) and its numbers on each side. */
export interface DiffLine {
  readonly kind: 'same' | 'del' | 'add';
  readonly sign: ' ' | '-' | '+';
  readonly text: string;
  /** The line's number in the text before (null for an added line). */
  readonly before: number | null;
  /** The line's number in the text after (null for a removed line). */
  readonly after: number | null;
}

/** A run of unchanged lines left out of a preview. */
export interface DiffGap {
  readonly kind: 'gap';
  readonly count: number;
}

/** Above this many cells the middle is shown as removed-then-added instead of aligned line by line. */
const MAX_CELLS = 250_000;

function splitLines(text: string): string[] {
  return text === '' ? [] : text.split('\n');
}

function align(a: readonly string[], b: readonly string[]): Array<'same' | 'del' | 'add'> {
  if (a.length * b.length > MAX_CELLS) return [...a.map(() => 'del' as const), ...b.map(() => 'add' as const)];
  // Longest common subsequence, filled from the end so the walk below goes forward.
  const w = b.length + 1;
  const len = new Uint32Array((a.length + 1) * w);
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--) {
      len[i * w + j] = a[i] === b[j] ? len[(i + 1) * w + j + 1]! + 1 : Math.max(len[(i + 1) * w + j]!, len[i * w + j + 1]!);
    }
  }
  const ops: Array<'same' | 'del' | 'add'> = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && a[i] === b[j]) {
      ops.push('same');
      i++;
      j++;
    } else if (j >= b.length || (i < a.length && len[(i + 1) * w + j]! >= len[i * w + j + 1]!)) {
      ops.push('del');
      i++;
    } else {
      ops.push('add');
      j++;
    }
  }
  return ops;
}

/** Every line of both texts in order: kept lines once, removed lines before the lines added in their place. */
export function toLineDiff(before: string, after: string): DiffLine[] {
  const a = splitLines(before);
  const b = splitLines(after);
  let head = 0;
  while (head < a.length && head < b.length && a[head] === b[head]) head++;
  let tail = 0;
  while (tail < a.length - head && tail < b.length - head && a[a.length - 1 - tail] === b[b.length - 1 - tail]) tail++;
  const ops = [...a.slice(0, head).map(() => 'same' as const), ...align(a.slice(head, a.length - tail), b.slice(head, b.length - tail)), ...a.slice(a.length - tail).map(() => 'same' as const)];
  const out: DiffLine[] = [];
  let i = 0;
  let j = 0;
  for (const op of ops) {
    if (op === 'same') out.push({ kind: 'same', sign: ' ', text: a[i]!, before: ++i, after: ++j });
    else if (op === 'del') out.push({ kind: 'del', sign: '-', text: a[i]!, before: ++i, after: null });
    else out.push({ kind: 'add', sign: '+', text: b[j]!, before: null, after: ++j });
  }
  return out;
}

/** The changed lines with `context` kept lines around each change; longer unchanged runs become gaps. */
export function toDiffHunks(lines: readonly DiffLine[], context = 2): Array<DiffLine | DiffGap> {
  const near = lines.map(() => false);
  lines.forEach((line, i) => {
    if (line.kind === 'same') return;
    for (let k = Math.max(0, i - context); k <= Math.min(lines.length - 1, i + context); k++) near[k] = true;
  });
  const out: Array<DiffLine | DiffGap> = [];
  let gap = 0;
  lines.forEach((line, i) => {
    if (near[i]) {
      if (gap > 0) out.push({ kind: 'gap', count: gap });
      gap = 0;
      out.push(line);
    } else gap++;
  });
  if (gap > 0) out.push({ kind: 'gap', count: gap });
  return out;
}
