import { describe, expect, it } from 'vitest';
import { packageName, pluginIdentityOf } from './plugin-identity.ts';

describe('plugin identity (npm-package-arg rules)', () => {
  const cases: readonly [spec: string, identity: string][] = [
    ['oh-my-plugin', 'oh-my-plugin'],
    ['oh-my-plugin@2.4.3', 'oh-my-plugin'],
    ['oh-my-plugin@^2', 'oh-my-plugin'],
    ['oh-my-plugin@>=1.2 <2 || 3.x', 'oh-my-plugin'],
    ['oh-my-plugin@latest', 'oh-my-plugin'],
    ['oh-my-plugin@', 'oh-my-plugin'],
    ['@scope/pkg', '@scope/pkg'],
    ['@scope/pkg@1.0.0', '@scope/pkg'],
    ['@scope/pkg@next', '@scope/pkg'],
    ['Upper@1', 'Upper'],
    // Aliases: a named alias is its alias name; a bare npm: alias is the aliased package.
    ['short@npm:real-plugin@1.2.3', 'short'],
    ['npm:real-plugin@1.2.3', 'real-plugin'],
    ['npm:@scope/real@^2', '@scope/real'],
    ['npm:real-plugin', 'real-plugin'],
    // Git, URLs and shorthands have no name: the whole spec is the identity.
    ['git+ssh://git@github.com/org/plugin.git', 'git+ssh://git@github.com/org/plugin.git'],
    ['git+ssh://git@github.com/org/other.git', 'git+ssh://git@github.com/org/other.git'],
    ['git+https://github.com/org/plugin.git#v1', 'git+https://github.com/org/plugin.git#v1'],
    ['git@github.com:org/plugin.git', 'git@github.com:org/plugin.git'],
    ['github:org/plugin', 'github:org/plugin'],
    ['org/plugin', 'org/plugin'],
    ['https://example.com/plugin.tgz', 'https://example.com/plugin.tgz'],
    ['plugin.tgz', 'plugin.tgz'],
    // A name with a git/URL spec is still that name.
    ['named@github:org/plugin', 'named'],
    ['named@git+ssh://git@github.com/org/plugin.git', 'named'],
    // Specs npm-package-arg refuses: the whole spec.
    ['.hidden@1', '.hidden@1'],
    ['_under', '_under'],
    ['has space', 'has space'],
    ['name@tag with space!', 'name@tag with space!'],
    ['@scope@1', '@scope@1'],
    ['alias@npm:npm:x', 'alias@npm:npm:x'],
    ['npm:real@github:o/r', 'npm:real@github:o/r'],
    ['node_modules', 'node_modules'],
    // file:// URLs are compared verbatim.
    ['file:///p/plugin.ts', 'file:///p/plugin.ts'],
    ['', ''],
  ];
  it.each(cases)('%j → %j', (spec, identity) => {
    expect(pluginIdentityOf(spec)).toBe(identity);
  });
  it('a distinct git+ssh plugin is not taken for the npm package of the same repo', () => {
    expect(pluginIdentityOf('git+ssh://git@github.com/org/plugin.git')).not.toBe(pluginIdentityOf('plugin'));
    expect(packageName('git+ssh://git@github.com/org/plugin.git')).toBeUndefined();
  });
});
