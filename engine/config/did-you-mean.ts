/** Close spellings of a mistyped name among the names that are known: "modle" → "model". */

/** Edit distance with adjacent swaps (optimal string alignment), stopping early once it exceeds `limit`. */
export function editDistance(a: string, b: string, limit = Number.POSITIVE_INFINITY): number {
  if (a === b) return 0;
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let prev2: number[] = [];
  let prev: number[] = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const row: number[] = [i];
    let best = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1;
      let d = Math.min((prev[j] ?? 0) + 1, (row[j - 1] ?? 0) + 1, (prev[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && a.charCodeAt(i - 1) === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === b.charCodeAt(j - 1)) d = Math.min(d, (prev2[j - 2] ?? 0) + 1);
      row.push(d);
      if (d < best) best = d;
    }
    if (best > limit) return limit + 1;
    prev2 = prev;
    prev = row;
  }
  return prev[b.length] ?? 0;
}

/** The most edits a name of this length may be from a suggestion: 1 up to 4 characters, then a third of the length. */
function allowedEdits(length: number): number {
  return length <= 4 ? 1 : Math.max(2, Math.floor(length / 3));
}

/** Names longer than this are not compared (a pasted blob is no typo). */
const MAX_NAME = 64;

/**
 * The known names `name` was probably meant to be (at most `max`, in the order they are known): those a case-only or
 * separator-only difference away, else those the fewest edits away. Empty when `name` is itself known or nothing is close.
 */
export function suggestNames(name: string, known: readonly string[], max = 2): string[] {
  if (name.length === 0 || name.length > MAX_NAME || known.includes(name)) return [];
  const fold = (s: string): string => s.toLowerCase().replace(/[-_\s]/g, '');
  const folded = fold(name);
  const limit = allowedEdits(name.length);
  const scored: { name: string; score: number; at: number }[] = [];
  known.forEach((candidate, at) => {
    if (candidate.length > MAX_NAME) return;
    if (fold(candidate) === folded) {
      scored.push({ name: candidate, score: 0, at });
      return;
    }
    const d = editDistance(name.toLowerCase(), candidate.toLowerCase(), limit);
    if (d <= limit && d < Math.max(name.length, candidate.length)) scored.push({ name: candidate, score: d, at });
  });
  scored.sort((x, y) => x.score - y.score || x.at - y.at);
  const best = scored[0]?.score;
  return scored.filter((s) => s.score === best).slice(0, max).map((s) => s.name);
}

/** "Did you mean "model"?" / "Did you mean "bash" or "task"?", or undefined when there is nothing to suggest. */
export function didYouMean(suggestions: readonly string[]): string | undefined {
  if (suggestions.length === 0) return undefined;
  const quoted = suggestions.map((s) => JSON.stringify(s));
  return `Did you mean ${quoted.length === 1 ? quoted[0] : `${quoted.slice(0, -1).join(', ')} or ${quoted[quoted.length - 1]}`}?`;
}
