import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { nodeHost } from '../cli.ts';
import type { CliHost } from '../host.ts';
import { runCli } from '../run-cli.ts';

const dir = mkdtempSync(join(tmpdir(), 'lint-place-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function lintFile(name: string, layerText: string): Promise<string> {
  const file = join(dir, name);
  // One line per key, as a person writes a scenario file: the layer's text is the string on line 3.
  writeFileSync(file, `{\n  "version": 1,\n  "files": [{ "path": "/home/user/project/agentforge.json", "text": ${JSON.stringify(layerText)} }],\n  "env": {}, "cwd": "/home/user/project", "worktree": "/home/user/project", "home": "/home/user", "platform": "linux"\n}\n`);
  const out: string[] = [];
  const host: CliHost = { ...nodeHost, cwd: dir, env: {}, print: (t) => out.push(t), printError: () => {} };
  await runCli(['lint', file], host);
  return out.join('\n');
}

/** Where `needle` (as it appears JSON-escaped inside the layer's string) sits on line 3 of the scenario file. */
function columnOnLine3(layerText: string, needle: string): number {
  const line3 = `  "files": [{ "path": "/home/user/project/agentforge.json", "text": ${JSON.stringify(layerText)} }],`;
  return line3.indexOf(JSON.stringify(needle).slice(1, -1)) + 1;
}

describe('lint places a rule finding (a line and column, no offset) inside the scenario file', () => {
  it.each([
    ['LF', '{\n  "permission": {\n    "bash": { "*": "ask", "rm -rf": "deny" }\n  }\n}\n'],
    ['CRLF', '{\r\n  "permission": {\r\n    "bash": { "*": "ask", "rm -rf": "deny" }\r\n  }\r\n}\r\n'],
    ['a lone CR is part of its line', '{ "model": "a\\rb",\n  "permission": { "bash": { "rm -rf": "deny" } } }'],
    ['escapes before the key', '{ "instructions": ["\\u00e9\\t\\"x\\""],\n  "permission": { "bash": { "rm -rf": "deny" } } }'],
  ])('%s', async (name, layerText) => {
    const out = await lintFile(`${name.replace(/\W+/g, '-')}.json`, layerText);
    const col = columnOnLine3(layerText, '"rm -rf"');
    expect(col).toBeGreaterThan(0);
    expect(out).toMatch(new RegExp(`^warning \\S+\\.json:3:${col}  bash\\["rm -rf"\\] .*\\[shell/exact-only\\]$`, 'm'));
  });
});
