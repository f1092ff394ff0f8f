import { describe, expect, it } from 'vitest';
import { loadConfig } from './load.ts';
import type { LoaderInput } from './discover/loader-input.ts';

const base: LoaderInput = { files: [], env: {}, cwd: '/p', worktree: '/p', home: '/h' };

describe('remote well-known and account layers', () => {
  it('merges inline config with remote_config (url substituted with the token), before the global files', () => {
    const load = loadConfig({
      ...base,
      files: [{ path: '/h/.config/agentforge/agentforge.json', text: '{"small_model": "{env:ORG_TOKEN}"}' }],
      auth: { 'https://corp.example/': { type: 'wellknown', key: 'ORG_TOKEN', token: 'tok' } },
      remote: {
        'https://corp.example/.well-known/agentforge': { config: { model: 'inline/m', share: 'manual' }, remote_config: { url: 'https://cfg.example/{env:ORG_TOKEN}' } },
        'https://cfg.example/tok': { config: { model: 'remote/m' } },
      },
    });
    expect(load.error).toBeNull();
    expect(load.config).toMatchObject({ model: 'remote/m', share: 'manual', small_model: 'tok', $schema: 'https://opencode.ai/config.json' });
    expect(load.layers[0]).toMatchObject({ source: 'remote', outcome: 'merged' });
  });
  const LOGIN = '<!DOCTYPE html><html><head><title>Sign in</title></head><body>Login required</body></html>';
  const WK = 'https://corp.example/.well-known/agentforge';
  const htmlCases: readonly { name: string; remote: Record<string, unknown>; error: { name: string; data: Record<string, unknown> } }[] = [
    { name: 'a login page at the well-known URL', remote: { [WK]: LOGIN }, error: { name: 'ConfigRemoteAuthError', data: { url: 'https://corp.example', remote: WK } } },
    { name: 'a login page at remote_config.url', remote: { [WK]: { remote_config: { url: 'https://cfg.example/c.json' } }, 'https://cfg.example/c.json': LOGIN }, error: { name: 'ConfigRemoteAuthError', data: { url: 'https://corp.example', remote: 'https://cfg.example/c.json' } } },
    { name: 'lower-case <html> after blank lines', remote: { [WK]: '\n  <html><body>sso</body></html>' }, error: { name: 'ConfigRemoteAuthError', data: { url: 'https://corp.example', remote: WK } } },
    { name: 'a BOM before <!doctype', remote: { [WK]: '\uFEFF<!doctype html><p>login' }, error: { name: 'ConfigRemoteAuthError', data: { url: 'https://corp.example', remote: WK } } },
    { name: 'other markup is a decode failure, not a login page', remote: { [WK]: '<xml/>' }, error: { name: 'Error', data: { path: WK } } },
  ];
  it.each(htmlCases)('$name: $error.name', ({ remote, error }) => {
    const load = loadConfig({ ...base, auth: { 'https://corp.example//': { type: 'wellknown', key: 'K', token: 't' } }, remote });
    expect(load.config).toBeNull();
    expect(load.error?.name).toBe(error.name);
    if (error.name === 'ConfigRemoteAuthError') expect(load.error?.data).toEqual(error.data);
    else expect(load.error?.data).toMatchObject(error.data);
  });
  it('the org config applies after AGENTFORGE_CONFIG_CONTENT; its failures are ignored', () => {
    const ok = loadConfig({ ...base, env: { AGENTFORGE_CONFIG_CONTENT: '{"model": "c/m"}' }, account: { url: 'https://console/api', text: '{"model": "org/m"}' } });
    expect(ok.config?.model).toBe('org/m');
    const bad = loadConfig({ ...base, env: { AGENTFORGE_CONFIG_CONTENT: '{"model": "c/m"}' }, account: { url: 'https://console/api', text: '{broken' } });
    expect(bad.config?.model).toBe('c/m');
    expect(bad.diagnostics.map((d) => d.code)).toContain('config/account-ignored');
  });
});

describe('a well-known token overrides the environment for {env:} in the files the reference loads with its auth env', () => {
  const WELL_KNOWN = { auth: { 'https://corp.example/': { type: 'wellknown', key: 'TOK', token: 'from-token' } }, remote: { 'https://corp.example/.well-known/agentforge': {} } };
  const text = '{"small_model": "{env:TOK}"}';
  const cases: readonly { name: string; files?: LoaderInput['files']; env?: Record<string, string>; expected: string }[] = [
    { name: 'global agentforge.json', files: [{ path: '/h/.config/agentforge/agentforge.json', text }], expected: 'from-token' },
    { name: 'AGENTFORGE_CONFIG', files: [{ path: '/x/c.json', text }], env: { AGENTFORGE_CONFIG: '/x/c.json' }, expected: 'from-token' },
    { name: 'project agentforge.json', files: [{ path: '/p/agentforge.json', text }], expected: 'from-token' },
    { name: 'project .agentforge/agentforge.jsonc', files: [{ path: '/p/.agentforge/agentforge.jsonc', text }], expected: 'from-token' },
    { name: '~/.agentforge/agentforge.json', files: [{ path: '/h/.agentforge/agentforge.json', text }], expected: 'from-token' },
    { name: 'AGENTFORGE_CONFIG_DIR agentforge.json', files: [{ path: '/cd/agentforge.json', text }], env: { AGENTFORGE_CONFIG_DIR: '/cd' }, expected: 'from-token' },
    // The reference loads these two without its auth env: the process environment answers.
    { name: 'AGENTFORGE_CONFIG_CONTENT', env: { AGENTFORGE_CONFIG_CONTENT: text }, expected: 'from-env' },
    { name: 'managed agentforge.json', files: [{ path: '/etc/agentforge/agentforge.json', text }], expected: 'from-env' },
  ];
  it.each(cases)('$name: $expected', ({ files, env, expected }) => {
    const load = loadConfig({ ...base, ...WELL_KNOWN, files: files ?? [], env: { TOK: 'from-env', ...env } });
    expect(load.error).toBeNull();
    expect(load.config?.small_model).toBe(expected);
  });
});
