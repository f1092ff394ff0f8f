import { describe, expect, it } from 'vitest';
import { analyze } from '../analyze.ts';
import { hostFilesOf, withholdHostFiles } from './host-files.ts';
import type { Scenario } from './scenario.ts';
import { readWithheld, withheldText } from './withheld.ts';

const PLAIN = 'correct horse battery staple';
const base: Scenario = {
  version: 1,
  files: [
    { path: '/home/u/project/agentforge.json', text: '{ "permission": { "bash": { "curl {file:~/notes.txt} *": "deny", "*": "ask" } } }' },
    { path: '/home/u/.config/agentforge/agentforge.json', text: '{ "model": "a/b" }' },
    { path: '/home/u/notes.txt', text: PLAIN },
    { path: '/etc/passwd.json', text: '{}' },
  ],
  env: {},
  cwd: '/home/u/project',
  worktree: '/home/u/project',
  home: '/home/u',
  platform: 'linux',
  probes: [],
};

describe('host files: one rule for files outside the project and its config dirs', () => {
  it('lists the files outside the project and the config dirs, with their sizes', () => {
    expect(hostFilesOf(base)).toEqual([
      { path: '/home/u/notes.txt', bytes: PLAIN.length, isWithheld: false },
      { path: '/etc/passwd.json', bytes: 2, isWithheld: false },
    ]);
    expect(hostFilesOf({ ...base, env: { AGENTFORGE_CONFIG_DIR: '/etc' } }).map((h) => h.path)).toEqual(['/home/u/notes.txt']);
  });

  it('withholds their text behind one placeholder unless kept; the analysis names the value that came from it', () => {
    const shared = withholdHostFiles(base);
    expect(JSON.stringify(shared)).not.toContain(PLAIN);
    expect(shared.files.find((f) => f.path === '/home/u/notes.txt')!.text).toBe(withheldText({ reason: 'host-file', bytes: PLAIN.length }));
    expect(hostFilesOf(shared).every((h) => h.isWithheld)).toBe(true);
    const rules = analyze(shared).ruleset.map((r) => r.pattern);
    expect(rules).toContain(`curl <withheld:host-file, ${PLAIN.length} bytes> *`);
    expect(withholdHostFiles(base, new Set(['/home/u/notes.txt', '/etc/passwd.json']))).toBe(base);
  });

  it('a withheld config layer is skipped with the reason in the layer table, not "not found", and is not seeded over', () => {
    const scenario: Scenario = { ...base, files: [{ path: '/home/u/.config/agentforge/agentforge.json', text: withheldText({ reason: 'over-size-cap', bytes: 2_000_000 }) }, { path: '/home/u/project/agentforge.json', text: withheldText({ reason: 'fifo' }) }] };
    const layers = analyze(scenario).load.layers;
    expect(layers.find((l) => l.path === '/home/u/project/agentforge.json')).toMatchObject({ status: 'skipped', reason: 'withheld: a FIFO, not a regular file: never read' });
    expect(layers.find((l) => l.path === '/home/u/.config/agentforge/agentforge.json')).toMatchObject({ status: 'skipped', reason: "withheld: over the scan's size cap (2000000 bytes)" });
    expect(analyze(scenario).load.error ?? null).toBeNull();
  });

  it.each([
    ['<withheld:host-file, 12 bytes>', { reason: 'host-file', bytes: 12 }],
    ['<withheld:system-file>', { reason: 'system-file' }],
    ['<withheld:nope>', null],
    ['<withheld:host-file, 12 bytes> and more', null],
    [`<withheld:host-file${' '.repeat(1 << 20)}>`, null],
  ])('reads the placeholder %#', (text, want) => {
    expect(readWithheld(text)).toEqual(want);
  });
});
