import { runVectors } from '../../conformance/run-vectors.ts';
import { vectorKinds } from '../../conformance/kinds.ts';
import { loadShellParser } from '../../shell/load-parser.ts';
import { CliExit, UsageError, type CliCommand } from '../cli-support.ts';
import { shellParserSource } from '../host.ts';
import { readVectorFiles } from '../read-vectors.ts';

/** `conformance <files or dirs...>`: runs golden vectors, a table per kind, last line `N passed, M failed`. */
export const conformanceCommand: CliCommand = {
  usage: 'conformance <files or dirs...>         run golden vectors; last line "N passed, M failed"',
  async run(targets, host) {
    const print = (text: string) => host.print(text);
    if (targets.length === 0) throw new UsageError('conformance needs files or directories');
    let vectors;
    try {
      vectors = readVectorFiles(host, targets);
    } catch (err) {
      throw new CliExit(`cannot read vectors: ${err instanceof Error ? err.message : String(err)}`);
    }
    const results = await runVectors(vectors, vectorKinds(() => loadShellParser(shellParserSource(host))));
    const byKind = new Map<string, { passed: number; failed: number; notes: number }>();
    for (const r of results) {
      const row = byKind.get(r.kind) ?? { passed: 0, failed: 0, notes: 0 };
      if (r.passed) row.passed++;
      else row.failed++;
      if (r.orderNotes.length) row.notes++;
      byKind.set(r.kind, row);
    }
    for (const r of results.filter((x) => !x.passed)) print(`FAIL ${r.id}\n${r.problems.slice(0, 8).map((p) => `  ${p}`).join('\n')}`);
    for (const r of results.filter((x) => x.orderNotes.length > 0)) print(`key order ${r.id}: ${r.orderNotes.slice(0, 3).join('; ')}`);
    print(`\n${'kind'.padEnd(12)}${'passed'.padStart(8)}${'failed'.padStart(8)}  key-order notes`);
    for (const [kind, row] of byKind) print(`${kind.padEnd(12)}${String(row.passed).padStart(8)}${String(row.failed).padStart(8)}  ${row.notes}`);
    const passed = results.filter((r) => r.passed).length;
    print(`${passed} passed, ${results.length - passed} failed`);
    return results.length - passed > 0 ? 1 : 0;
  },
};
