import { describe, expect, it } from 'vitest';
import { toPosixPath } from '../../../../engine/index.ts';
import { toFileLookup } from './to-file-lookup.ts';

// A stand-in for Monaco's file URIs: the drive letter lower-cased and the path percent-encoded, as Monaco writes them.
const uriOf = (path: string) => `file://${encodeURI(toPosixPath(path).replace(/^\/([A-Z]):/, (_, d: string) => `/${d.toLowerCase()}:`))}`;
const pathOf = (uri: string) => (uri.startsWith('file://') ? decodeURI(uri.slice('file://'.length)) : null);

const FILES = [
  { path: '/home/user/project/agentforge.json', text: 'project' },
  { path: 'C:\\Users\\me\\agentforge.json', text: 'windows' },
  { path: '/home/user/project/.agentforge/agent/ré view.md', text: 'unicode and a space' },
  { path: '/home/user/project/__proto__', text: 'proto' },
  { path: '/home/user/project/constructor', text: 'ctor' },
];

describe('toFileLookup', () => {
  const lookup = toFileLookup(FILES, uriOf, pathOf);
  it.each(FILES.map((f) => [f.path, f.text]))('finds %s through its URI', (path, text) => {
    expect(lookup(uriOf(path))).toBe(text);
  });
  it.each([
    ['a file that is gone', 'file:///home/user/project/gone.json'],
    ['an env model', 'inmemory://env/AGENTFORGE_PERMISSION.jsonc'],
    ['a path that only looks alike (another case)', 'file:///home/user/Project/agentforge.json'],
    ['an empty URI', ''],
  ])('%s: nothing', (_, uri) => {
    expect(lookup(uri)).toBeUndefined();
  });
  it('builds no URI per file: only the candidates of the asked path', () => {
    let made = 0;
    const many = Array.from({ length: 20_000 }, (_, i) => ({ path: `/p/.agentforge/agent/a${i}.md`, text: String(i) }));
    const counting = toFileLookup(many, (p) => (made++, uriOf(p)), pathOf);
    expect(counting(uriOf('/p/.agentforge/agent/a19999.md'))).toBe('19999');
    expect(counting(uriOf('/p/gone.md'))).toBeUndefined();
    expect(made).toBe(1);
  });
});
