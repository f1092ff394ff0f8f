import { analyze, formatProbeList, printable, redactScenario, type Scenario } from '../../engine/index.ts';
import { parseCommandArgs } from '../args.ts';
import { CliExit, loadScenarioFile, UsageError, type CliCommand } from '../cli-support.ts';
import { HostError, type CliHost } from '../host.ts';
import { probesWithCurrentDecisions } from '../probe-report.ts';
import { takeScan } from '../scan-source.ts';

/** `export-tests <scenario.json> [--out file] [--format json|lines]`: the probe table with today's decisions as expectations, for `test`. */
export const exportTestsCommand: CliCommand = {
  run(argv, callerHost) {
    const args = parseCommandArgs('export-tests', argv);
    const out = args.option('out');
    const format = args.option('format') ?? 'json';
    if (format !== 'json' && format !== 'lines') throw new UsageError('--format must be json or lines');
    const scanned = takeScan(args, callerHost);
    const host = scanned?.host ?? callerHost;
    const source = scanned?.scenario ?? loadScenarioFile(host, args.positionals[0]);
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
