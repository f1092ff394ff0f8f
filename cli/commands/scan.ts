import { analyze } from '../../engine/analyze.ts';
import { explainJson, explainText } from '../../engine/report/explain-report.ts';
import { printable } from '../../engine/report/printable.ts';
import { isPlatform } from '../../engine/permission/platform.ts';
import { redactScenario } from '../../engine/scenario/redact-scenario.ts';
import { CliExit, refusalOf, takeFlag, takeOption, UsageError, type CliCommand } from '../cli-support.ts';
import { scanProject } from '../fs-scan.ts';
import { HostError } from '../host.ts';
import { toOutputJson } from '../output-boundary.ts';
import { hostSecretsOf, maskingHost, printScanNotes } from '../scan-source.ts';

/** `scan [dir] [--home H] [--platform P] [--out file] [--json]`: what the loader would read here, explained, or written as a redacted scenario. */
export const scanCommand: CliCommand = {
  usage: 'scan [dir] [--home H] [--platform P] [--out file] [--json] [--keep-host-files]   read this machine\'s real config; explain it or write a scenario',
  run(args, callerHost) {
    let host = callerHost;
    const asJson = takeFlag(args, '--json');
    const keepHostFiles = takeFlag(args, '--keep-host-files');
    const out = takeOption(args, '--out');
    const home = takeOption(args, '--home');
    const platform = takeOption(args, '--platform');
    if (platform !== undefined && !isPlatform(platform)) throw new UsageError('--platform must be linux, darwin or win32');
    if (args.length > 1) throw new UsageError(`scan takes one directory, got: ${args.join(' ')}`);
    const dir = args[0];
    if (dir !== undefined && !host.isDirectory(dir)) throw new CliExit(`not a directory: ${dir}`);
    const result = scanProject(host, { ...(dir !== undefined ? { dir } : {}), ...(home !== undefined ? { home } : {}), ...(platform !== undefined ? { platform } : {}), keepHostFiles });
    const { scenario } = result;
    printScanNotes(host, result);
    // Reports mask whole credential files; the --out scenario is redacted whole below.
    host = maskingHost(callerHost, hostSecretsOf(result));
    const analysis = analyze(scenario);
    const refusal = refusalOf(analysis);
    if (out === undefined) {
      host.print(asJson ? toOutputJson(explainJson(analysis), null, 2) : explainText(analysis));
      if (refusal) host.printError(refusal);
      return refusal ? 1 : 0;
    }
    const redacted = redactScenario(scenario);
    try {
      host.writeText(out, `${toOutputJson(redacted.scenario, null, 2)}\n`);
    } catch (err) {
      throw new CliExit(`cannot write ${printable(out)}: ${err instanceof HostError ? err.code : String(err)}`);
    }
    host.print(`wrote ${printable(out)}: ${scenario.files.length} files, ${Object.keys(scenario.env).length} env vars, cwd ${printable(scenario.cwd)}, worktree ${printable(scenario.worktree)}`);
    for (const u of redacted.unchecked ?? []) host.print(`could not be fully checked: ${printable(u.file)}: ${u.reason}`);
    if (redacted.redactions.length === 0) host.print('no credential-like values found (by key, by known token shape, by NAME=value)');
    else {
      host.print(`redacted ${redacted.redactions.length} credential-like value(s):`);
      for (const r of redacted.redactions) host.print(`  ${printable(r.file)}:${r.line}:${r.column} ${printable(r.keyPath)} -> ${printable(r.placeholder)}`);
    }
    if (refusal) host.printError(refusal);
    return refusal ? 1 : 0;
  },
};
