import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { parseVectorLines } from '../conformance/run-vectors.ts';
import type { Vector } from '../conformance/vector-kind.ts';

/** Reads every `*.jsonl` file named or inside the named directories (skipping `all.jsonl` when per-kind files exist beside it). */
export function readVectorFiles(targets: readonly string[]): Vector[] {
  const files: string[] = [];
  for (const target of targets) {
    if (statSync(target).isDirectory()) {
      const names = readdirSync(target).filter((n) => n.endsWith('.jsonl')).sort();
      const perKind = names.filter((n) => n !== 'all.jsonl');
      for (const n of perKind.length ? perKind : names) files.push(join(target, n));
    } else files.push(target);
  }
  return files.flatMap((f) => parseVectorLines(readFileSync(f, 'utf8'), f));
}
