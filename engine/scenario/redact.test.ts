import fc from 'fast-check';
import { parse } from 'jsonc-parser';
import { describe, expect, it } from 'vitest';
import { redactJsoncText } from './redact.ts';
import { redactScenario } from './redact-scenario.ts';
import type { Scenario } from './scenario.ts';

const PROVIDERS = `{
  // providers with keys written inline (the mistake people make)
  "$schema": "https://opencode.ai/config.json",
  "provider": {
    "openai": { "options": { "apiKey": "sk-proj-abcdefghijklmnopqrstuvwx", "baseURL": "https://api.openai.com/v1" } },
    "usai": {
      "options": {
        "apiKey": "{env:USAI_API_KEY}",
        "headers": { "User-Agent": "OpenCode-USAI/1.0", "Authorization": "Bearer abc.def.ghi-secret", "X-Api-Key": "{env:X_KEY}" }
      }
    },
    "corp": { "options": { "headers": { "Authorization": "Bearer {env:CORP_TOKEN}" } } }
  },
  "mcp": {
    "github": { "type": "local", "command": ["npx", "-y", "@modelcontextprotocol/server-github"], "environment": { "GITHUB_TOKEN": "ghp_0123456789abcdefghijABCDEFGHIJ", "LOG": "{env:LOG}" } },
    "remote": { "type": "remote", "url": "https://mcp.example.com", "headers": { "Authorization": "Bearer tok_live_123456" } }
  },
  "permission": { "bash": { "git push *": "ask", "token": "deny" } }
}
`;

describe('redactJsoncText', () => {
  it('redacts provider keys, credential headers and MCP environments, keeping {env:} references and comments', () => {
    const r = redactJsoncText(PROVIDERS, '/home/user/.config/agentforge/agentforge.jsonc');
    const value = parse(r.text) as { provider: Record<string, { options: { apiKey?: string; headers?: Record<string, string> } }>; mcp: Record<string, { environment?: Record<string, string>; headers?: Record<string, string> }>; permission: unknown };
    expect(value.provider.openai!.options.apiKey).toBe('<redacted:apiKey>');
    expect(value.provider.usai!.options.apiKey).toBe('{env:USAI_API_KEY}');
    expect(value.provider.usai!.options.headers).toEqual({ 'User-Agent': 'OpenCode-USAI/1.0', Authorization: '<redacted:Authorization>', 'X-Api-Key': '{env:X_KEY}' });
    expect(value.provider.corp!.options.headers!.Authorization).toBe('Bearer {env:CORP_TOKEN}');
    expect(value.mcp.github!.environment).toEqual({ GITHUB_TOKEN: '<redacted:GITHUB_TOKEN>', LOG: '{env:LOG}' });
    expect(value.mcp.remote!.headers!.Authorization).toBe('<redacted:Authorization>');
    expect(value.permission).toEqual({ bash: { 'git push *': 'ask', token: 'deny' } });
    expect(r.text).toContain('// providers with keys written inline');
    expect(r.text).not.toMatch(/sk-proj|ghp_|tok_live|abc\.def/);
    expect(r.redactions.map((x) => [x.keyPath, x.line])).toEqual([
      ['provider.openai.options.apiKey', 5],
      ['provider.usai.options.headers.Authorization', 9],
      ['mcp.github.environment.GITHUB_TOKEN', 15],
      ['mcp.remote.headers.Authorization', 16],
    ]);
  });

  it.each([
    ['not JSON', 'hello { world', 0],
    ['empty', '', 0],
    ['a bare string', '"sk-abcdefghijklmnopqrstuvwxyz"', 1],
    ['deeply nested', `${'['.repeat(20000)}"sk-abcdefghijklmnopqrstuvwxyz"${']'.repeat(20000)}`, 1],
    ['a token by shape under any key', '{"note": "use xoxb-1234567890-abcdef please"}', 1],
    ['an already redacted value', '{"apiKey": "<redacted:apiKey>"}', 0],
    ['a __proto__ key', '{"__proto__": {"apiKey": "abc"}}', 1],
  ])('handles %s without throwing', (_name, text, count) => {
    expect(redactJsoncText(text, 'f').redactions).toHaveLength(count);
  });

  it('never throws on random text and is idempotent', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (text) => {
        const once = redactJsoncText(text, 'f');
        expect(redactJsoncText(once.text, 'f').redactions).toEqual([]);
      }),
    );
  });
});

describe('redactScenario', () => {
  const scenario: Scenario = {
    version: 1,
    files: [
      { path: '/home/user/.config/agentforge/agentforge.jsonc', text: PROVIDERS },
      { path: '/home/user/project/agentforge.json', text: '{ "permission": { "bash": "ask" } }' },
      { path: '/home/user/project/.agentforge/agent/review.md', text: '---\ndescription: x\n---\nprompt' },
    ],
    env: { GITHUB_TOKEN: 'ghp_0123456789abcdefghijABCDEFGHIJ', HOME_HINT: 'x', AGENTFORGE_CONFIG_CONTENT: '{"provider":{"a":{"options":{"apiKey":"secret-value"}}}}', ANTHROPIC_API_KEY: '{env:OTHER}' },
    cwd: '/home/user/project',
    worktree: '/home/user/project',
    home: '/home/user',
    platform: 'linux',
    auth: { 'https://corp.example': { type: 'wellknown', key: 'CORP_TOKEN', token: 'live-token-value' } },
    probes: [],
  };

  it('finds secrets in files, env, config content and stored auth, and says where', () => {
    const r = redactScenario(scenario);
    expect(r.redactions.map((x) => `${x.file}:${x.keyPath}`)).toEqual([
      '/home/user/.config/agentforge/agentforge.jsonc:provider.openai.options.apiKey',
      '/home/user/.config/agentforge/agentforge.jsonc:provider.usai.options.headers.Authorization',
      '/home/user/.config/agentforge/agentforge.jsonc:mcp.github.environment.GITHUB_TOKEN',
      '/home/user/.config/agentforge/agentforge.jsonc:mcp.remote.headers.Authorization',
      'env:GITHUB_TOKEN:GITHUB_TOKEN',
      'env:AGENTFORGE_CONFIG_CONTENT:provider.a.options.apiKey',
      'auth:https://corp.example.token',
    ]);
    expect(r.scenario.env.ANTHROPIC_API_KEY).toBe('{env:OTHER}');
    expect(r.scenario.env.HOME_HINT).toBe('x');
    expect((r.scenario.auth as Record<string, { key: string; token: string }>)['https://corp.example']).toEqual({ type: 'wellknown', key: 'CORP_TOKEN', token: '<redacted:token>' });
    expect(r.scenario.files[1]).toBe(scenario.files[1]);
    expect(JSON.stringify(r.scenario)).not.toMatch(/ghp_|sk-proj|live-token|secret-value/);
  });

  it('returns the same scenario when there is nothing to redact', () => {
    const clean = { ...scenario, files: [scenario.files[1]!], env: {}, auth: undefined };
    expect(redactScenario(clean).scenario).toBe(clean);
  });
});

describe('redaction of big files stays linear', () => {
  it('20,000 credentials in a 1.4 MB file and a 1 MB .env are redacted in well under the time a quadratic pass takes', () => {
    const entries = Array.from({ length: 20_000 }, (_, i) => `"s${i}": { "apiKey": "live-${i}-abcdefgh" }`);
    const text = `{\n${entries.join(',\n')}\n}`;
    const env = Array.from({ length: 20_000 }, (_, i) => `API_KEY_${i}=value-${i}-abcdefgh`).join('\n');
    const r = redactScenario({ version: 1, files: [{ path: '/p/agentforge.json', text }, { path: '/p/.env', text: env }], env: {}, cwd: '/p', worktree: '/p', home: '/h', platform: 'linux', probes: [] });
    expect(r.redactions).toHaveLength(40_000);
    expect(r.redactions[19_999]).toMatchObject({ line: 20_001 });
    expect(r.redactions[39_999]).toMatchObject({ line: 20_000, column: 15 });
  });
});

