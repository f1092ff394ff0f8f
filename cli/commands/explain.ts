import { analyze } from '../../engine/analyze.ts';
import { explainJson, explainText } from '../../engine/report/explain-report.ts';
import { loadScenarioFile, refusalOf, takeFlag, type CliCommand } from '../cli-support.ts';
import { takeScan } from '../scan-source.ts';
import { toOutputJson } from '../output-boundary.ts';

/** `explain <scenario.json> [--json]`: layers, diagnostics, the agent's rules, tools, probes, lints; exit 1 when the reference refuses the config. */
export const explainCommand: CliCommand = {
  usage: 'explain <scenario.json>|--scan [dir] [--json]      layers, diagnostics, rules, tools, probes',
  run(args, callerHost) {
    const asJson = takeFlag(args, '--json');
    const scanned = takeScan(args, callerHost);
    const host = scanned?.host ?? callerHost;
    const analysis = analyze(scanned?.scenario ?? loadScenarioFile(host, args[0]));
    host.print(asJson ? toOutputJson(explainJson(analysis), null, 2) : explainText(analysis));
    const refusal = refusalOf(analysis);
    if (refusal) host.printError(refusal);
    return refusal ? 1 : 0;
  },
};
