import { parseVectorLines, type Vector } from '../engine/index.ts';
import type { CliHost } from './host.ts';

/** Reads every `*.jsonl` file named or inside the named directories (skipping `all.jsonl` when per-kind files exist beside it). */
export function readVectorFiles(host: CliHost, targets: readonly string[]): Vector[] {
  const files: string[] = [];
  for (const target of targets) {
    if (host.isDirectory(target)) {
      const names = host.listDir(target).filter((n) => n.endsWith('.jsonl'));
      const perKind = names.filter((n) => n !== 'all.jsonl');
      for (const n of perKind.length ? perKind : names) files.push(`${target.replace(/\/+$/, '')}/${n}`);
    } else files.push(target);
  }
  return files.flatMap((f) => parseVectorLines(host.readText(f), f));
}
