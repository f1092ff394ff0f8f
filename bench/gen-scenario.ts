/** Deterministic 8-layer scenarios with a chosen number of rules, several agents and 30 tools. */
import { BUILTIN_TOOL_IDS, CONFIG_SCHEMA_URL, type Scenario, type ScenarioFile } from '../engine/index.ts';
import { createPrng, type Prng } from './prng.ts';
import { pathPattern, realisticProbe, shellPattern } from './gen-rules.ts';

const HOME = '/home/user';
const PROJECT = `${HOME}/project`;
const GLOBAL = `${HOME}/.config/agentforge`;

/** The eight layers, low → high precedence; the markdown agent is the eighth. */
const JSON_LAYERS: readonly string[] = [
  `${GLOBAL}/config.json`,
  `${GLOBAL}/agentforge.json`,
  `${GLOBAL}/agentforge.jsonc`,
  `${PROJECT}/agentforge.json`,
  `${PROJECT}/packages/app/agentforge.jsonc`,
  `${PROJECT}/.agentforge/agentforge.json`,
  '/etc/agentforge/agentforge.json',
];
/** The file a keystroke edits: the project config, as a user would. */
export const EDITED_FILE = `${PROJECT}/agentforge.json`;
const AGENT_MD = `${PROJECT}/.agentforge/agent/reviewer.md`;
const AGENTS = ['build', 'plan', 'docs', 'ops'];
const ACTIONS = ['allow', 'ask', 'deny'] as const;
const MCP_TOOLS = ['github_create_issue', 'github_list_prs', 'github_merge', 'linear_search', 'linear_create', 'sentry_events', 'slack_post', 'slack_read', 'db_query', 'db_migrate', 'browser_open', 'browser_click', 'fs_watch', 'k8s_apply', 'k8s_logs', 'jira_search', 'figma_get', 'notion_page', 'vault_read'];
/** 30 tools: the built-ins and MCP tools of six servers. */
export const TOOLS: readonly string[] = [...BUILTIN_TOOL_IDS, 'websearch', 'skill', ...MCP_TOOLS.map((t) => `mcp_${t}`)];

/** A pattern made unique by a numbered argument (commands) or directory (paths), keeping its shape. */
function numbered(pattern: string, k: number): string {
  const space = pattern.indexOf(' ', pattern.indexOf(' ') + 1);
  if (/^\S+ \S+/.test(pattern)) return space < 0 ? `${pattern} --n${k}` : `${pattern.slice(0, space)} --n${k}${pattern.slice(space)}`;
  const slash = pattern.indexOf('/');
  return slash < 0 ? `n${k}/${pattern}` : `${pattern.slice(0, slash)}/n${k}${pattern.slice(slash)}`;
}

/** A permission map of `n` unique patterns per permission, drawn from the shared `used` set so layers do not overlap. */
function permissionMap(rng: Prng, n: number, used: Set<string>): Record<string, Record<string, string> | string> {
  const map: Record<string, Record<string, string> | string> = {};
  const bash: Record<string, string> = { '*': 'ask' };
  const edit: Record<string, string> = {};
  const read: Record<string, string> = {};
  for (let i = 0; i < n; i++) {
    const kind = rng.int(10);
    const target = kind < 6 ? bash : kind < 8 ? edit : read;
    const tag = kind < 6 ? 'b' : kind < 8 ? 'e' : 'r';
    let pattern = kind < 6 ? shellPattern(rng) : pathPattern(rng);
    // Keys must be unique across layers; after a few redraws, a numbered argument keeps the pattern's shape.
    for (let k = 0; used.has(tag + pattern); k++) pattern = k < 8 ? (kind < 6 ? shellPattern(rng) : pathPattern(rng)) : numbered(pattern, k);
    used.add(tag + pattern);
    target[pattern] = rng.pick(ACTIONS);
  }
  map.bash = bash;
  if (Object.keys(edit).length) map.edit = edit;
  if (Object.keys(read).length) map.read = read;
  map[`mcp_${rng.pick(MCP_TOOLS)}`] = rng.pick(ACTIONS);
  return map;
}

function layerText(rng: Prng, n: number, used: Set<string>, index: number, isJsonc: boolean): string {
  const perAgent = Math.floor(n / 5);
  const config: Record<string, unknown> = { $schema: CONFIG_SCHEMA_URL, permission: permissionMap(rng, n - perAgent * (index % 2), used) };
  if (index % 2 === 1) config.agent = { [AGENTS[index % AGENTS.length]!]: { description: `agent from layer ${index}`, permission: permissionMap(rng, perAgent, used) } };
  if (index === 3) config.mcp = Object.fromEntries(['github', 'linear', 'sentry', 'slack', 'db', 'browser'].map((s) => [s, { type: 'local', command: [`${s}-mcp`, '--stdio'] }]));
  const json = JSON.stringify(config, null, 2);
  return isJsonc ? `// layer ${index}, written by hand\n${json.replace(/\n}$/, ',\n}')}\n` : `${json}\n`;
}

function agentMarkdown(): string {
  return ['---', 'description: Reviews changes', 'mode: subagent', 'permission:', '  edit: deny', '  bash:', '    "*": ask', '    "git diff *": allow', '    "git log *": allow', '---', 'You review code and never edit it.', ''].join('\n');
}

/** A scenario with `rules` rules spread over 7 JSON layers plus a markdown agent, 4 config agents, 30 tools and 20 probes. */
export function generateScenario(rules: number, seed = 7): Scenario {
  const rng = createPrng(seed);
  const used = new Set<string>();
  const per = Math.max(1, Math.floor(rules / JSON_LAYERS.length));
  const files: ScenarioFile[] = JSON_LAYERS.map((path, i) => ({ path, text: layerText(rng, i === JSON_LAYERS.length - 1 ? rules - per * (JSON_LAYERS.length - 1) : per, used, i, path.endsWith('.jsonc')) }));
  files.push({ path: AGENT_MD, text: agentMarkdown() });
  const probes = Array.from({ length: 20 }, () => realisticProbe(rng));
  return { version: 1, title: `generated: ${rules} rules`, files, env: {}, cwd: `${PROJECT}/packages/app`, worktree: PROJECT, home: HOME, platform: 'linux', agent: 'build', probes, tools: TOOLS };
}

/** A `"pattern": "action"` rule of a config text: its key (group 1) and action (group 2). */
const RULE = /"((?:[^"\\\n]|\\.)+)": "(allow|ask|deny)"/g;

/** The key of the middle `"pattern": "action"` rule of a config text, with `stamp` typed into it; null when it has none. */
function editMiddleRule(text: string, stamp: number): string | null {
  const rules = [...text.matchAll(RULE)];
  const rule = rules[Math.floor(rules.length / 2)];
  if (!rule || rule.index === undefined) return null;
  const end = rule.index + 1 + rule[1]!.length;
  return `${text.slice(0, end)} k${stamp}${text.slice(end)}`;
}

/** Every `"pattern": "action"` rule key of a config text with `stamp` typed into it: the same shape and size, every rule new. */
function renameEveryRule(text: string, stamp: number): string {
  return text.replace(RULE, (_, key: string, action: string) => `"${key} c${stamp}": "${action}"`);
}

/**
 * How a benchmark changes a scenario, carrying `stamp` so no two runs give the same text:
 * - `keystroke`: the middle rule of the file a person edits gets new characters in its pattern (so the rule, its
 *   lints and every later position in the file change);
 * - `cold`: every rule of every config file gets new characters: nothing the engine keeps (parses, rules, lints,
 *   indexes by pattern) can answer, as in a first analysis;
 * - `retype`: a comment is appended to every config file: every file is parsed again, but every rule is one the
 *   engine has seen (what caches keyed by content keep).
 */
export type EditKind = 'keystroke' | 'cold' | 'retype';

/** The scenario with its text changed as `kind` says. */
export function editScenario(scenario: Scenario, stamp: number, kind: EditKind = 'keystroke'): Scenario {
  // The file a keystroke lands in: the generated scenarios' edited file, else (a real config) its largest config file.
  const configs = scenario.files.filter((f) => !f.path.endsWith('.md'));
  const target = configs.find((f) => f.path === EDITED_FILE) ?? configs.reduce<(typeof configs)[number] | undefined>((big, f) => (!big || f.text.length > big.text.length ? f : big), undefined);
  const edit = (text: string): string => {
    if (kind === 'cold') return renameEveryRule(text, stamp);
    if (kind === 'retype') return `${text}// edit ${stamp}\n`;
    return editMiddleRule(text, stamp) ?? `${text}// edit ${stamp}\n`;
  };
  const files = scenario.files.map((f) => ((kind === 'keystroke' ? f === target : !f.path.endsWith('.md')) ? { ...f, text: edit(f.text) } : f));
  return { ...scenario, files };
}
