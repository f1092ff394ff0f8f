/** `lint --format sarif`: a SARIF 2.1.0 log in the shape GitHub code scanning takes (one run, rules with help, results at file/line/column). */
import { ruleHelpOf } from './rule-help.ts';
import type { LintFinding } from './lint-findings.ts';

/** The tool's name and version as the log's driver. */
export interface SarifTool {
  readonly name: string;
  readonly version: string;
}

/** A repository-relative path as a SARIF URI (percent-encoded per segment); an absolute path as a file URI. */
function toUri(file: string): { readonly uri: string; readonly uriBaseId?: string } {
  const encoded = file.split('/').map((s) => encodeURIComponent(s)).join('/');
  return file.startsWith('/') ? { uri: `file://${encoded}` } : { uri: encoded, uriBaseId: '%SRCROOT%' };
}

function locationOf(f: LintFinding) {
  if (!f.place) return [];
  const region = f.place.line !== undefined ? { region: { startLine: f.place.line, ...(f.place.column !== undefined ? { startColumn: f.place.column } : {}) } } : {};
  return [{ physicalLocation: { artifactLocation: toUri(f.place.file), ...region } }];
}

/** The SARIF log of `findings`. */
export function sarifReport(findings: readonly LintFinding[], tool: SarifTool): object {
  const ids = [...new Set(findings.map((f) => f.ruleId))].sort();
  const indexOf = new Map(ids.map((id, i) => [id, i]));
  const rules = ids.map((id) => {
    const { name, help } = ruleHelpOf(id);
    const level = findings.find((f) => f.ruleId === id)!.level;
    return { id, name, shortDescription: { text: name }, fullDescription: { text: help }, help: { text: help, markdown: help }, defaultConfiguration: { level } };
  });
  const results = findings.map((f) => ({
    ruleId: f.ruleId,
    ruleIndex: indexOf.get(f.ruleId)!,
    level: f.level,
    message: { text: f.hint ? `${f.message} (${f.hint})` : f.message },
    locations: locationOf(f),
  }));
  return {
    $schema: 'https://json.schemastore.org/sarif-2.1.0.json',
    version: '2.1.0',
    runs: [{ tool: { driver: { name: tool.name, version: tool.version, semanticVersion: tool.version, rules } }, results, columnKind: 'utf16CodeUnits' }],
  };
}
