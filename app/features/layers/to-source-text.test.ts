import { describe, expect, it } from 'vitest';
import { toAccountText, toRemoteText, toSourceModelName } from './to-source-text.ts';

const U = 'https://team.example.com/.well-known/agentforge';

describe('toRemoteText', () => {
  it.each<[string, Record<string, unknown> | undefined, string]>([
    ['a JSON body is printed', { [U]: { config: { permission: { bash: 'ask' } } } }, '{\n  "config": {\n    "permission": {\n      "bash": "ask"\n    }\n  }\n}\n'],
    ['a string body stays as typed', { [U]: '{ "config": {} // x' }, '{ "config": {} // x'],
    ['no body', {}, ''],
    ['no remote at all', undefined, ''],
    ['an inherited key is no body', Object.create({ [U]: 'x' }) as Record<string, unknown>, ''],
  ])('%s', (_name, remote, text) => {
    expect(toRemoteText(remote, U)).toBe(text);
  });
  it('survives a body that cannot be printed', () => {
    const loop: Record<string, unknown> = {};
    loop.self = loop;
    expect(toRemoteText({ [U]: loop }, U)).toBe('');
    expect(toRemoteText({ [U]: 10n as unknown }, U)).toBe('');
  });
});

describe('toAccountText', () => {
  it.each<[unknown, string]>([
    [{ url: 'x', text: '{}' }, '{}'],
    [{ url: 'x' }, ''],
    [null, ''],
    ['text', ''],
  ])('%j → %s', (account, text) => {
    expect(toAccountText(account)).toBe(text);
  });
});

describe('toSourceModelName', () => {
  it('keeps only URI-safe characters', () => {
    expect(toSourceModelName('remote', U)).toBe('remote/https_team.example.com_.well-known_agentforge');
    expect(toSourceModelName('account', 'a b/../%')).toBe('account/a_b_.._');
  });
});
