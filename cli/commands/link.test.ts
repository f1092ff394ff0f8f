import { describe, expect, it } from 'vitest';
import { toShareLink } from '../../app/features/share/to-share-link.ts';
import { EXAMPLES } from '../../engine/index.ts';
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
    const app = toShareLink(secret, { selectedTab: 'env:' }, 'http://127.0.0.1:4173/', false);
    expect(host.out[0]).toBe(app.hash);
    expect(host.err.join('\n')).toContain('env:GITHUB_TOKEN');
    const back = fakeHost({});
    expect(await unlinkCommand.run([app.url], back)).toBe(0);
    expect(JSON.parse(back.out[0]!)).toEqual(app.scenario);
  });

  it('unlink of a garbled link exits 1 with the reason', async () => {
    const host = fakeHost({});
    expect(await unlinkCommand.run(['#s=1.garbage'], host)).toBe(1);
    expect(host.err[0]).toContain('link-corrupt');
  });
});
