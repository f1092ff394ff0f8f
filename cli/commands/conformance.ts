import { loadShellParserLazily, printable, runVectors, vectorKinds } from '../../engine/index.ts';
import { parseCommandArgs } from '../args.ts';
import { CliExit, UsageError, type CliCommand } from '../cli-support.ts';
import { shellParserSource } from '../host.ts';
import { readVectorFiles } from '../read-vectors.ts';

/** `conformance <files or dirs...>`: runs golden vectors, a table per kind (flagged vectors apart), last line `N passed, M failed`. */
export const conformanceCommand: CliCommand = {
  async run(argv, host) {
    const targets = parseCommandArgs('conformance', argv).positionals;
    const print = (text: string) => host.print(text);
    if (targets.length === 0) throw new UsageError('conformance needs files or directories');
    let vectors;
    try {
      vectors = readVectorFiles(host, targets);
    } catch (err) {
      throw new CliExit(`cannot read vectors: ${err instanceof Error ? err.message : String(err)}`);
    }
    const results = await runVectors(vectors, vectorKinds(() => loadShellParserLazily(shellParserSource(host))));
    const byKind = new Map<string, { passed: number; failed: number; flagged: number; notes: number }>();
    const isFailure = (r: (typeof results)[number]) => !r.passed && r.flagged === undefined;
    for (const r of results) {
      const row = byKind.get(r.kind) ?? { passed: 0, failed: 0, flagged: 0, notes: 0 };
      if (r.passed) row.passed++;
      else if (r.flagged !== undefined) row.flagged++;
      else row.failed++;
      if (r.orderNotes.length) row.notes++;
      byKind.set(r.kind, row);
    }
    for (const r of results.filter(isFailure)) print(`FAIL ${printable(r.id)}\n${r.problems.slice(0, 8).map((p) => `  ${printable(p)}`).join('\n')}`);
    for (const r of results.filter((x) => x.orderNotes.length > 0)) print(`key order ${printable(r.id)}: ${printable(r.orderNotes.slice(0, 3).join('; '))}`);
    for (const r of results.filter((x) => x.flagged !== undefined)) print(`FLAGGED ${printable(r.id)}: ${printable(String(r.flagged))}`);
    print(`\n${'kind'.padEnd(12)}${'passed'.padStart(8)}${'failed'.padStart(8)}${'flagged'.padStart(9)}  key-order notes`);
    for (const [kind, row] of byKind) print(`${kind.padEnd(12)}${String(row.passed).padStart(8)}${String(row.failed).padStart(8)}${String(row.flagged).padStart(9)}  ${row.notes}`);
    const passed = results.filter((r) => r.passed).length;
    const failed = results.filter(isFailure).length;
    const flagged = results.length - passed - failed;
    if (flagged > 0) print(`${flagged} flagged (not compared: the engine cannot answer them by design)`);
    print(`${passed} passed, ${failed} failed`);
    return failed > 0 ? 1 : 0;
  },
};
