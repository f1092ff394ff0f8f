import { describe, expect, it } from 'vitest';
import { toKnownPermissions } from './to-known-permissions.ts';

const t = (tool: string, permission: string, visible: boolean) => ({ tool, permission, visible });

describe('toKnownPermissions', () => {
  it('adds tool permissions and literal rule keys, once each', () => {
    const keys = toKnownPermissions([t('mcp_probe', 'mcp_probe', true)], [{ permission: 'custom', pattern: '*', action: 'allow' }, { permission: 'mcp_*', pattern: '*', action: 'deny' }, { permission: '__proto__', pattern: '*', action: 'deny' }]);
    expect(keys).toContain('mcp_probe');
    expect(keys).toContain('custom');
    expect(keys).toContain('__proto__');
    expect(keys).not.toContain('mcp_*');
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('suggests every permission key the config schema knows, even when the config names none', () => {
    expect(toKnownPermissions([], [])).toEqual(expect.arrayContaining(['read', 'edit', 'bash', 'external_directory', 'doom_loop', 'webfetch', 'skill']));
  });
});

