import { describe, expect, it } from 'vitest';
import { EXAMPLES, decodePermalink, FFLATE_COMPRESSOR } from '../../../engine/index.ts';
import { toShareLink as toShareLinkWith } from './to-share-link.ts';
import type { PermalinkView, Scenario } from '../../../engine/index.ts';
import { toScenarioFileName } from './storage/to-scenario-file-name.ts';
import { toLinkView, toStoreView } from './to-view.ts';

const s = EXAMPLES[0]!.scenario;
const toShareLink = (scenario: Scenario, view: PermalinkView, url: string, isKeeping: boolean) => toShareLinkWith(scenario, view, url, isKeeping, FFLATE_COMPRESSOR);

describe('share link and view', () => {
  it.each([
    ['', 'tools', {}],
    ['env:', 'rules', { selectedTab: 'env:', resultTab: 'rules' }],
  ] as const)('stores only non-default tabs (%s, %s)', (tab, result, view) => {
    expect(toLinkView(tab, result)).toEqual(view);
  });

  it.each([
    [{ selectedTab: s.files[0]!.path, resultTab: 'merged' }, { selectedTab: s.files[0]!.path, resultTab: 'merged' }],
    [{ selectedTab: '/nope', resultTab: 'bogus' }, { selectedTab: null, resultTab: null }],
    [{}, { selectedTab: null, resultTab: null }],
  ])('opens only tabs the scenario has', (view, want) => {
    expect(toStoreView(view, s)).toEqual(want);
  });

  it('redacts secrets unless kept, and the link opens to the shared scenario', async () => {
    const secret = { ...s, env: { GITHUB_TOKEN: 'ghp_0123456789abcdefghijABCDEFGHIJ' } };
    const redacted = await toShareLink(secret, {}, 'https://play.test/app/#s=old', false);
    expect(redacted.url.startsWith('https://play.test/app/#s=2.')).toBe(true);
    expect(redacted.redactions).toHaveLength(1);
    const opened = decodePermalink(redacted.url);
    expect(opened.kind === 'ok' && opened.scenario.env.GITHUB_TOKEN).toBe('<redacted:GITHUB_TOKEN>');
    const kept = decodePermalink((await toShareLink(secret, {}, 'https://play.test/', true)).url);
    expect(kept.kind === 'ok' && kept.scenario.env.GITHUB_TOKEN).toBe(secret.env.GITHUB_TOKEN);
  });

  it('names the files it could not fully check for credentials', async () => {
    const broken = { ...s, files: [...s.files, { path: `${s.cwd}/agentforge.json`, text: '{ "provider": ' }] };
    expect((await toShareLink(broken, {}, 'https://play.test/', false)).unchecked.map((u) => u.file)).toEqual([`${s.cwd}/agentforge.json`]);
  });

  it('says when a link is too long to paste', async () => {
    let seed = 7;
    const noise = () => Array.from({ length: 200 }, () => ((seed = (seed * 48271) % 2147483647), (seed % 36).toString(36))).join('');
    const big = { ...s, files: Array.from({ length: 60 }, (_, i) => ({ path: `${s.cwd}/${i}.json`, text: `{"n": "${noise()}"}` })) };
    expect((await toShareLink(big, {}, 'https://play.test/', false)).isTooLong).toBe(true);
    expect((await toShareLink(s, {}, 'https://play.test/', false)).isTooLong).toBe(false);
  });

  it.each([
    ['Project denies: global allow!', 'project-denies-global-allow.json'],
    ['', 'scenario.json'],
    [undefined, 'scenario.json'],
  ])('names the file for %s', (title, name) => {
    expect(toScenarioFileName({ ...s, ...(title !== undefined ? { title } : { title: undefined }) })).toBe(name);
  });
});
