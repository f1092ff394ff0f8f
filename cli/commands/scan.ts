import { analyze, explainJson, explainText, isPlatform, printable, redactScenario } from '../../engine/index.ts';
import { parseCommandArgs } from '../args.ts';
import { CliExit, refusalOf, UsageError, type CliCommand } from '../cli-support.ts';
import { scanProject } from '../fs-scan.ts';
import { HostError } from '../host.ts';
import { hostSecretsOf, maskingHost, printScanNotes } from '../scan-source.ts';
import { toOutputJson } from '../output-boundary.ts';

/** `scan [dir] [--home H] [--platform P] [--out file] [--json]`: what the loader would read here, explained, or written as a redacted scenario. */
export const scanCommand: CliCommand = {
  run(argv, callerHost) {
    let host = callerHost;
    const args = parseCommandArgs('scan', argv);
    const asJson = args.flag('json');
    const out = args.option('out');
    const home = args.option('home');
    const platform = args.option('platform');
    const keepHostFiles = args.flag('keep-host-files');
    if (platform !== undefined && !isPlatform(platform)) throw new UsageError('--platform must be linux, darwin or win32');
    if (args.positionals.length > 1) throw new UsageError(`scan takes one directory, got: ${args.positionals.join(' ')}`);
    const dir = args.positionals[0];
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
