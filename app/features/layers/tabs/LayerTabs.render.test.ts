import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LayerTabs } from '../LayerTabs.tsx';
import type { LayerTab } from '../to-tabs.ts';
import { STRIP_LIMIT } from './to-tab-window.ts';

function tab(path: string, group = '.agentforge'): LayerTab {
  const name = path.split('/').pop() ?? path;
  return { path, kind: 'file', label: path.replace('/home/user/project/', ''), name, group, isRead: true, note: 'agent', errors: 0, warnings: 0 };
}
const agents = (n: number) => Array.from({ length: n }, (_, i) => tab(`/home/user/project/.agentforge/agent/a${String(i).padStart(5, '0')}.md`));
const render = (tabs: readonly LayerTab[], active: string) => renderToStaticMarkup(createElement(LayerTabs, { tabs, active, onSelect: () => undefined }));
const countOf = (html: string, text: string) => html.split(text).length - 1;

describe('LayerTabs renders a bounded strip and a closed menu', () => {
  it.each([
    { files: 0, at: -1, tabs: 0 },
    { files: 1, at: 0, tabs: 1 },
    { files: 7, at: 6, tabs: 7 },
    { files: 20_000, at: 0, tabs: STRIP_LIMIT },
    { files: 20_000, at: 12_345, tabs: STRIP_LIMIT },
    { files: 20_000, at: 19_999, tabs: STRIP_LIMIT },
  ])('$files files, file $at open: $tabs file tabs, Environment, no menu items', ({ files, at, tabs }) => {
    const list = agents(files);
    const active = list[at]?.path ?? 'env:';
    const html = render(list, active);
    expect(countOf(html, 'role="tab"')).toBe(tabs + 1);
    expect(countOf(html, 'aria-selected="true"')).toBe(1);
    if (at >= 0) expect(html).toContain(`aria-label="${list[at]!.label}"`);
    expect(countOf(html, 'menuitemradio')).toBe(0);
    expect(html).toContain(`☰ ${files}`);
    expect(html.length).toBeLessThan(40_000);
  });

  it('says how many files wait on each side when it shows a window', () => {
    const list = agents(20_000);
    const html = render(list, list[10_000]!.path);
    expect(html).toMatch(/‹ 9,980/);
    expect(html).toMatch(/9,980 ›/);
    expect(html).toContain('Files 9,981 to 10,020 of 20,000 shown');
  });

  it.each(['__proto__', '<script>alert(1)</script>', 'x'.repeat(5_000), '"quoted" & \'single\''])('renders a hostile name as text (%#)', (name) => {
    const list = [tab(`/home/user/project/${name}`, name), ...agents(3)];
    const html = render(list, list[0]!.path);
    expect(html).not.toContain('<script>');
    expect(countOf(html, 'role="tab"')).toBe(5);
  });
});
