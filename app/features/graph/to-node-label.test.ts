import { describe, expect, it } from 'vitest';
import { toNodeLabel, toTitleParts } from './to-node-label.ts';

describe('toNodeLabel', () => {
  it.each([
    ['a layer tab', { kind: 'layer-tab', tab: '/p/agentforge.json' }, null, 'Open agentforge.json'],
    ['a result tab, on the path', { kind: 'result-tab', tab: 'tools' }, 'path', 'Open agentforge.json (on the path)'],
    ['served content, overridden', { kind: 'content', text: '{}' }, 'overridden', 'Open agentforge.json (overridden by the selection)'],
    ['folded sources', { kind: 'show-skipped' }, null, 'Show agentforge.json'],
    ['nothing to open', null, null, 'Details of agentforge.json'],
  ] as const)('%s', (_, target, lit, expected) => {
    expect(toNodeLabel({ title: 'agentforge.json', target }, lit)).toBe(expected);
  });
});

describe('toTitleParts', () => {
  it.each([
    ['~/.config/agentforge/agentforge.jsonc', ['~/', '.config/', 'agentforge/', 'agentforge.jsonc']],
    ['C:\\a\\b.json', ['C:\\', 'a\\', 'b.json']],
    ['AGENTFORGE_PERMISSION', ['AGENTFORGE_PERMISSION']],
    ['/', ['/']],
    ['', []],
    ['<script>/x', ['<script>/', 'x']],
  ])('%s', (title, parts) => {
    expect(toTitleParts(title)).toEqual(parts);
    expect(toTitleParts(title).join('')).toBe(title);
  });
});
