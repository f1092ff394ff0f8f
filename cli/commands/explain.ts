import { analyze, explainJson, explainText } from '../../engine/index.ts';
import { parseCommandArgs } from '../args.ts';
import { loadScenarioFile, refusalOf, refuseTooBig, UsageError, type CliCommand } from '../cli-support.ts';
import { takeScan } from '../scan-source.ts';
import { toOutputJson } from '../output-boundary.ts';

/** `explain <scenario.json> [--json]`: layers, diagnostics, the agent's rules, tools, probes, lints; exit 1 when the reference refuses the config. */
export const explainCommand: CliCommand = {
  run(argv, callerHost) {
    const args = parseCommandArgs('explain', argv);
    const asJson = args.flag('json');
    const scanned = takeScan(args, callerHost);
    const host = scanned?.host ?? callerHost;
    const operands = scanned?.operands ?? args.positionals;
    if (operands.length > (scanned ? 0 : 1)) throw new UsageError(`explain takes one scenario, got: ${operands.join(' ')}`);
    const analysis = analyze(scanned?.scenario ?? loadScenarioFile(host, operands[0]));
    refuseTooBig(analysis);
    host.print(asJson ? toOutputJson(explainJson(analysis), null, 2) : explainText(analysis));
    const refusal = refusalOf(analysis);
    if (refusal) host.printError(refusal);
    return refusal ? 1 : 0;
  },
};
