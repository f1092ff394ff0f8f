import { compareDeep } from './kinds/compare.ts';
import { FlaggedOutcome, type Vector, type VectorKind, type VectorResult } from './vector-kind.ts';

/** Runs vectors through their kinds; an unknown kind or a thrown invariant is a failure, never a crash; a FlaggedOutcome is flagged. */
export async function runVectors(vectors: readonly Vector[], kinds: Readonly<Record<string, VectorKind>>): Promise<VectorResult[]> {
  const results: VectorResult[] = [];
  for (const vector of vectors) {
    const kind = Object.hasOwn(kinds, vector.kind) ? kinds[vector.kind] : undefined;
    if (!kind) {
      results.push({ id: vector.id, kind: vector.kind, passed: false, problems: [`no runner for kind "${vector.kind}"`], orderNotes: [] });
      continue;
    }
    try {
      const actual = await kind.run(vector.input);
      if (actual instanceof FlaggedOutcome) {
        results.push({ id: vector.id, kind: vector.kind, passed: false, problems: [], orderNotes: [], flagged: actual.reason });
        continue;
      }
      const verdict = kind.compare ? kind.compare(vector.expected, actual) : compareDeep(vector.expected, actual);
      results.push({ id: vector.id, kind: vector.kind, passed: verdict.problems.length === 0, problems: verdict.problems, orderNotes: verdict.orderNotes });
    } catch (err) {
      results.push({ id: vector.id, kind: vector.kind, passed: false, problems: [`threw: ${err instanceof Error ? err.message : String(err)}`], orderNotes: [] });
    }
  }
  return results;
}

/** Parses JSON Lines text into vectors, skipping blank lines; a bad line becomes a failing pseudo-vector. */
export function parseVectorLines(text: string, source: string): Vector[] {
  const vectors: Vector[] = [];
  text.split('\n').forEach((line, i) => {
    if (line.trim() === '') return;
    try {
      const v = JSON.parse(line) as Vector;
      vectors.push(v);
    } catch {
      vectors.push({ id: `${source}:${i + 1}`, kind: 'unparseable-line', input: null, expected: null });
    }
  });
  return vectors;
}
