import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ENGINE_VERSION, REFERENCE } from './version.ts';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');

describe('versions', () => {
  it('the engine version is the package version', () => {
    const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { version: string };
    expect(ENGINE_VERSION).toBe(pkg.version);
  });

  it('the reference version and commit are the ones the semantics reproduce', () => {
    const semantics = readFileSync(join(ROOT, '../shared/reference/semantics.md'), 'utf8');
    const section = semantics.slice(semantics.indexOf('### 0.1'), semantics.indexOf('### 0.2'));
    expect(section).toContain(`**\`${REFERENCE.commit}\`**`);
    expect(section).toContain(`version **${REFERENCE.version}**`);
  });
});
