import { analyze } from '../../engine/analyze.ts';
import { loadScenarioFile, refusalOf, takeFlag, type CliCommand } from '../cli-support.ts';
import { probeReport } from '../probe-report.ts';
import { takeScan, withProbesOf } from '../scan-source.ts';
import { toOutputJson } from '../output-boundary.ts';

/** `test <scenario.json>`: evaluates the probes; exit 1 when any expectation fails (or none is there to check). */
export const testCommand: CliCommand = {
  usage: 'test <scenario.json> [--scan [dir]] [--json]   check every probe\'s expected action (against the scanned config with --scan); exit 1 on any failure',
  run(args, callerHost) {
    const asJson = takeFlag(args, '--json');
    const scanned = takeScan(args, callerHost);
    const host = scanned?.host ?? callerHost;
    // `test x.json --scan dir`: the file's probes against the scanned config.
    const scenario = scanned ? withProbesOf(host, scanned.scenario, args[0]) : loadScenarioFile(host, args[0]);
    const analysis = analyze(scenario);
    const refusal = refusalOf(analysis);
    if (refusal) host.printError(refusal);
    const { lines, tally } = probeReport(analysis, !asJson && host.env.GITHUB_ACTIONS === 'true');
    const hasNothingToCheck = tally.passed + tally.failed === 0;
    if (asJson) {
      const probes = analysis.probes.map((r) => ({ permission: r.probe.permission, input: r.probe.input, agent: r.agent, expect: r.probe.expect ?? null, action: r.decision?.action ?? null, stage: r.stage, passed: r.passed }));
      host.print(toOutputJson({ ...tally, probes }, null, 2));
    } else {
      for (const line of lines) host.print(line);
      if (hasNothingToCheck) host.print('no probe has an expectation, so nothing was checked (add "expect": "allow" | "ask" | "deny")');
    }
    return tally.failed > 0 || hasNothingToCheck || refusal ? 1 : 0;
  },
};
