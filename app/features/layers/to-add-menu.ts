import { joinPath as join, toPosixPath, CONFIG_SCHEMA_URL, DOT_DIR, GLOBAL_FILES, globalConfigDir, managedConfigDir, type Platform } from '../../../engine/index.ts';
import { toDisplayPath } from '../../shared/to-display-path.ts';

/** What the add-layer menu is computed from. */
export interface AddMenuContext {
  readonly home: string;
  readonly cwd: string;
  readonly worktree: string;
  readonly platform: Platform;
  readonly env: Readonly<Record<string, string>>;
  readonly files: readonly { path: string }[];
  readonly remote?: Readonly<Record<string, unknown>>;
  readonly account?: unknown;
}

/** One entry of the add-layer menu: a file to create (and env to set), grouped by the loader step that reads it. */
export interface AddLayerOption {
  readonly id: string;
  /** What picking it does: create a file, set env only, add a well-known credential and its body, or log an account in. */
  readonly kind: 'file' | 'env' | 'remote' | 'account';
  readonly group: string;
  readonly label: string;
  /** The absolute virtual path of the new file; null for env-only entries. */
  readonly path: string | null;
  readonly text: string;
  /** Env vars the option sets so that the loader reads the file. */
  readonly env: Readonly<Record<string, string>>;
  /** For `remote`: the credential's URL (the loader fetches `<origin>/.well-known/agentforge`). */
  readonly origin?: string;
  /** Why the option is unavailable (the file exists, the variable is set), or null. */
  readonly disabledReason: string | null;
}

const CONFIG_TEMPLATE = `{\n  "$schema": "${CONFIG_SCHEMA_URL}",\n  "permission": {\n    "bash": "ask"\n  }\n}\n`;
const AGENT_TEMPLATE = '---\ndescription: Reviews code without changing it\nmode: subagent\npermission:\n  edit: deny\n  bash:\n    "git diff *": allow\n    "*": ask\n---\nYou review the change and report problems.\n';
const COMMAND_TEMPLATE = '---\ndescription: Runs the tests\nagent: build\n---\nRun the test suite and summarise failures.\n';
const REMOTE_TEMPLATE = '{\n  "config": {\n    "permission": {\n      "webfetch": "ask"\n    }\n  }\n}\n';
const PLUGIN_TEMPLATE = '// A plugin the loader lists in `plugin`; the playground never runs it.\nexport default async () => ({});\n';
const MODE_TEMPLATE = '---\ndescription: Plans without editing\npermission:\n  edit: deny\n---\nPlan the change step by step.\n';

/** Where the added account's org config says it came from (the layer's path and its tab's id). */
export const ACCOUNT_URL = 'https://console.example.com/org/config';

function isAbsolutePath(p: string): boolean {
  return p.startsWith('/') || p.startsWith('\\') || /^[A-Za-z]:[\\/]/.test(p);
}

function uniqueName(dir: string, base: string, taken: ReadonlySet<string>): string {
  for (let i = 1; ; i += 1) {
    const name = i === 1 ? base : `${base}-${i}`;
    if (!taken.has(join(dir, `${name}.md`))) return join(dir, `${name}.md`);
  }
}

// A cache of derived data: the paths of the last file list and the set of them in posix form. The menu is computed on
// every render, and a link with 20,000 agent files would otherwise put every path in posix form on every keystroke.
let lastTaken: { readonly paths: readonly string[]; readonly taken: ReadonlySet<string> } | null = null;

/** The scenario's paths as the loader compares them (the same set while the paths are the same, in the same order). */
function takenPaths(files: readonly { path: string }[]): ReadonlySet<string> {
  const last = lastTaken;
  if (last !== null && last.paths.length === files.length) {
    let i = 0;
    while (i < files.length && files[i]!.path === last.paths[i]) i++;
    if (i === files.length) return last.taken;
  }
  const paths = files.map((f) => f.path);
  // A path with no `\\` and no `:` is in posix form already (toPosixPath gives it back).
  const taken = new Set(paths.map((p) => (p.includes('\\') || p.includes(':') ? toPosixPath(p) : p)));
  lastTaken = { paths, taken };
  return taken;
}

/** Every source the loader knows, as menu entries for this context (managed dir by platform; semantics §1, §2). */
export function toAddLayerOptions(ctx: AddMenuContext): AddLayerOption[] {
  const taken = takenPaths(ctx.files);
  const shown = { home: ctx.home, worktree: ctx.worktree };
  const globalDir = globalConfigDir(ctx.home, ctx.env);
  const projectDot = join(ctx.worktree, DOT_DIR);
  const managedDir = managedConfigDir(ctx.platform, ctx.env);
  const out: AddLayerOption[] = [];
  const file = (id: string, group: string, path: string, text: string, env: Record<string, string> = {}, note = '') =>
    out.push({ id, kind: 'file', group, label: `${toDisplayPath(path, shown)}${note}`, path, text, env, disabledReason: taken.has(toPosixPath(path)) ? 'already in the scenario' : null });
  const remoteUrls = new Set(Object.keys(ctx.remote ?? {}));
  const origin = ['https://team.example.com', 'https://team-2.example.com', 'https://team-3.example.com'].find((o) => !remoteUrls.has(`${o}/.well-known/agentforge`)) ?? null;
  out.push(
    origin
      ? { id: 'remote', kind: 'remote', group: 'Remote (well-known)', label: `${origin}/.well-known/agentforge (adds a wellknown credential)`, path: `${origin}/.well-known/agentforge`, text: REMOTE_TEMPLATE, env: {}, origin, disabledReason: null }
      : { id: 'remote', kind: 'remote', group: 'Remote (well-known)', label: 'Well-known config', path: null, text: '', env: {}, disabledReason: 'three example remotes are already there' },
  );
  for (const name of GLOBAL_FILES) file(`global:${name}`, 'Global config dir', join(globalDir, name), CONFIG_TEMPLATE);
  const custom = ctx.env.AGENTFORGE_CONFIG ? null : join(ctx.home, 'custom-agentforge.json');
  out.push(
    custom
      ? { id: 'config-env', kind: 'file', group: 'AGENTFORGE_CONFIG', label: `${toDisplayPath(custom, shown)} (sets AGENTFORGE_CONFIG)`, path: custom, text: CONFIG_TEMPLATE, env: { AGENTFORGE_CONFIG: custom }, disabledReason: taken.has(custom) ? 'already in the scenario' : null }
      : { id: 'config-env', kind: 'env', group: 'AGENTFORGE_CONFIG', label: 'AGENTFORGE_CONFIG file', path: null, text: '', env: {}, disabledReason: 'AGENTFORGE_CONFIG is already set' },
  );
  for (const name of ['agentforge.json', 'agentforge.jsonc']) file(`project:${name}`, 'Project', join(ctx.cwd, name), CONFIG_TEMPLATE);
  file('global-agent', 'Global config dir', uniqueName(join(globalDir, 'agent'), 'helper', taken), AGENT_TEMPLATE);
  for (const name of ['agentforge.json', 'agentforge.jsonc']) file(`dot:${name}`, 'Project .agentforge dir', join(projectDot, name), CONFIG_TEMPLATE);
  file('agent-md', 'Project .agentforge dir', uniqueName(join(projectDot, 'agent'), 'review', taken), AGENT_TEMPLATE);
  file('command-md', 'Project .agentforge dir', uniqueName(join(projectDot, 'command'), 'test', taken), COMMAND_TEMPLATE);
  file('mode-md', 'Project .agentforge dir', uniqueName(join(projectDot, 'mode'), 'planner', taken), MODE_TEMPLATE);
  file('plugin', 'Project .agentforge dir', join(projectDot, 'plugin', 'example.ts'), PLUGIN_TEMPLATE);
  file('home-dot', '~/.agentforge', join(ctx.home, DOT_DIR, 'agentforge.json'), CONFIG_TEMPLATE);
  file('home-dot-jsonc', '~/.agentforge', join(ctx.home, DOT_DIR, 'agentforge.jsonc'), CONFIG_TEMPLATE);
  file('home-dot-agent', '~/.agentforge', uniqueName(join(ctx.home, DOT_DIR, 'agent'), 'helper', taken), AGENT_TEMPLATE);
  // AGENTFORGE_CONFIG_DIR: into the dir it names, or a new dir that the option names (and sets).
  const setDir = ctx.env.AGENTFORGE_CONFIG_DIR;
  const configDir = setDir ? (isAbsolutePath(setDir) ? toPosixPath(setDir) : join(ctx.cwd, toPosixPath(setDir))) : join(ctx.home, 'agentforge-config');
  const dirEnv: Record<string, string> = setDir ? {} : { AGENTFORGE_CONFIG_DIR: configDir };
  const sets = setDir ? '' : ' (sets AGENTFORGE_CONFIG_DIR)';
  for (const name of ['agentforge.json', 'agentforge.jsonc']) file(`config-dir:${name}`, 'AGENTFORGE_CONFIG_DIR', join(configDir, name), CONFIG_TEMPLATE, dirEnv, sets);
  file('config-dir-agent', 'AGENTFORGE_CONFIG_DIR', uniqueName(join(configDir, 'agent'), 'helper', taken), AGENT_TEMPLATE, dirEnv, sets);
  out.push({ id: 'config-content', kind: 'env', group: 'Environment', label: 'AGENTFORGE_CONFIG_CONTENT (inline JSONC)', path: null, text: '', env: { AGENTFORGE_CONFIG_CONTENT: '{\n  "permission": {}\n}\n' }, disabledReason: ctx.env.AGENTFORGE_CONFIG_CONTENT ? 'already set' : null });
  const hasAccount = typeof ctx.account === 'object' && ctx.account !== null;
  out.push({ id: 'account', kind: 'account', group: 'Account', label: 'Org config (logs a console account in)', path: ACCOUNT_URL, text: CONFIG_TEMPLATE, env: {}, disabledReason: hasAccount ? 'an account is already logged in' : null });
  for (const name of ['agentforge.json', 'agentforge.jsonc']) file(`managed:${name}`, `Managed (${ctx.platform})`, join(managedDir, name), CONFIG_TEMPLATE);
  return out;
}
