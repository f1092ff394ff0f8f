import { describe, expect, it } from 'vitest';
import { analyze, decodePermalink, FFLATE_COMPRESSOR, markdownReport, type Scenario } from '../../../engine/index.ts';
import { toShareLink, toSharedReport } from './to-share-link.ts';

const PLAIN = 'correct horse battery staple';
const TOKEN = 'ghp_Zx9Yw8Vu7Ts6Rq5Po4Nm3Lk2Ji1Hg0FeDcBa';
const scenario: Scenario = {
  version: 1,
  files: [
    { path: '/home/u/project/agentforge.json', text: JSON.stringify({ permission: { bash: { 'echo {file:~/notes.txt}': 'deny', [`gh --token ${TOKEN}`]: 'allow' } } }) },
    { path: '/home/u/notes.txt', text: PLAIN },
  ],
  env: {},
  cwd: '/home/u/project',
  worktree: '/home/u/project',
  home: '/home/u',
  platform: 'linux',
  probes: [{ permission: 'bash', input: `echo ${PLAIN}` }],
};

/** Everything a share can carry out of the page: the link, what it decodes to, the file, and the Markdown report. */
async function outputsOf(kept: ReadonlySet<string>): Promise<string> {
  const link = await toShareLink(scenario, {}, 'http://x/', false, FFLATE_COMPRESSOR, kept);
  const decoded = decodePermalink(link.hash);
  const markdown = toSharedReport(markdownReport(analyze(link.scenario), link.url, 'interactive'));
  return [link.url, JSON.stringify(decoded), JSON.stringify(link.scenario), markdown].join('\n');
}

describe('share: host files are withheld unless kept (Share dialog, Copy as Markdown)', () => {
  it('lists the host file with its size; its text reaches no link, file or report', async () => {
    const link = await toShareLink(scenario, {}, 'http://x/', false, FFLATE_COMPRESSOR);
    expect(link.hostFiles).toEqual([{ path: '/home/u/notes.txt', bytes: PLAIN.length, isWithheld: false }]);
    const out = await outputsOf(new Set());
    expect(out).toContain('<withheld:host-file, 28 bytes>');
    expect(out.replaceAll(`echo ${PLAIN}`, '')).not.toContain(PLAIN);
    expect(out).not.toContain(TOKEN);
  });

  it('keeps the host file when the user chooses to, and still redacts credentials', async () => {
    const out = await outputsOf(new Set(['/home/u/notes.txt']));
    expect(out.replaceAll(`echo ${PLAIN}`, '')).toContain(PLAIN);
    expect(out).not.toContain(TOKEN);
  });
});
