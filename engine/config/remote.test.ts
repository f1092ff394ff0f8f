import { describe, expect, it } from 'vitest';
import { loadConfig } from './load.ts';
import type { LoaderInput } from './loader-input.ts';

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
  it('an HTML answer is a RemoteAuthError that aborts the load', () => {
    const load = loadConfig({ ...base, auth: { 'https://corp.example': { type: 'wellknown', key: 'K', token: 't' } }, remote: { 'https://corp.example/.well-known/agentforge': '<html>login</html>' } });
    expect(load.config).toBeNull();
    expect(load.error?.name).toBe('RemoteAuthError');
  });
  it('the org config applies after AGENTFORGE_CONFIG_CONTENT; its failures are ignored', () => {
    const ok = loadConfig({ ...base, env: { AGENTFORGE_CONFIG_CONTENT: '{"model": "c/m"}' }, account: { url: 'https://console/api', text: '{"model": "org/m"}' } });
    expect(ok.config?.model).toBe('org/m');
    const bad = loadConfig({ ...base, env: { AGENTFORGE_CONFIG_CONTENT: '{"model": "c/m"}' }, account: { url: 'https://console/api', text: '{broken' } });
    expect(bad.config?.model).toBe('c/m');
    expect(bad.diagnostics.map((d) => d.code)).toContain('config/account-ignored');
  });
});
