import { describe, expect, it } from 'vitest';
import { createVfs } from '../../vfs/vfs.ts';
import { loadConfig } from '../load.ts';
import type { LoaderInput } from '../discover/loader-input.ts';
import { dedupePluginOrigins, resolvePluginSpec } from './plugin-spec.ts';

const vfs = createVfs([
  { path: '/p/agentforge.json', text: '{}' },
  { path: '/p/bare/index.ts', text: '' },
  { path: '/p/bare/index.js', text: '' },
  { path: '/p/js-only/index.js', text: '' },
  { path: '/p/pkg/package.json', text: '{}' },
  { path: '/p/pkg/index.ts', text: '' },
  { path: '/p/empty-ish/readme.md', text: '' },
  { path: '/p/.agentforge/plugins/x.ts', text: '' },
  { path: '/p/.agentforge/tool/index.ts', text: '' },
]);

describe('resolvePluginSpec', () => {
  const cases: readonly { name: string; spec: unknown; file: string | null; expected: unknown }[] = [
    { name: 'a package spec passes through', spec: 'oh-my-plugin@2.4.3', file: '/p/agentforge.json', expected: 'oh-my-plugin@2.4.3' },
    { name: 'relative file next to the project file', spec: './plugin.ts', file: '/p/agentforge.json', expected: 'file:///p/plugin.ts' },
    { name: 'relative in .agentforge/agentforge.json resolves against .agentforge', spec: './plugins/x.ts', file: '/p/.agentforge/agentforge.json', expected: 'file:///p/.agentforge/plugins/x.ts' },
    { name: 'a directory there without package.json is its index.ts', spec: './tool', file: '/p/.agentforge/agentforge.json', expected: 'file:///p/.agentforge/tool/index.ts' },
    { name: 'a directory without package.json: index.ts before index.js', spec: './bare', file: '/p/agentforge.json', expected: 'file:///p/bare/index.ts' },
    { name: 'a directory with only index.js', spec: '../p/js-only', file: '/p/agentforge.json', expected: 'file:///p/js-only/index.js' },
    { name: 'a directory with package.json stays the directory', spec: './pkg', file: '/p/agentforge.json', expected: 'file:///p/pkg' },
    { name: 'a directory with neither stays as written (the reference catches its throw)', spec: './empty-ish', file: '/p/agentforge.json', expected: 'file:///p/empty-ish' },
    { name: 'a file:// directory is resolved too', spec: 'file:///p/bare', file: '/p/agentforge.json', expected: 'file:///p/bare/index.ts' },
    { name: 'a missing file:// target is kept verbatim', spec: 'file:///p/nope.ts', file: '/p/agentforge.json', expected: 'file:///p/nope.ts' },
    { name: 'an absolute path', spec: '/abs/p.ts', file: '/p/agentforge.json', expected: 'file:///abs/p.ts' },
    { name: 'anything starting with a dot is a path', spec: '.plugin.ts', file: '/p/agentforge.json', expected: 'file:///p/.plugin.ts' },
    { name: 'the tuple form keeps its options', spec: ['./bare', { a: 1 }], file: '/p/agentforge.json', expected: ['file:///p/bare/index.ts', { a: 1 }] },
    { name: 'text without a file (AGENTFORGE_CONFIG_CONTENT) is not resolved', spec: './plugin.ts', file: null, expected: './plugin.ts' },
  ];
  it.each(cases)('$name', ({ spec, file, expected }) => {
    expect(resolvePluginSpec(spec, file, vfs)).toEqual(expected);
  });
});

describe('plugin de-duplication keeps the last declaration per identity', () => {
  const origin = (spec: string, source = 's') => ({ spec, source, scope: 'local' as const });
  const cases: readonly { name: string; specs: string[]; kept: string[] }[] = [
    { name: 'versions of one package', specs: ['a@1', 'b', 'a@2'], kept: ['b', 'a@2'] },
    { name: 'a scoped package', specs: ['@s/a@1', '@s/a'], kept: ['@s/a'] },
    { name: 'a distinct git+ssh plugin is kept', specs: ['git+ssh://git@github.com/org/one.git', 'git+ssh://git@github.com/org/two.git'], kept: ['git+ssh://git@github.com/org/one.git', 'git+ssh://git@github.com/org/two.git'] },
    { name: 'a git URL and the npm package of the same name', specs: ['plugin', 'git+ssh://git@github.com/org/plugin.git'], kept: ['plugin', 'git+ssh://git@github.com/org/plugin.git'] },
    { name: 'a bare npm: alias and its target', specs: ['real@1', 'npm:real@2'], kept: ['npm:real@2'] },
    { name: 'a named alias is its own name', specs: ['real@1', 'short@npm:real@2'], kept: ['real@1', 'short@npm:real@2'] },
  ];
  it.each(cases)('$name', ({ specs, kept }) => {
    expect(dedupePluginOrigins(specs.map((s) => origin(s))).map((o) => o.spec)).toEqual(kept);
  });
  it('through the loader: .agentforge relative plugin, a directory index and two git plugins', () => {
    const input: LoaderInput = {
      files: [
        { path: '/p/agentforge.json', text: '{"plugin": ["git+ssh://git@github.com/org/one.git", "./bare"]}' },
        { path: '/p/bare/index.ts', text: '' },
        { path: '/p/.agentforge/agentforge.json', text: '{"plugin": ["git+ssh://git@github.com/org/two.git", "./plugins/x.ts"]}' },
        { path: '/p/.agentforge/plugins/x.ts', text: '' },
      ],
      env: {}, cwd: '/p', worktree: '/p', home: '/h',
    };
    const plugins = loadConfig(input).config?.plugin;
    expect(plugins).toEqual(['git+ssh://git@github.com/org/one.git', 'file:///p/bare/index.ts', 'git+ssh://git@github.com/org/two.git', 'file:///p/.agentforge/plugins/x.ts']);
  });
});
