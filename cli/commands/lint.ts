import { analyze, ENGINE_VERSION, isInsidePath, offsetOf, relativePath, type Diagnostic, type ScenarioFile } from '../../engine/index.ts';
import { parseCommandArgs, PROGRAM } from '../args.ts';
import { toOutputJson } from '../output-boundary.ts';
import { readScenarioFile, UsageError, type CliCommand } from '../cli-support.ts';
import type { CliHost } from '../host.ts';
import { countLevels, lintFindings, type FindingPlace } from '../report/lint-findings.ts';
import { lintAnnotations, lintMarkdown, lintText } from '../report/lint-text.ts';
import { sarifReport } from '../report/sarif-report.ts';
import { scenarioPlacer } from '../report/scenario-positions.ts';
import { takeScan } from '../scan-source.ts';

const FORMATS = ['text', 'json', 'sarif', 'markdown'] as const;

/** A path as a reviewer's path: relative to the working directory when inside it. */
function reviewerPath(host: CliHost, path: string): string {
  return path.startsWith('/') && isInsidePath(host.cwd, path) ? relativePath(host.cwd, path) || path : path;
}

/** Findings of a scanned machine sit in its real files. */
function placeOnDisk(host: CliHost) {
  return (d: Diagnostic): FindingPlace | null => (d.path?.startsWith('/') ? { file: reviewerPath(host, d.path), ...(d.line !== undefined ? { line: d.line, column: d.column ?? 1 } : {}) } : null);
}

/**
 * Findings of a scenario file sit in that file: a layer's position maps into the layer's string in `files[]`. A finding
 * placed by line and column (a rule's source location holds no offset) is placed through its layer's text.
 */
function placeInScenario(host: CliHost, path: string, text: string, layers: readonly ScenarioFile[]) {
  const place = scenarioPlacer(text);
  const file = reviewerPath(host, path.startsWith('/') ? path : `${host.cwd}/${path}`.replace(/\/\.\//g, '/'));
  const offsetIn = (d: Diagnostic): number | undefined => {
    if (d.offset !== undefined || d.line === undefined) return d.offset;
    const layer = layers.find((f) => f.path === d.path);
    return layer ? offsetOf(layer.text, d.line, d.column ?? 1) : undefined;
  };
  return (d: Diagnostic): FindingPlace => {
    const offset = d.path !== undefined ? offsetIn(d) : undefined;
    const at = d.path !== undefined && offset !== undefined ? place(d.path, offset) : null;
    return at ? { file, ...at } : { file };
  };
}

function maxWarningsOf(value: string | undefined): number {
  if (value === undefined) return Infinity;
  if (!/^\d+$/.test(value)) throw new UsageError('--max-warnings needs a whole number (0 or more)');
  return Number(value);
}

/** `lint <scenario.json> | --scan [dir]`: every lint and diagnostic the playground shows; exit 1 on an error or more warnings than `--max-warnings`. */
export const lintCommand: CliCommand = {
  run(argv, callerHost) {
    const args = parseCommandArgs('lint', argv);
    const format = args.option('format') ?? 'text';
    if (!(FORMATS as readonly string[]).includes(format)) throw new UsageError(`--format must be one of ${FORMATS.join(', ')}`);
    const maxWarnings = maxWarningsOf(args.option('max-warnings'));
    const scanned = takeScan(args, callerHost);
    const host = scanned?.host ?? callerHost;
    const operands = scanned?.operands ?? args.positionals;
    if (operands.length > (scanned ? 0 : 1)) throw new UsageError(`lint takes one scenario, got: ${operands.join(' ')}`);
    const path = operands[0];
    const read = scanned ? null : readScenarioFile(host, path);
    const analysis = analyze(scanned?.scenario ?? read!.scenario);
    const findings = lintFindings(analysis, read ? placeInScenario(host, path!, read.text, read.scenario.files) : placeOnDisk(host));
    const title = scanned ? `${path ? `${path} against the ` : ''}scan of ${scanned.dir}` : path!;
    if (format === 'sarif') host.print(toOutputJson(sarifReport(findings, { name: PROGRAM, version: ENGINE_VERSION }), null, 2));
    else if (format === 'json') host.print(toOutputJson({ ...countLevels(findings), findings }, null, 2));
    else if (format === 'markdown') host.print(lintMarkdown(findings, title));
    else {
      for (const line of lintText(findings)) host.print(line);
      if (host.env.GITHUB_ACTIONS === 'true') for (const line of lintAnnotations(findings)) host.print(line);
    }
    const counts = countLevels(findings);
    if (counts.warning > maxWarnings) host.printError(`${counts.warning} warnings, more than --max-warnings ${maxWarnings}`);
    return counts.error > 0 || counts.warning > maxWarnings ? 1 : 0;
  },
};
