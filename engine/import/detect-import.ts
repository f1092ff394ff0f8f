/** What a pasted or opened text is (agent/command/mode markdown, a config, a scenario, CLI output) and where it would go. */
import { createScanner } from 'jsonc-parser';
import { DOT_DIR } from '../config/discover/paths.ts';
import { AGENT_MODES as AGENT_MODE_VALUES } from '../config/schema/schema-table-agent.ts';
import { parseFrontmatter } from '../config/markdown/frontmatter.ts';
import { join } from '../vfs/path.ts';
import { toPosixPath } from '../vfs/path-win32.ts';
import type { Scenario } from '../scenario/scenario.ts';
import { MAX_PASTE_CHARS } from './cli-output.ts';
import { layerTargetPath, type LayerTarget } from './config-layer.ts';

/** What an import can become: a markdown entry file, a config layer, a whole scenario, or CLI output turned into a scenario or a layer. */
export type ImportKind = 'agent' | 'command' | 'mode' | 'config' | 'debug-config' | 'cli' | 'scenario';

/** One way to import the text: what it is taken for and where it goes (null: it replaces the scenario). */
export interface ImportChoice {
  readonly kind: ImportKind;
  /** In words, for the dialog ("an agent (markdown)"). */
  readonly label: string;
  /** The absolute path of the file it becomes; null when it replaces the scenario or goes to an env var. */
  readonly path: string | null;
  /** For configs: the layer it goes to. */
  readonly target?: LayerTarget;
}

/** The verdict: the best choice first, whether it is certain, why, and the other plausible choices. */
export interface ImportDetection {
  /** What the text was taken for; null when nothing can be imported (empty, binary, too large). */
  readonly kind: ImportKind | null;
  /** False when the text fits several kinds equally; the dialog then asks. */
  readonly isSure: boolean;
  /** Why, in words. */
  readonly reason: string;
  /** choices[0] is the proposal; empty when nothing can be imported. */
  readonly choices: readonly ImportChoice[];
}

/** What detection needs of the scenario and of the text's origin. */
export interface DetectContext {
  readonly scenario: Scenario;
  /** The name of an opened file, when the text came from one. */
  readonly fileName?: string;
}

const LABELS: Readonly<Record<ImportKind, string>> = {
  agent: 'an agent (markdown)',
  command: 'a command (markdown)',
  mode: 'a mode (markdown)',
  config: 'a config file',
  'debug-config': 'the output of `agentforge debug config`',
  cli: 'CLI output (a ruleset, `debug agent` or a permission log line)',
  scenario: 'a playground scenario',
};

/** The markdown folder of each entry kind in a config dir. */
const ENTRY_DIRS = { agent: 'agent', command: 'command', mode: 'mode' } as const;
type EntryKind = keyof typeof ENTRY_DIRS;

/** Frontmatter keys only an agent (or mode) has. */
const AGENT_KEYS: readonly string[] = ['permission', 'tools', 'temperature', 'top_p', 'prompt', 'color', 'steps', 'maxSteps', 'disable', 'hidden', 'options'];
/** Frontmatter keys only a command has. */
const COMMAND_KEYS: readonly string[] = ['agent', 'subtask', 'template'];
const AGENT_MODES: readonly string[] = AGENT_MODE_VALUES;
/** Keys only a scenario file has at its top (a config has none of them). */
const SCENARIO_KEYS: readonly string[] = ['files', 'probes', 'cwd', 'worktree', 'home', 'platform'];
/** Keys the loader adds to every resolved config: all four at once mean `debug config` printed it. */
const LOADER_KEYS: readonly string[] = ['agent', 'mode', 'command', 'plugin'];
/** A permission log line: `key=value` fields, then ` ruleset=[`. */
const LOG_LINE = /(?:^|\s)ruleset=\[/m;
/** `"permission": [` then a rule (or nothing): the rule list `debug agent` prints, not a nested config value. */
const RULE_LIST = /"permission"\s*:\s*\[\s*(?:\]|\{\s*"(?:permission|pattern|action)")/;
/** What a command template uses and an agent prompt does not. */
const COMMAND_BODY = /\$ARGUMENTS|\$[1-9]\b|!`[^`]+`/;

function choice(kind: ImportKind, path: string | null, target?: LayerTarget): ImportChoice {
  return { kind, label: LABELS[kind], path, ...(target ? { target } : {}) };
}

function nothing(reason: string): ImportDetection {
  return { kind: null, isSure: true, reason, choices: [] };
}

/** True for text that is not text: a NUL, or more than one control character in ten. */
function isBinary(text: string): boolean {
  const head = text.slice(0, 8192);
  if (head.includes('\u0000')) return true;
  let control = 0;
  for (let i = 0; i < head.length; i++) {
    const c = head.charCodeAt(i);
    if ((c < 32 && c !== 9 && c !== 10 && c !== 13) || c === 0xfffd) control++;
  }
  return control * 10 > head.length;
}

/** A name safe as a file name: lower-case words joined by `-`; '' when nothing is left. */
function slug(value: string): string {
  return value.toLowerCase().replace(/[^a-z0-9_.-]+/g, '-').replace(/^[-.]+|-+$/g, '').slice(0, 48);
}

/** The entry's name: the frontmatter's `name`, the opened file's, the first words of its description, else `imported`. */
function entryName(data: Record<string, unknown>, fileName: string | undefined): string {
  if (typeof data.name === 'string' && slug(data.name)) return slug(data.name);
  const base = fileName ? (toPosixPath(fileName).split('/').pop() ?? '').replace(/\.md$/i, '') : '';
  if (slug(base)) return slug(base);
  if (typeof data.description === 'string') {
    const words = slug(data.description.split(/\s+/).slice(0, 3).join(' '));
    if (words) return words;
  }
  return 'imported';
}

/** `<worktree>/.agentforge/<dir>/<name>.md`, with `-2`, `-3`… when the scenario already has that file. */
export function entryPath(kind: EntryKind, name: string, ctx: Pick<Scenario, 'files' | 'worktree'>): string {
  const dir = join(join(toPosixPath(ctx.worktree), DOT_DIR), ENTRY_DIRS[kind]);
  const taken = new Set(ctx.files.map((f) => toPosixPath(f.path)));
  for (let i = 1; ; i++) {
    const path = join(dir, `${i === 1 ? name : `${name}-${i}`}.md`);
    if (!taken.has(path)) return path;
  }
}

/** The top-level keys of a JSON(C) object, read with a scanner (no recursion, so any depth); null when the text is no object. */
function topLevelKeys(text: string): { keys: string[]; isWhole: boolean } | null {
  const scanner = createScanner(text, true);
  const keys: string[] = [];
  let depth = 0;
  let pending: string | null = null;
  let kind = scanner.scan();
  if (kind !== 1) return null; // `{`
  depth = 1;
  for (kind = scanner.scan(); kind !== 17 && depth > 0; kind = scanner.scan()) {
    if (kind === 1 || kind === 3) depth++;
    else if (kind === 2 || kind === 4) depth--;
    else if (depth === 1 && kind === 10) pending = scanner.getTokenValue();
    else if (depth === 1 && kind === 6 && pending !== null) keys.push(pending);
    if (kind !== 10) pending = null;
  }
  // Whole: the object closed and only trivia (comments, blanks) follows.
  let isWhole = depth === 0;
  for (let k = kind; isWhole && k !== 17; k = scanner.scan()) if (k < 12 || k > 15) isWhole = false;
  return { keys, isWhole };
}

function detectJsonObject(text: string, ctx: DetectContext, keys: readonly string[], isWhole: boolean): ImportDetection {
  const config = choice('config', layerTargetPath('project', ctx.scenario), 'project');
  const scenarioKeys = keys.filter((k) => SCENARIO_KEYS.includes(k));
  if (keys.includes('files') && (keys.includes('version') || scenarioKeys.length > 1)) {
    return { kind: 'scenario', isSure: true, reason: `it has a scenario's ${['version', ...scenarioKeys].filter((k) => keys.includes(k)).join(', ')}`, choices: [choice('scenario', null)] };
  }
  if (scenarioKeys.length > 0 && !keys.some((k) => !SCENARIO_KEYS.includes(k) && k !== 'version' && k !== 'env' && k !== 'title')) {
    return { kind: 'scenario', isSure: false, reason: `it has ${scenarioKeys.join(', ')} like a scenario, but no files`, choices: [choice('scenario', null), config] };
  }
  if (keys.includes('permission') && RULE_LIST.test(text)) {
    return { kind: 'cli', isSure: true, reason: 'its permission is a list of rules, as `agentforge debug agent` prints it', choices: [choice('cli', null)] };
  }
  if (LOADER_KEYS.every((k) => keys.includes(k))) {
    return { kind: 'debug-config', isSure: true, reason: 'it has agent, mode, command and plugin all at once, which the loader adds to the config `debug config` prints', choices: [choice('debug-config', config.path, 'project'), config] };
  }
  const reason = isWhole ? `a JSON object with ${keys.length ? keys.slice(0, 4).join(', ') : 'no keys'}` : 'it starts like a JSON object (it is incomplete or has text after it; the loader will say where)';
  return { kind: 'config', isSure: true, reason, choices: [config] };
}

function markdownChoices(first: EntryKind, name: string, ctx: DetectContext): ImportChoice[] {
  const order: EntryKind[] = [first, ...(['agent', 'command', 'mode'] as const).filter((k) => k !== first)];
  return order.map((k) => choice(k, entryPath(k, name, ctx.scenario)));
}

function detectMarkdown(text: string, ctx: DetectContext, hasFrontmatter: boolean): ImportDetection {
  const fm = hasFrontmatter ? parseFrontmatter(text) : null;
  const data = fm && (fm.kind === 'kept' || fm.kind === 'whole-text') ? fm.data : {};
  const body = fm && (fm.kind === 'kept' || fm.kind === 'whole-text') ? fm.content : text;
  const name = entryName(data, ctx.fileName);
  const keys = Object.keys(data);
  const sure = (kind: EntryKind, reason: string): ImportDetection => ({ kind, isSure: true, reason, choices: markdownChoices(kind, name, ctx) });
  const unsure = (kind: EntryKind, reason: string): ImportDetection => ({ kind, isSure: false, reason, choices: markdownChoices(kind, name, ctx) });
  const folder = ctx.fileName ? toPosixPath(ctx.fileName).split('/').slice(-2, -1)[0] : undefined;
  const fromFolder = (['agent', 'command', 'mode'] as const).find((k) => folder === k || folder === `${k}s`);
  if (fromFolder) return sure(fromFolder, `it was in a ${folder}/ folder`);
  if (fm && fm.kind !== 'kept' && fm.kind !== 'whole-text') return unsure('agent', 'its frontmatter cannot be read (the loader will say why)');
  if (typeof data.mode === 'string' && AGENT_MODES.includes(data.mode)) return sure('agent', `its frontmatter says mode: ${data.mode}`);
  const commandKeys = keys.filter((k) => COMMAND_KEYS.includes(k));
  const agentKeys = keys.filter((k) => AGENT_KEYS.includes(k));
  if (commandKeys.length && !agentKeys.length) return sure('command', `its frontmatter has ${commandKeys.join(', ')}, which only commands have`);
  if (agentKeys.length && !commandKeys.length) return sure('agent', `its frontmatter has ${agentKeys.join(', ')}, which agents have`);
  if (COMMAND_BODY.test(body)) return commandKeys.length || agentKeys.length ? unsure('command', 'it mixes command and agent settings') : sure('command', 'its text uses $ARGUMENTS, $1 or !`…`, as command templates do');
  if (agentKeys.length) return unsure('agent', `it mixes agent settings (${agentKeys.join(', ')}) and command settings (${commandKeys.join(', ')})`);
  return unsure('agent', hasFrontmatter ? `its frontmatter (${keys.length ? keys.join(', ') : 'empty'}) fits an agent, a command and a mode alike` : 'it is text without frontmatter: an agent prompt, a command template or a mode alike');
}

/**
 * Says what a pasted or opened text is and where it would go, and whether that is certain:
 * a scenario file, a config (or the resolved config of `debug config`), CLI output (a permission
 * log line, `debug agent`, a ruleset), or an agent/command/mode markdown file. Never throws.
 */
export function detectImport(text: string, ctx: DetectContext): ImportDetection {
  if (text.length > MAX_PASTE_CHARS) return nothing('it is larger than 8 M characters');
  if (text.trim() === '') return nothing('there is nothing to import');
  if (isBinary(text)) return nothing('it is not text (a binary file?)');
  const body = text.replace(/^\uFEFF/, '');
  // The first character after blanks and JSONC comments.
  const start = /^(?:\s+|\/\/[^\n]*|\/\*[\s\S]*?\*\/)*/.exec(body)?.[0].length ?? 0;
  const lead = body[start];
  const isMarkdownName = ctx.fileName !== undefined && /\.(md|markdown)$/i.test(ctx.fileName);
  if (!isMarkdownName && (lead === '{' || lead === '[')) {
    if (lead === '{') {
      const top = topLevelKeys(body);
      if (top) return detectJsonObject(body, ctx, top.keys, top.isWhole);
    }
    if (LOG_LINE.test(body.slice(0, 2000)) && !body.slice(start, start + 2).startsWith('[{')) return { kind: 'cli', isSure: true, reason: 'it is a permission log line with ruleset=[…]', choices: [choice('cli', null)] };
    return { kind: 'cli', isSure: true, reason: 'it is a JSON list, as a printed ruleset is', choices: [choice('cli', null)] };
  }
  if (LOG_LINE.test(body)) return { kind: 'cli', isSure: true, reason: 'it has a permission log line with ruleset=[…]', choices: [choice('cli', null)] };
  const hasFrontmatter = /^---[ \t]*\r?\n/.test(body) || /^---js\b/.test(body);
  if (hasFrontmatter || isMarkdownName) return detectMarkdown(body, ctx, hasFrontmatter);
  // CLI output with a prompt or a header line before its JSON (`$ agentforge debug config`).
  const json = body.search(/^\s*[{[]/m);
  if (json >= 0 && /\b(agentforge|opencode)\s+debug\b/.test(body.slice(0, json))) {
    if (RULE_LIST.test(body) || body.slice(json).trimStart().startsWith('[')) return { kind: 'cli', isSure: true, reason: 'it is `debug agent` output (its permission is a list of rules)', choices: [choice('cli', null)] };
    const config = choice('config', layerTargetPath('project', ctx.scenario), 'project');
    return { kind: 'debug-config', isSure: true, reason: 'it is `debug config` output', choices: [choice('debug-config', config.path, 'project'), config] };
  }
  return detectMarkdown(body, ctx, false);
}
