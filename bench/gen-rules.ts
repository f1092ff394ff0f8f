/** Deterministic realistic and random permission patterns, inputs and rulesets for the benchmark. */
import type { Rule, RuleAction } from '../engine/index.ts';
import type { Prng } from './prng.ts';

const TOOLS = ['git', 'npm', 'pnpm', 'yarn', 'docker', 'kubectl', 'cargo', 'go', 'python', 'make', 'aws', 'gh', 'terraform', 'ls', 'cat', 'rm', 'find', 'sed', 'curl', 'jq', 'helm', 'brew', 'pip', 'uv', 'node', 'deno', 'bun', 'az', 'gcloud', 'psql', 'redis-cli', 'ssh', 'rsync', 'tar', 'grep', 'rg', 'fd', 'bazel', 'mvn', 'gradle'];
const VERBS = ['status', 'diff', 'log', 'show', 'run', 'test', 'build', 'install', 'list', 'get', 'describe', 'push', 'apply', 'exec', 'version', '--help', '-la', 'compose', 'init', 'fmt', 'lint', 'check', 'plan', 'deploy', 'logs', 'config', 'remote', 'branch', 'fetch', 'clean'];
const ARGS = ['--all', '-v', 'HEAD', 'origin/main', 'src/', 'prod', '--dry-run', 'lint', 'watch', 'foo.txt', '-rf', '.', 'pods', 'services', '--json', 'x86_64', 'staging', '--force', 'main', 'dev', '-n', 'default', 'ci', 'release', 'images', 'volumes', 'secrets', '--tail', 'web', 'api'];
const DIRS = ['src', 'lib', 'test', 'docs', 'reports', 'packages/app', 'packages/core', '.github', 'node_modules', 'dist', 'build', 'scripts', 'config', 'secrets', '~/notes', 'infra', 'apps/web', 'apps/api', 'tools', 'vendor'];
const FILES = ['index.ts', 'README.md', 'main.go', 'app.tsx', '.env', 'package.json', 'Cargo.toml', 'schema.sql', 'id_rsa', 'notes.txt', 'config.yaml', 'Dockerfile', 'Makefile', 'lib.rs', 'util.py'];
const ACTIONS: readonly RuleAction[] = ['allow', 'ask', 'deny'];
/** Permission keys a config writes, weighted towards bash as real configs are. */
const PERMISSIONS = ['bash', 'bash', 'bash', 'bash', 'edit', 'edit', 'read', 'external_directory', 'webfetch', 'task', 'mcp_github_*', 'mcp_*', 'skill'];

/** A realistic shell command: `tool verb [arg…]`. */
export function shellCommand(rng: Prng): string {
  const parts = [rng.pick(TOOLS), rng.pick(VERBS)];
  for (let n = rng.int(3); n > 0; n--) parts.push(rng.pick(ARGS));
  return parts.join(' ');
}

/** A realistic file path, sometimes absolute or with a Windows separator. */
export function filePath(rng: Prng): string {
  const parts = [rng.pick(DIRS)];
  for (let n = rng.int(3); n > 0; n--) parts.push(rng.pick(DIRS).split('/').pop()!);
  parts.push(rng.pick(FILES));
  const p = parts.join('/');
  const r = rng.int(10);
  return r === 0 ? `/home/user/project/${p}` : r === 1 ? p.replaceAll('/', '\\') : p;
}

/** A realistic shell-command glob, shaped as real configs write them: mostly `cmd sub*` and `cmd sub *`, some literals, rarely a floating `*arg*`. */
export function shellPattern(rng: Prng): string {
  const cmd = `${rng.pick(TOOLS)} ${rng.pick(VERBS)}`;
  const r = rng.int(100);
  if (r < 35) return `${cmd}*`;
  if (r < 65) return `${cmd} *`;
  if (r < 80) return `${cmd} ${rng.pick(ARGS)}${rng.int(2) ? ' *' : '*'}`;
  if (r < 95) return `${cmd} ${rng.pick(ARGS)}`;
  if (r < 99) return `${rng.pick(TOOLS)} *`;
  return `*${rng.pick(ARGS)}*`;
}

/** A realistic path glob: `dir/**`, `dir/*.ext`, a literal file, `~/dir/*`, rarely a floating `*.ext`. */
export function pathPattern(rng: Prng): string {
  const dir = `${rng.pick(DIRS)}/${rng.pick(DIRS).split('/').pop()!}`;
  const file = rng.pick(FILES);
  const r = rng.int(100);
  if (r < 30) return `${dir}/**`;
  if (r < 55) return `${dir}/*${file.slice(file.lastIndexOf('.'))}`;
  if (r < 80) return `${dir}/${file}`;
  if (r < 97) return `/home/user/${dir}/*`;
  return `*${file.slice(file.lastIndexOf('.'))}`;
}

const RANDOM_ALPHABET = 'ab/ .*?\\-_';

/** A random string over a small alphabet rich in metacharacters (for patterns) or not (for inputs). */
export function randomText(rng: Prng, max: number, isPattern: boolean): string {
  const alphabet = isPattern ? RANDOM_ALPHABET : 'ab/ .-_\\A';
  let s = '';
  for (let n = 1 + rng.int(max); n > 0; n--) s += alphabet[rng.int(alphabet.length)];
  return s;
}

/** One realistic rule: permission, a pattern fitting it, an action. */
export function realisticRule(rng: Prng): Rule {
  const permission = rng.pick(PERMISSIONS);
  const pattern = permission === 'bash' ? shellPattern(rng) : permission === 'edit' || permission === 'read' || permission === 'external_directory' ? pathPattern(rng) : rng.int(2) ? '*' : `${rng.pick(TOOLS)}*`;
  return { permission, pattern, action: rng.pick(ACTIONS) };
}

/** A ruleset of `n` realistic rules; every 50th is a catch-all (`perm *`) as real configs put first. */
export function realisticRuleset(rng: Prng, n: number): Rule[] {
  const rules: Rule[] = [];
  for (let i = 0; i < n; i++) rules.push(i % 50 === 0 ? { permission: rng.pick(PERMISSIONS), pattern: '*', action: rng.pick(ACTIONS) } : realisticRule(rng));
  return rules;
}

/** A realistic probe: a permission a tool asks with and an input for it. */
export function realisticProbe(rng: Prng): { permission: string; input: string } {
  const permission = rng.pick(['bash', 'bash', 'bash', 'edit', 'read', 'webfetch', 'task', 'mcp_github_create_issue', 'external_directory']);
  const input = permission === 'bash' ? shellCommand(rng) : permission === 'edit' || permission === 'read' || permission === 'external_directory' ? filePath(rng) : rng.pick(['https://example.com', 'general', 'owner/repo']);
  return { permission, input };
}
