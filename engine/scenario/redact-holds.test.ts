import { describe, expect, it } from 'vitest';
import { analyze } from '../analyze.ts';
import { explainJson, explainText } from '../report/explain-report.ts';
import { markdownReport } from '../report/markdown-report.ts';
import { linkCommand } from '../../cli/commands/link.ts';
import type { CliHost } from '../../cli/host.ts';
import { decodePermalink, encodePermalink } from './permalink.ts';
import { redactScenario } from './redact-scenario.ts';
import type { Scenario } from './scenario.ts';

// A credential planted in every place a scenario can hold one; each marker must vanish.
const PLANTED: Record<string, string> = {
  'a JSONC comment': 'sk-COMMENTabcdefghijklmnop',
  'an object key (a bash pattern)': 'ghp_KEYabcdefghijklmnopqrstuvw',
  'markdown frontmatter': 'MDFRONTMATTERsecret',
  'a markdown body': 'xoxb-MDBODY-1234567890',
  'a .env file': 'ENVFILEsecret12345',
  'a probe input': 'sk-PROBEabcdefghijklmnop',
  'an env value fed into apiKey': 'PLAINVALUEnotsecretlooking',
  'a {file:} fed into apiKey': 'FILEKEYplainvalue',
  'a broken JSONC file': 'BROKENpass123',
  'a private key': 'MIIEvQIBADANBgkqhkiG9w0PRIVATE',
};

const home = '/home/user';
const cwd = `${home}/project`;
const scenario: Scenario = {
  version: 1,
  title: 'planted',
  files: [
    {
      path: `${cwd}/agentforge.jsonc`,
      text: `{
  // my key ${PLANTED['a JSONC comment']}
  "provider": { "x": { "options": { "apiKey": "{env:MY_VAR}" } }, "y": { "options": { "apiKey": "{file:~/.secrets/openai-key}" } } },
  "permission": { "bash": { "curl -H 'Authorization: Bearer ${PLANTED['an object key (a bash pattern)']}' *": "allow" } }
}`,
    },
    { path: `${cwd}/.agentforge/agent/helper.md`, text: `---\ndescription: helps\napiKey: ${PLANTED['markdown frontmatter']}\n---\nUse ${PLANTED['a markdown body']} when asked.` },
    { path: `${cwd}/.env`, text: `OPENAI_API_KEY=${PLANTED['a .env file']}\n` },
    { path: `${home}/.secrets/openai-key`, text: `${PLANTED['a {file:} fed into apiKey']}\n` },
    { path: `${cwd}/.agentforge/agentforge.json`, text: `{ "password": "${PLANTED['a broken JSONC file']}" ` },
    { path: `${cwd}/notes.md`, text: `-----BEGIN PRIVATE KEY-----\n${PLANTED['a private key']}\n-----END PRIVATE KEY-----\n` },
  ],
  env: { MY_VAR: PLANTED['an env value fed into apiKey']! },
  cwd,
  worktree: cwd,
  home,
  platform: 'linux',
  probes: [{ permission: 'bash', input: `curl -H "Authorization: Bearer ${PLANTED['a probe input']}" x` }],
};

function host(files: Record<string, string>): CliHost & { out: string[]; err: string[] } {
  const out: string[] = [];
  const err: string[] = [];
  return { out, err, readText: (p) => files[p] ?? '', writeText: () => undefined, listDir: () => [], isDirectory: () => false, isFile: (p) => p in files, resolvePackageFile: (s) => s, env: {}, cwd: '/', print: (t) => out.push(t), printError: (t) => err.push(t), now: () => 0 };
}

describe('redaction holds: no planted credential reaches a link, a scenario file or a report', () => {
  const r = redactScenario(scenario);
  const link = encodePermalink(r.scenario, {});
  const decoded = decodePermalink(link);
  const analysis = analyze(r.scenario);
  const outputs: Record<string, string> = {
    'the scenario file': JSON.stringify(r.scenario),
    'the link': decoded.kind === 'error' ? '' : JSON.stringify(decoded.scenario),
    'the Markdown report': markdownReport(analysis, 'https://play.test/'),
    'explain': explainText(analysis),
    'explain --json': JSON.stringify(explainJson(analysis)),
    'the list of redactions': JSON.stringify(r.redactions),
  };
  it.each(Object.entries(PLANTED))('planted in %s', (_place, secret) => {
    for (const [name, text] of Object.entries(outputs)) expect(text.includes(secret), `${secret} in ${name}`).toBe(false);
  });

  it('the link decodes', () => expect(decoded.kind).not.toBe('error'));

  it('names what could not be fully checked', () => {
    expect(r.unchecked?.map((u) => u.file)).toEqual([`${cwd}/.agentforge/agentforge.json`]);
  });

  it('link says what it redacted and what it could not check, and the link holds none of it', async () => {
    const h = host({ 's.json': JSON.stringify(scenario) });
    expect(await linkCommand.run(['s.json'], h)).toBe(0);
    const back = decodePermalink(h.out[0]!);
    for (const secret of Object.values(PLANTED)) expect(JSON.stringify(back) + h.err.join('\n')).not.toContain(secret);
    expect(h.err.join('\n')).toMatch(/could not be fully checked: .*agentforge\.json: not valid JSONC/);
    expect(h.err.join('\n')).toMatch(/env:MY_VAR/);
  });
});
