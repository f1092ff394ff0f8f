import { describe, expect, it } from 'vitest';
import type { Layer, Rule } from '../../../engine/index.ts';
import { toRuleSource } from './to-rule-source.ts';

const W = '/home/user/project';
const H = '/home/user';
const layers: Layer[] = [{ id: 'project:x', source: 'project', path: `${W}/agentforge.json`, label: 'project agentforge.json', status: 'read', reason: 'found' }];
const loc = (file: string) => ({ file, line: 6, column: 5, offset: 40, length: 3 });

describe('toRuleSource', () => {
  it('names the layer and the position of a config rule', () => {
    const rule: Rule = { permission: 'edit', pattern: '*', action: 'deny', origin: { kind: 'config', keyPath: ['permission', 'edit', '*'], location: loc(`${W}/agentforge.json`) } };
    const s = toRuleSource(rule, layers, W, H);
    expect(s).toMatchObject({ label: 'edit["*"]', layer: 'project', locationText: 'agentforge.json:6:5', isSession: false });
  });
  it('marks session rules and gives them no location', () => {
    const s = toRuleSource({ permission: 'bash', pattern: '*', action: 'deny', origin: { kind: 'request', tool: 'bash' } }, layers, W, H);
    expect(s).toMatchObject({ isSession: true, location: null, layer: null });
    expect(s.origin).toContain("this request's tools.bash");
  });
  it('keeps hostile keys as plain text', () => {
    const key = '<script>alert(1)</script>';
    const s = toRuleSource({ permission: key, pattern: '__proto__', action: 'allow', origin: { kind: 'config', keyPath: ['permission', key, '__proto__'] } }, layers, W, H);
    expect(s.label).toBe(`${key}["__proto__"]`);
    expect(s.location).toBeNull();
  });
  it('handles very long names', () => {
    const long = 'x'.repeat(5000);
    const s = toRuleSource({ permission: long, pattern: '*', action: 'ask' }, [], W, H);
    expect(s.label.length).toBeGreaterThan(5000);
  });
});
