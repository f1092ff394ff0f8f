/** Keystrokes in config files, as a person types them, for tests that compare an incremental result with a fresh one. */

/** A deterministic stream of integers below `n`, from a seed. */
export function randomInts(seed: number): (n: number) => number {
  let state = seed >>> 0;
  return (n) => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return Math.floor((state / 4294967296) * n);
  };
}

/** The `"key": "value"` strings of a JSON text whose value is a plain string (where typing in a pattern or an action lands). */
const STRING_PAIR = /"((?:[^"\\\n]|\\.)*)"(\s*:\s*)"((?:[^"\\\n]|\\.)*)"/g;

/**
 * The keystrokes a person makes in one `"key": "value"` pair, four at a time: two characters typed into the key (a
 * pattern), then a character typed into the action (an action that is not one) or deleted from the key (which may
 * make a key that a sibling or an earlier layer has), then the action switched (valid again).
 */
export function typeIn(text: string, int: (n: number) => number, n: number, focus: number): string {
  const pairs = [...text.matchAll(STRING_PAIR)];
  if (pairs.length === 0) return `${text} `;
  const pair = pairs[focus % pairs.length]!;
  const start = pair.index!;
  const keyEnd = start + 1 + pair[1]!.length;
  const valueStart = keyEnd + 1 + pair[2]!.length + 1;
  const valueEnd = valueStart + pair[3]!.length;
  const at = start + 1 + int(keyEnd - start);
  const step = n % 4;
  if (step === 3) return text.slice(0, valueStart) + ['allow', 'ask', 'deny'][(n + focus) % 3] + text.slice(valueEnd);
  if (step === 2 && focus % 2 === 0) return text.slice(0, valueEnd) + 'x' + text.slice(valueEnd);
  if (step === 2 && at > start + 1) return text.slice(0, at - 1) + text.slice(at);
  return text.slice(0, at) + 'abcz*/ '[int(7)] + text.slice(at);
}

/**
 * The file lists after each of `count` keystrokes in the JSON config files of `files` (none when there is none): a
 * person types in one file for a while, then in another, in one `"key": "value"` pair for four keystrokes at a time.
 */
export function typedFiles<F extends { readonly path: string; readonly text: string }>(files: readonly F[], seed: number, count: number): (readonly F[])[] {
  const int = randomInts(seed);
  const editable = files.map((f, i) => ({ f, i })).filter(({ f }) => /\.jsonc?$/.test(f.path));
  if (editable.length === 0) return [];
  const out: (readonly F[])[] = [];
  let now = files;
  let focus = 0;
  for (let n = 0; n < count; n++) {
    const { i } = editable[Math.floor(n / 8) % editable.length]!;
    if (n % 4 === 0) focus = int(1000);
    now = now.map((f, k) => (k === i ? { ...f, text: typeIn(f.text, int, n, focus) } : f));
    out.push(now);
  }
  return out;
}
