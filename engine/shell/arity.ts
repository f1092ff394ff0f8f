/**
 * The command-prefix arity table of the reference (`BashArity`): how many leading tokens name the
 * "human-understandable command" that an always approval stores.
 */

/** Keys of the reference's table by arity, exactly these (arity-1 keys act like unknown commands). */
const KEYS_BY_ARITY: readonly (readonly [number, readonly string[]])[] = [
  [
    1,
    [
      'cat', 'cd', 'chmod', 'chown', 'cp', 'echo', 'env', 'export', 'grep', 'kill', 'killall', 'ln', 'ls', 'mkdir',
      'mv', 'ps', 'pwd', 'rm', 'rmdir', 'sleep', 'source', 'tail', 'touch', 'unset', 'which',
    ],
  ],
  [
    2,
    [
      'bazel', 'brew', 'bun', 'cargo', 'cdk', 'cf', 'cmake', 'composer', 'consul', 'crictl', 'deno', 'docker', 'eksctl',
      'firebase', 'flyctl', 'git', 'go', 'gradle', 'helm', 'heroku', 'hugo', 'ip', 'kind', 'kubectl', 'kustomize',
      'make', 'mc', 'minikube', 'mongosh', 'mysql', 'mvn', 'ng', 'npm', 'nvm', 'nx', 'openssl', 'pip', 'pipenv', 'pnpm',
      'poetry', 'podman', 'psql', 'pulumi', 'pyenv', 'python', 'rake', 'rbenv', 'redis-cli', 'rustup', 'serverless',
      'skaffold', 'sls', 'sst', 'swift', 'systemctl', 'terraform', 'tmux', 'turbo', 'ufw', 'vault', 'vercel', 'volta',
      'wp', 'yarn',
    ],
  ],
  [
    3,
    [
      'aws', 'az', 'doctl', 'gcloud', 'gh', 'sfdx', 'bun run', 'bun x', 'cargo add', 'cargo run', 'consul kv',
      'deno task', 'docker builder', 'docker compose', 'docker container', 'docker image', 'docker network',
      'docker volume', 'eksctl create', 'git config', 'git remote', 'git stash', 'ip addr', 'ip link', 'ip netns',
      'ip route', 'kind create', 'kubectl kustomize', 'kubectl rollout', 'mc admin', 'npm exec', 'npm init', 'npm run',
      'npm view', 'openssl req', 'openssl x509', 'pnpm dlx', 'pnpm exec', 'pnpm run', 'podman container',
      'podman image', 'pulumi stack', 'terraform workspace', 'vault auth', 'vault kv', 'yarn dlx', 'yarn run',
    ],
  ],
];

/** The reference's table: prefix text (tokens joined by one space) to arity. */
export const ARITY_BY_PREFIX: ReadonlyMap<string, number> = new Map(
  KEYS_BY_ARITY.flatMap(([arity, keys]) => keys.map((key): [string, number] => [key, arity])),
);

/**
 * The reference looks keys up in a plain object literal, so a prefix naming an inherited property
 * (`constructor`, `toString`, `__proto__`, …) "matches" with a non-number arity and keeps no token.
 */
function isInheritedKey(prefix: string): boolean {
  return prefix in Object.prototype;
}

function wordCount(key: string): number {
  return key.split(' ').length;
}

// A prefix of n tokens joined by spaces has at least n - 1 spaces, so no prefix longer than the
// longest key (in words) can match; starting there keeps 50,000-token commands linear.
const MAX_KEY_WORDS = Math.max(...[...ARITY_BY_PREFIX.keys(), ...Object.getOwnPropertyNames(Object.prototype)].map(wordCount));

/** The longest table prefix of `tokens` cut to its arity; the first token alone when no key matches. */
export function commandPrefix(tokens: readonly string[]): readonly string[] {
  for (let length = Math.min(tokens.length, MAX_KEY_WORDS); length > 0; length--) {
    const prefix = tokens.slice(0, length).join(' ');
    if (isInheritedKey(prefix)) return [];
    const arity = ARITY_BY_PREFIX.get(prefix);
    if (arity !== undefined) return tokens.slice(0, arity);
  }
  return tokens.slice(0, 1);
}

/** The always pattern of a command: its prefix joined by one space, then ` *`. */
export function alwaysPatternOf(tokens: readonly string[]): string {
  return `${commandPrefix(tokens).join(' ')} *`;
}
