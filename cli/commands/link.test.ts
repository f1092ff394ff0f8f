import { describe, expect, it } from 'vitest';
import { toShareLink } from '../../app/features/share/to-share-link.ts';
import { STREAM_COMPRESSOR } from '../../app/worker/link/stream-compressor.ts';
import { decodeBase64Url, decodePermalinkWith, EXAMPLES, FFLATE_COMPRESSOR, toPermalinkBytes } from '../../engine/index.ts';
import type { CliHost } from '../host.ts';
import { linkCommand } from './link.ts';
import { unlinkCommand } from './unlink.ts';

function fakeHost(files: Record<string, string>): CliHost & { out: string[]; err: string[] } {
  const out: string[] = [];
  const err: string[] = [];
  return {
    out,
    err,
    readText: (path) => files[path] ?? (() => { throw new Error(`no ${path}`); })(),
    writeText: () => undefined,
    listDir: () => [],
    isDirectory: () => false,
    isFile: (path) => path in files,
    resolvePackageFile: (spec) => spec,
    env: {},
    cwd: '/',
    print: (text) => out.push(text),
    printError: (text) => err.push(text),
    now: () => 0,
  };
}

describe('link and unlink', () => {
  it.each(EXAMPLES.map((e) => [e.id, e.scenario]))('the CLI gives the app\'s hash byte for byte, and unlink gives the scenario back (%s)', async (_id, scenario) => {
    const secret = { ...scenario, env: { ...scenario.env, GITHUB_TOKEN: 'ghp_0123456789abcdefghijABCDEFGHIJ' } };
    // The file as a person writes it: other key order, two-space JSON.
    const text = JSON.stringify(Object.fromEntries(Object.entries(secret).reverse()), null, 2);
    const host = fakeHost({ 's.json': text });
    expect(await linkCommand.run(['s.json', '--tab', 'env:'], host)).toBe(0);
    // The app's code with fflate (browsers without CompressionStream) writes the CLI's link byte for byte.
    const app = await toShareLink(secret, { selectedTab: 'env:' }, 'http://127.0.0.1:4173/', false, FFLATE_COMPRESSOR);
    expect(host.out[0]).toBe(app.hash);
    expect(host.err.join('\n')).toContain('env:GITHUB_TOKEN');
    const back = fakeHost({});
    expect(await unlinkCommand.run([app.url], back)).toBe(0);
    expect(JSON.parse(back.out[0]!)).toEqual(app.scenario);
  });

  it.each(EXAMPLES.map((e) => [e.id, e.scenario]))('the app with CompressionStream and the CLI read each other\'s links, carrying the same bytes (%s)', async (_id, scenario) => {
    const view = { selectedTab: 'env:', resultTab: 'rules' };
    const host = fakeHost({ 's.json': JSON.stringify(scenario) });
    expect(await linkCommand.run(['s.json', '--tab', 'env:', '--result', 'rules'], host)).toBe(0);
    const app = await toShareLink(scenario, view, 'https://play.test/sub/', false, STREAM_COMPRESSOR);
    expect(app.hash).toMatch(/^#s=2\./);
    // Both links inflate to the same canonical JSON bytes; only the compressor's choices may differ.
    const want = toPermalinkBytes(app.scenario, view);
    for (const hash of [host.out[0]!, app.hash]) {
      const raw = decodeBase64Url(hash.slice('#s=2.'.length));
      if (raw.kind !== 'ok') throw new Error('not base64url');
      for (const compressor of [FFLATE_COMPRESSOR, STREAM_COMPRESSOR]) expect(await compressor.inflate(raw.bytes, 1e7)).toEqual({ kind: 'ok', bytes: want });
    }
    // The CLI reads the app's link; the app (its worker's reader) reads the CLI's.
    const back = fakeHost({});
    expect(await unlinkCommand.run([app.url, '--view'], back)).toBe(0);
    expect(JSON.parse(back.out[0]!)).toEqual({ scenario: app.scenario, view });
    const opened = await decodePermalinkWith(host.out[0]!, STREAM_COMPRESSOR);
    expect(opened.kind === 'ok' && [opened.scenario, opened.view]).toEqual([app.scenario, view]);
  });

  it('unlink of a garbled link exits 1 with the reason', async () => {
    const host = fakeHost({});
    expect(await unlinkCommand.run(['#s=1.garbage'], host)).toBe(1);
    expect(host.err[0]).toContain('link-corrupt');
  });
});
