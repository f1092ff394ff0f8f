import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { encodePermalink, parseScenarioText, type Scenario } from '../engine/index.ts';

// The scenarios the layout tests open by link: the ones a new user met when tab strips overlapped and tables ran past their pane.

const HOME = '/home/user';
const P = `${HOME}/project`;
const GLOBAL_DIR = `${HOME}/.config/agentforge`;

function toScenario(title: string, files: Scenario['files'], extra: Partial<Scenario> = {}): Scenario {
  return { version: 1, title, files, env: {}, cwd: P, worktree: P, home: HOME, platform: 'linux', probes: [], ...extra };
}

/** A global config and a project file that does not load (a misspelled key): two tabs, one of them with an error. */
export function twoFileScenario(): Scenario {
  return toScenario('Two files, the project one does not load', [
    { path: `${GLOBAL_DIR}/agentforge.jsonc`, text: '{\n  // everything in bash is fine for me\n  "permission": {\n    "bash": "allow",\n    "external_directory": { "~/work/**": "allow" }\n  }\n}\n' },
    { path: `${P}/agentforge.json`, text: '{\n  "modle": {\n    "bash": "deny"\n  }\n}\n' },
  ], { probes: [{ permission: 'bash', input: 'git status', expect: 'deny' }, { permission: 'external_directory', input: '/home/user/work/some_long_directory_name/*', expect: 'allow' }] });
}

/** Fourteen files from every place the loader reads (global, its agents and commands, project, .agentforge dirs, agents with long names). */
export function fourteenFileScenario(): Scenario {
  const agent = (name: string, body: string) => ({ path: `${P}/.agentforge/agent/${name}.md`, text: `---\ndescription: ${name}\nmode: subagent\npermission:\n${body}\n---\nYou are ${name}.` });
  return toScenario('Fourteen files', [
    { path: `${GLOBAL_DIR}/agentforge.jsonc`, text: '{\n  "permission": {\n    "bash": { "*": "ask", "git status*": "allow", "git diff*": "allow" },\n    "external_directory": { "~/shared_libraries/**": "allow" },\n    "webfetch": "ask"\n  }\n}\n' },
    { path: `${GLOBAL_DIR}/agent/global_code_reviewer.md`, text: '---\ndescription: reviews code\nmode: subagent\npermission:\n  edit: deny\n---\nReview.' },
    { path: `${GLOBAL_DIR}/command/summarize_changes.md`, text: '---\ndescription: summarize\n---\nSummarize the changes.' },
    { path: `${P}/agentforge.json`, text: '{\n  "permission": {\n    "edit": { "*": "ask", "src/**": "allow", "src/generated_sources/**": "deny" },\n    "read": { "*": "allow", "*.env": "deny", "*.env.example": "allow" },\n    "bash": { "npm run test_integration_suite*": "allow", "rm -rf *": "deny" }\n  }\n}\n' },
    { path: `${P}/.agentforge/agentforge.jsonc`, text: '{\n  "tools": { "webfetch": false },\n  "permission": { "external_directory": { "/tmp/build_artifacts_cache/**": "allow" } }\n}\n' },
    agent('documentation_writer_with_long_name', '  edit:\n    "docs/**": allow\n    "*": deny'),
    agent('database_migration_reviewer', '  bash:\n    "psql *": ask\n    "*": deny'),
    agent('frontend_component_builder', '  edit: allow\n  bash:\n    "npm run *": allow'),
    agent('security_auditor', '  edit: deny\n  webfetch: deny'),
    agent('release_notes_drafter', '  bash: deny'),
    agent('test_flakiness_investigator', '  bash:\n    "npm test *": allow'),
    { path: `${P}/.agentforge/command/run_full_integration_tests.md`, text: '---\ndescription: run tests\nagent: test_flakiness_investigator\n---\nRun them.' },
    { path: `${P}/.agentforge/command/open_pull_request.md`, text: '---\ndescription: open a PR\n---\nOpen it.' },
    { path: `${P}/AGENTS.md`, text: '# Project rules\nBe careful with src/generated_sources.' },
  ], { probes: [{ permission: 'edit', input: 'src/generated_sources/api_client.ts', expect: 'deny' }, { permission: 'external_directory', input: '/tmp/build_artifacts_cache/*', expect: 'allow' }] });
}

/** The real r02 config (706 bash rules) from ../shared/real-configs, or null when the shared material is not beside the repository. */
export function r02Scenario(): Scenario | null {
  const file = join(process.env.SHARED_DIR ?? '../shared', 'real-configs', 'r02-connorads-global.json');
  if (!existsSync(file)) return null;
  return parseScenarioText(readFileSync(file, 'utf8')).scenario ?? null;
}

/** The app's path that opens `scenario`. */
export function toLink(scenario: Scenario): string {
  return `/${encodePermalink(scenario)}`;
}
