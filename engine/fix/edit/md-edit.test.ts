import { describe, expect, it } from 'vitest';
import { mdAddRule, mdRemoveRule, mdRenameKey, mdSetAction } from './md-edit.ts';

const AGENT = '---\ndescription: reviewer\npermission:\n  bash:\n    "*": ask\n  edit: deny\n---\nYou review.\n';

describe('md-edit', () => {
  it.each([
    ['appends to a pattern map', mdAddRule(AGENT, 'bash', 'git *', 'allow'), '---\ndescription: reviewer\npermission:\n  bash:\n    "*": ask\n    "git *": allow\n  edit: deny\n---\nYou review.\n'],
    ['turns a scalar into a map, old action first', mdAddRule(AGENT, 'edit', 'docs/*', 'allow'), '---\ndescription: reviewer\npermission:\n  bash:\n    "*": ask\n  edit:\n    "*": deny\n    "docs/*": allow\n---\nYou review.\n'],
    ['adds a permission', mdAddRule(AGENT, 'read', '.env', 'deny'), '---\ndescription: reviewer\npermission:\n  bash:\n    "*": ask\n  edit: deny\n  read:\n    ".env": deny\n---\nYou review.\n'],
    ['adds the permission block', mdAddRule('---\nmode: primary\n---\nx\n', 'edit', '*.md', 'ask'), '---\nmode: primary\npermission:\n  edit:\n    "*.md": ask\n---\nx\n'],
    ['sets an action', mdSetAction(AGENT, AGENT.indexOf('edit'), 'allow'), AGENT.replace('edit: deny', 'edit: allow')],
    ['removes a rule line', mdRemoveRule(AGENT, AGENT.indexOf('edit')), AGENT.replace('  edit: deny\n', '')],
    ['renames a key', mdRenameKey(AGENT, AGENT.indexOf('"*"') + 1, 'ls *'), AGENT.replace('"*": ask', '"ls *": ask')],
    ['keeps CRLF', mdAddRule(AGENT.replaceAll('\n', '\r\n'), 'bash', 'ls', 'allow'), AGENT.replace('"*": ask\n', '"*": ask\n    "ls": allow\n').replaceAll('\n', '\r\n')],
  ])('%s', (_name, out, want) => {
    expect(out).toBe(want);
  });

  it.each([
    ['no frontmatter', () => mdAddRule('just text', 'bash', 'x', 'allow')],
    ['unclosed frontmatter', () => mdAddRule('---\npermission:\n  bash: ask\n', 'bash', 'x', 'allow')],
    ['flow map', () => mdAddRule('---\npermission: { bash: ask }\n---\n', 'bash', 'x', 'allow')],
    ['existing key', () => mdAddRule(AGENT, 'bash', '*', 'allow')],
    ['set on a block line', () => mdSetAction(AGENT, AGENT.indexOf('bash'), 'allow')],
  ])('refuses: %s', (_name, run) => {
    expect(run()).toBeNull();
  });
});
