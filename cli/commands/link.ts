import { encodePermalink, hostFilesOf, printable, redactScenario, withholdHostFiles } from '../../engine/index.ts';
import { parseCommandArgs } from '../args.ts';
import { loadScenarioFile, type CliCommand } from '../cli-support.ts';
import { printMaybeKept } from '../output-boundary.ts';

/** `link <scenario.json>`: prints the permalink hash the app makes (secrets redacted unless --keep-secrets, host files withheld unless --keep-host-files). */
export const linkCommand: CliCommand = {
  run(argv, host) {
    const args = parseCommandArgs('link', argv);
    const keep = args.flag('keep-secrets');
    const selectedTab = args.option('tab');
    const resultTab = args.option('result');
    const base = args.option('base') ?? '';
    const keepHostFiles = args.flag('keep-host-files');
    const original = loadScenarioFile(host, args.positionals[0]);
    const withheld = keepHostFiles ? [] : hostFilesOf(original).filter((h) => !h.isWithheld);
    const scenario = keepHostFiles ? original : withholdHostFiles(original);
    if (withheld.length) host.printError(`withheld ${withheld.length} host file(s) outside the project and its config dirs: ${withheld.map((h) => `${printable(h.path)} (${h.bytes} bytes)`).join(', ')}; pass --keep-host-files to keep them`);
    const redacted = keep ? { scenario, redactions: [] } : redactScenario(scenario);
    for (const r of redacted.redactions) host.printError(`redacted ${printable(r.file)}:${r.line}:${r.column} ${printable(r.keyPath)} -> ${printable(r.placeholder)}`);
    if (redacted.redactions.length) host.printError(`${redacted.redactions.length} value(s) redacted; pass --keep-secrets to keep them`);
    for (const u of 'unchecked' in redacted ? (redacted.unchecked ?? []) : []) host.printError(`could not be fully checked: ${printable(u.file)}: ${u.reason}`);
    printMaybeKept(host, `${base}${encodePermalink(redacted.scenario, { ...(selectedTab ? { selectedTab } : {}), ...(resultTab ? { resultTab } : {}) })}`, keep);
    return 0;
  },
};
