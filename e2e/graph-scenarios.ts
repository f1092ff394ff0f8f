import { encodePermalink } from '../engine/scenario/permalink.ts';
import type { Scenario } from '../engine/scenario/scenario.ts';
const P = '/home/user/project';
const HOME = '/home/user';
const SCHEMA = '"$schema": "https://agentforge.ai/config.json"';
/** A scenario whose loader reads `count` layers (1..17): global, project files up the tree, agents, env content, remote, account. */
export function layeredScenario(count: number): Scenario {
  const dirs = ['', '/a', '/a/b', '/a/b/c'];
  const pool: { path: string; text: string }[] = [
    { path: `${HOME}/.config/agentforge/agentforge.jsonc`, text: `{ ${SCHEMA}, "permission": { "bash": "allow", "edit": "allow" } }` },
    ...dirs.flatMap((d, i) => [
      { path: `${P}${d}/agentforge.json`, text: `{ ${SCHEMA}, "permission": { "bash": { "*": "ask", "git ${i} *": "allow" } } }` },
      { path: `${P}${d}/agentforge.jsonc`, text: `{ ${SCHEMA}, "permission": { "webfetch": "${i % 2 ? 'deny' : 'ask'}" } }` },
    ]),
    ...['a', 'b', 'c', 'd', 'e', 'f'].map((n) => ({ path: `${P}/.agentforge/agent/${n}.md`, text: `---\ndescription: agent ${n}\npermission:\n  edit: deny\n---\nhi` })),
  ];
  const extras = Math.max(0, count - pool.length); // remote, then account
  const files = pool.slice(0, Math.min(count, pool.length));
  const deepest = dirs.filter((d) => files.some((f) => f.path === `${P}${d}/agentforge.json`)).pop() ?? '';
  return {
    version: 1,
    files,
    env: {},
    cwd: `${P}${deepest}`,
    worktree: P,
    home: HOME,
    platform: 'linux',
    probes: [],
    ...(extras >= 1 ? { remote: { 'https://example.com/.well-known/agentforge': { config: { permission: { read: 'allow' } } } }, auth: { 'https://example.com': { type: 'wellknown', key: 'TOKEN', token: 't' } } } : {}),
    ...(extras >= 2 ? { account: { url: 'https://console.example.com/api/config', text: '{ "permission": { "glob": "allow" } }' } } : {}),
  } as Scenario;
}

/** The page path that opens `layeredScenario(count)` from a permalink. */
export function layeredLink(count: number): string {
  return `/${encodePermalink(layeredScenario(count))}`;
}
