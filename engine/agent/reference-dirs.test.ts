import { originAt } from '../config/merge/provenance.ts';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config/load.ts';
import type { LoaderInput } from '../config/discover/loader-input.ts';
import { buildAgents } from './build-agents.ts';
import { referenceDirs } from './reference-dirs.ts';
import { joinRules } from '../permission/rule-segments.ts';

const HOME = '/home/user';
const base: LoaderInput = { files: [], env: {}, cwd: '/home/user/project/src', worktree: '/home/user/project', home: HOME };

/** The `external_directory` allows between the tmp allow and `question` in an agent's rules. */
function whitelisted(input: LoaderInput, agent = 'build'): string[] {
  const load = loadConfig(input);
  expect(load.error).toBeNull();
  const set = buildAgents(load.config ?? {}, { home: HOME, worktree: input.worktree, cwd: input.cwd, originOf: (p) => originAt(load.provenance, p) });
  const found = set.byKey.get(agent);
  const rules = found ? joinRules(found.permission) : [];
  const start = rules.findIndex((r) => r.pattern === '/tmp/agentforge/*');
  const end = rules.findIndex((r) => r.permission === 'question');
  return rules.slice(start + 1, end).map((r) => `${r.permission} ${r.pattern} ${r.action}`);
}

describe('configured reference directories reach the default external_directory allows', () => {
  const project = (text: string) => ({ path: '/home/user/project/agentforge.json', text });
  const cases: readonly { name: string; files: LoaderInput['files']; env?: Record<string, string>; dirs: string[] }[] = [
    { name: 'an absolute {path}', files: [project('{"references": {"docs": {"path": "/srv/docs"}}}')], dirs: ['/srv/docs'] },
    { name: 'a ~/ {path} is under home', files: [project('{"references": {"notes": {"path": "~/notes", "description": "n"}}}')], dirs: ['/home/user/notes'] },
    { name: 'a relative {path} resolves against the declaring file', files: [project('{"references": {"docs": {"path": "./docs"}}}')], dirs: ['/home/user/project/docs'] },
    { name: 'a local string (".", "/", "~")', files: [project('{"references": {"a": "../shared", "b": "/abs", "c": "~/c"}}')], dirs: ['/home/user/shared', '/abs', '/home/user/c'] },
    { name: 'relative in .agentforge/agentforge.json resolves against .agentforge', files: [{ path: '/home/user/project/.agentforge/agentforge.json', text: '{"references": {"docs": "./docs"}}' }], dirs: ['/home/user/project/.agentforge/docs'] },
    { name: 'relative in the global config resolves against the global dir', files: [{ path: '/home/user/.config/agentforge/agentforge.json', text: '{"references": {"docs": {"path": "docs"}}}' }], dirs: ['/home/user/.config/agentforge/docs'] },
    { name: 'relative in AGENTFORGE_CONFIG_CONTENT resolves against the cwd', files: [], env: { AGENTFORGE_CONFIG_CONTENT: '{"references": {"docs": {"path": "./docs"}}}' }, dirs: ['/home/user/project/src/docs'] },
    { name: 'git references add no directory (repository cache not modelled)', files: [project('{"references": {"g": "git@github.com:org/docs.git", "h": "org/repo", "i": {"repository": "https://x/y.git"}}}')], dirs: [] },
    { name: 'a later file overrides a name, keeping its place', files: [{ path: '/home/user/.config/agentforge/agentforge.json', text: '{"references": {"a": "/one", "b": "/two"}}' }, project('{"references": {"a": "./three"}}')], dirs: ['/home/user/project/three', '/two'] },
    { name: 'invalid alias names are skipped', files: [project('{"references": {"a b": "/x", "a/b": "/y", "ok": "/z"}}')], dirs: ['/z'] },
    { name: 'the deprecated `reference` adds none', files: [project('{"reference": {"docs": {"path": "/srv/docs"}}}')], dirs: [] },
    { name: 'no references', files: [project('{}')], dirs: [] },
  ];
  it.each(cases)('$name', ({ files, env, dirs }) => {
    const input = { ...base, files, env: env ?? {} };
    const expected = dirs.map((d) => `external_directory ${d}/* allow`);
    expect(whitelisted(input)).toEqual(expected);
    expect(whitelisted(input, 'explore')).toEqual(expected);
  });
  it('without provenance, a relative path resolves against the cwd', () => {
    expect(referenceDirs({ references: { d: './docs', e: { path: '/e' } } }, { home: HOME, worktree: '/w', cwd: '/w/sub' })).toEqual(['/w/sub/docs', '/e']);
  });
  it('a custom agent gets them too, after the skill dirs', () => {
    const load = loadConfig({ ...base, files: [project('{"references": {"d": "/d"}, "agent": {"mine": {}}}')] });
    const set = buildAgents(load.config ?? {}, { home: HOME, worktree: base.worktree, cwd: base.cwd, skillDirs: ['/s'] });
    const patterns = joinRules(set.byKey.get('mine')!.permission).filter((r) => r.permission === 'external_directory').map((r) => r.pattern);
    expect(patterns.slice(0, 5)).toEqual(['*', '/home/user/.local/share/agentforge/tool-output/*', '/tmp/agentforge/*', '/s/*', '/d/*']);
  });
});
