import { analyze } from '../../engine/analyze.ts';
import { formatProbeList } from '../../engine/report/probe-list.ts';
import { CliExit, loadScenarioFile, takeOption, UsageError, type CliCommand } from '../cli-support.ts';
import { HostError, type CliHost } from '../host.ts';
import { probesWithCurrentDecisions } from '../probe-report.ts';
import { takeScan } from '../scan-source.ts';
import { redactScenario } from '../../engine/scenario/redact-scenario.ts';
import { printable } from '../../engine/report/printable.ts';
import type { Scenario } from '../../engine/scenario/scenario.ts';

/** `export-tests <scenario.json> [--out file] [--format json|lines]`: the probe table with today's decisions as expectations, for `test`. */
export const exportTestsCommand: CliCommand = {
  usage: 'export-tests <scenario.json> [--out file] [--format json|lines]   probes with current decisions as expectations',
  run(args, callerHost) {
    const out = takeOption(args, '--out');
    const format = takeOption(args, '--format') ?? 'json';
    if (format !== 'json' && format !== 'lines') throw new UsageError('--format must be json or lines');
    const scanned = takeScan(args, callerHost);
    const host = scanned?.host ?? callerHost;
    const source = scanned?.scenario ?? loadScenarioFile(host, args[0]);
    const probes = probesWithCurrentDecisions(analyze(source));
    // A scanned machine's files are written redacted, as `scan --out` writes them; a scenario file is the user's own, as it is.
    const scenario = scanned ? redactedScan(source, host) : source;
    const text = format === 'lines' ? `${formatProbeList(probes)}\n` : `${JSON.stringify({ ...scenario, probes }, null, 2)}\n`;
    if (out === undefined) {
      host.print(text.trimEnd());
      return 0;
    }
    try {
      host.writeText(out, text);
    } catch (err) {
      throw new CliExit(`cannot write ${out}: ${err instanceof HostError ? err.code : String(err)}`);
    }
    host.print(`wrote ${out}: ${probes.length} probes with their current decisions as expectations`);
    return 0;
  },
};

/** The scanned scenario with its credentials replaced; what was replaced is said on stderr (stdout may be the JSON itself). */
function redactedScan(scenario: Scenario, host: CliHost): Scenario {
  const redacted = redactScenario(scenario);
  for (const u of redacted.unchecked ?? []) host.printError(`could not be fully checked: ${printable(u.file)}: ${u.reason}`);
  if (redacted.redactions.length) host.printError(`redacted ${redacted.redactions.length} credential-like value(s) of the scanned files: ${[...new Set(redacted.redactions.map((r) => printable(r.file)))].join(', ')}`);
  return redacted.scenario;
}
