import { describe, expect, it } from 'vitest';
import { createVfs } from '../../vfs/vfs.ts';
import type { Layer } from '../discover/layer.ts';
import { parseJsonLayerCached, parseMarkdownLayerCached, TEXTS_PER_LAYER } from './parse-cache.ts';
import { parseJsonLayer } from './parse-layer.ts';

const layer: Layer = { id: 'project:/p/agentforge.json', source: 'project', path: '/p/agentforge.json', label: 'project', status: 'read', reason: 'found' };
const ctx = (vars: Record<string, string>, files: Record<string, string> = {}) => ({ vfs: createVfs(Object.entries(files).map(([path, text]) => ({ path, text }))), vars, cwd: '/p', home: '/h' });

describe('parseJsonLayerCached', () => {
  it('answers an unchanged layer from the cache, with the result a fresh parse gives', () => {
    const text = '{ "permission": { "bash": "allow" } }';
    const first = parseJsonLayerCached(layer, text, ctx({}));
    expect(parseJsonLayerCached(layer, `${text}`, ctx({}))).toBe(first);
    expect(first).toEqual(parseJsonLayer(layer, text, ctx({})));
  });

  it.each([
    ['a pattern typed into', '{\n  "permission": {"bash": {"git *": "allow", "rm *": "deny"}},\n  "model": "a/b"\n}', '"git *"', '"git log *"'],
    ['an action retyped', '{ "permission": { "bash": "allow", "edit": "deny" } }', '"allow"', '"ask"'],
    ['past an {env:} token', '{ "model": "{env:MODEL}", "permission": { "bash": { "ls *": "allow" } } }', '"ls *"', '"ls -la *"'],
    ['a key made unknown', '{ "model": "a", "share": "manual" }', '"share"', '"shar"'],
  ] as const)('gives an edit of the last text (%s) the result a fresh parse gives', (_, before, from, to) => {
    const other: Layer = { ...layer, id: `project:/e/${from}`, path: `/e/${from}/agentforge.json` };
    const vars = { MODEL: 'x/y' };
    parseJsonLayerCached(other, before, ctx(vars));
    const after = before.replace(from, to);
    expect(parseJsonLayerCached(other, after, ctx(vars))).toEqual(parseJsonLayer(other, after, ctx(vars)));
  });

  it('parses again when the text changes', () => {
    const a = parseJsonLayerCached(layer, '{ "model": "a" }', ctx({}));
    const b = parseJsonLayerCached(layer, '{ "model": "b" }', ctx({}));
    expect(a.data?.model).toBe('a');
    expect(b.data?.model).toBe('b');
  });

  it('parses again when an env var the text names changes, and not for other vars', () => {
    const text = '{ "model": "{env:MODEL}" }';
    const a = parseJsonLayerCached(layer, text, ctx({ MODEL: 'x' }));
    expect(parseJsonLayerCached(layer, text, ctx({ MODEL: 'x', OTHER: '1' }))).toBe(a);
    expect(parseJsonLayerCached(layer, text, ctx({ MODEL: 'y' })).data?.model).toBe('y');
    expect(parseJsonLayerCached(layer, text, ctx({})).data?.model).toBe('');
  });

  it('parses again when a file a `{file:}` token reads changes or disappears', () => {
    const text = '{ "model": "{file:./m.txt}" }';
    expect(parseJsonLayerCached(layer, text, ctx({}, { '/p/m.txt': 'one' })).data?.model).toBe('one');
    expect(parseJsonLayerCached(layer, text, ctx({}, { '/p/m.txt': 'two' })).data?.model).toBe('two');
    expect(parseJsonLayerCached(layer, text, ctx({})).error?.name).toBe('ConfigInvalidError');
  });

  it('follows a `{file:}` token that an env value introduces', () => {
    const text = '{ "model": "{env:REF}" }';
    const vars = { REF: '{file:./m.txt}' };
    expect(parseJsonLayerCached(layer, text, ctx(vars, { '/p/m.txt': 'one' })).data?.model).toBe('one');
    expect(parseJsonLayerCached(layer, text, ctx(vars, { '/p/m.txt': 'two' })).data?.model).toBe('two');
  });

  it('keeps a layer with two texts (a scenario and its baseline) cached side by side', () => {
    const a = parseJsonLayerCached(layer, '{ "model": "side-a" }', ctx({}));
    const b = parseJsonLayerCached(layer, '{ "model": "side-b" }', ctx({}));
    expect(parseJsonLayerCached(layer, '{ "model": "side-a" }', ctx({}))).toBe(a);
    expect(parseJsonLayerCached(layer, '{ "model": "side-b" }', ctx({}))).toBe(b);
  });

  it('stays bounded: old entries are parsed again, with the same result', () => {
    const first = parseJsonLayerCached(layer, '{ "model": "old" }', ctx({}));
    for (let i = 0; i < 200; i++) parseJsonLayerCached(layer, `{ "model": "m${i}" }`, ctx({}));
    const again = parseJsonLayerCached(layer, '{ "model": "old" }', ctx({}));
    expect(again).not.toBe(first);
    expect(again).toEqual(first);
  });

  it('keeps at most TEXTS_PER_LAYER texts of a layer being typed in, the ones used last, and other layers as they were', () => {
    const typed: Layer = { ...layer, id: 'project:/t/agentforge.json', path: '/t/agentforge.json' };
    const untouched: Layer = { ...layer, id: 'project:/u/agentforge.json', path: '/u/agentforge.json' };
    const kept = parseJsonLayerCached(untouched, '{ "model": "u" }', ctx({}));
    const baseline = parseJsonLayerCached(typed, '{ "model": "baseline" }', ctx({}));
    const keystrokes: ReturnType<typeof parseJsonLayerCached>[] = [];
    for (let i = 0; i < 12; i++) {
      keystrokes.push(parseJsonLayerCached(typed, `{ "model": "${'k'.repeat(i + 1)}" }`, ctx({})));
      // A baseline compared beside the scenario (the Diff view) is used on every keystroke: it stays.
      expect(parseJsonLayerCached(typed, '{ "model": "baseline" }', ctx({}))).toBe(baseline);
    }
    const again = (i: number) => parseJsonLayerCached(typed, `{ "model": "${'k'.repeat(i + 1)}" }`, ctx({}));
    // The newest two keystrokes' parses are there (the one being typed and the one an undo returns to)...
    expect(again(11)).toBe(keystrokes[11]);
    expect(again(10)).toBe(keystrokes[10]);
    // ...an older one is gone, and parsed again with the same result.
    const old = again(3);
    expect(old).not.toBe(keystrokes[3]);
    expect(old).toEqual(keystrokes[3]);
    expect(parseJsonLayerCached(untouched, '{ "model": "u" }', ctx({}))).toBe(kept);
    expect(TEXTS_PER_LAYER).toBe(3);
  });

  it('keeps layers at different paths apart', () => {
    const other: Layer = { ...layer, id: 'project:/q/agentforge.json', path: '/q/agentforge.json' };
    const text = '{ "plugin": ["./x.ts"] }';
    expect(parseJsonLayerCached(layer, text, ctx({})).data?.plugin).not.toEqual(parseJsonLayerCached(other, text, ctx({})).data?.plugin);
  });
});

describe('parseMarkdownLayerCached', () => {
  it('re-parses only when the text changes', () => {
    const md: Layer = { id: 'agent-md:/p/.agentforge/agent/r.md', source: 'agent-md', path: '/p/.agentforge/agent/r.md', label: 'agent r', status: 'read', reason: 'found', entryName: 'r', text: '---\ndescription: a\n---\nbody\n' };
    const a = parseMarkdownLayerCached(md);
    expect(parseMarkdownLayerCached({ ...md })).toBe(a);
    expect(parseMarkdownLayerCached({ ...md, text: '---\ndescription: b\n---\nbody\n' })).not.toBe(a);
  });
});
