import type { Scenario } from './scenario.ts';

/** Deepest nesting a link's JSON may have; a scenario needs about 10, so anything deeper is hostile. */
export const MAX_LINK_DEPTH = 64;

/** Keys a link may not carry: they would reach an object's prototype in code that assigns by key. */
const UNSAFE_KEYS: ReadonlySet<string> = new Set(['__proto__', 'constructor', 'prototype']);

/** What cleaning parsed JSON gives: the value, the unsafe keys dropped, or that it nests too deep. */
export type Cleaned =
  | { readonly kind: 'ok'; readonly value: unknown; readonly droppedKeys: readonly string[] }
  | { readonly kind: 'too-deep' };

/**
 * Copies parsed JSON into fresh plain objects, dropping `__proto__`-like keys, without recursion
 * (so no stack overflow), and refuses nesting deeper than MAX_LINK_DEPTH.
 */
export function cleanJson(root: unknown): Cleaned {
  const dropped: string[] = [];
  const copy = (value: unknown): unknown => (Array.isArray(value) ? new Array<unknown>(value.length) : typeof value === 'object' && value !== null ? {} : value);
  const top = copy(root);
  const stack: { from: unknown; to: unknown; depth: number; path: string }[] = [{ from: root, to: top, depth: 1, path: '' }];
  while (stack.length) {
    const { from, to, depth, path } = stack.pop()!;
    if (typeof from !== 'object' || from === null) continue;
    if (depth > MAX_LINK_DEPTH) return { kind: 'too-deep' };
    if (Array.isArray(from)) {
      const target = to as unknown[];
      from.forEach((item: unknown, i) => {
        target[i] = copy(item);
        stack.push({ from: item, to: target[i], depth: depth + 1, path: `${path}[${i}]` });
      });
      continue;
    }
    const target = to as Record<string, unknown>;
    for (const [key, item] of Object.entries(from)) {
      if (UNSAFE_KEYS.has(key)) {
        dropped.push(path ? `${path}.${key}` : key);
        continue;
      }
      Object.defineProperty(target, key, { value: copy(item), enumerable: true, writable: true, configurable: true });
      stack.push({ from: item, to: target[key], depth: depth + 1, path: path ? `${path}.${key}` : key });
    }
  }
  return { kind: 'ok', value: top, droppedKeys: dropped };
}

/**
 * The scenario with its keys in one fixed order, optional keys only when set: the form links are
 * made from, so the app and the CLI give the same hash byte for byte.
 */
export function canonicalScenario(s: Scenario): Scenario {
  return {
    version: s.version,
    ...(s.title !== undefined ? { title: s.title } : {}),
    files: s.files.map((f) => ({ path: f.path, text: f.text })),
    env: { ...s.env },
    cwd: s.cwd,
    worktree: s.worktree,
    home: s.home,
    platform: s.platform,
    ...(s.remote !== undefined ? { remote: s.remote } : {}),
    ...(s.auth !== undefined ? { auth: s.auth } : {}),
    ...(s.account !== undefined ? { account: s.account } : {}),
    ...(s.agent !== undefined ? { agent: s.agent } : {}),
    ...(s.model !== undefined ? { model: s.model } : {}),
    ...(s.request?.tools !== undefined ? { request: { tools: { ...s.request.tools } } } : {}),
    probes: s.probes.map((p) => ({
      permission: p.permission,
      input: p.input,
      ...(p.agent !== undefined ? { agent: p.agent } : {}),
      ...(p.expect !== undefined ? { expect: p.expect } : {}),
    })),
    ...(s.tools !== undefined ? { tools: [...s.tools] } : {}),
    ...(s.skillDirs !== undefined ? { skillDirs: [...s.skillDirs] } : {}),
  };
}
