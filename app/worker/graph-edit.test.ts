import { describe, expect, it } from 'vitest';
import { editScript, flatItems, MIN_EDIT_COPIED } from './graph-edit.ts';
import { KnownNodes } from './known-nodes.ts';
import { TestPage } from './page-side.test-helper.ts';
import { GraphReviver, type GraphPart } from './sliced-graph.ts';

/** Applies a script as the receiver does: the held items copied and skipped, the sent ones taken from `items`. */
function apply(items: readonly unknown[], held: readonly unknown[], width: 1 | 2, script: NonNullable<ReturnType<typeof editScript>>): unknown[] {
  const out: unknown[] = [];
  let h = 0;
  for (const { copy, skip, from, count } of script.segments) {
    out.push(...held.slice(h, h + copy * width));
    h += (copy + skip) * width;
    out.push(...items.slice(from, from + count * width));
  }
  return out;
}

const objects = (n: number, tag = ''): { i: number; tag: string }[] => Array.from({ length: n }, (_, i) => ({ i, tag }));
const base = objects(100);
const other = objects(100, 'other');

describe('editScript: a list as an edit of the one the receiver holds', () => {
  const cases: { name: string; items: unknown[]; held: unknown[]; width?: 1 | 2; sent: number | null }[] = [
    { name: 'one item changed in place', items: [...base.slice(0, 50), other[0], ...base.slice(51)], held: base, sent: 1 },
    { name: 'two runs changed in place', items: base.map((x, i) => (i === 10 || i === 11 || i === 70 ? other[i] : x)), held: base, sent: 3 },
    { name: 'an item inserted in the middle', items: [...base.slice(0, 40), other[0], ...base.slice(40)], held: base, sent: 1 },
    { name: 'items removed from the middle', items: [...base.slice(0, 40), ...base.slice(45)], held: base, sent: 0 },
    { name: 'items appended', items: [...base, ...other.slice(0, 5)], held: base, sent: 5 },
    { name: 'items put in front', items: [...other.slice(0, 5), ...base], held: base, sent: 5 },
    { name: 'the same list', items: base.slice(), held: base, sent: 0 },
    { name: 'every item new: sent whole', items: other, held: base, sent: null },
    { name: 'more than half new: sent whole', items: base.map((x, i) => (i % 3 === 0 ? x : other[i])), held: base, sent: null },
    { name: 'a short list: sent whole', items: base.slice(0, MIN_EDIT_COPIED - 1), held: base.slice(0, MIN_EDIT_COPIED - 1), sent: null },
    { name: 'an empty list held', items: base, held: [], sent: null },
    { name: 'key, value pairs: one value changed', items: base.flatMap((x, i) => [`k${i}`, i === 7 ? other[7] : x]), held: base.flatMap((x, i) => [`k${i}`, x]), width: 2, sent: 1 },
    { name: 'key, value pairs: one key renamed', items: base.flatMap((x, i) => [i === 7 ? 'renamed' : `k${i}`, x]), held: base.flatMap((x, i) => [`k${i}`, x]), width: 2, sent: 1 },
    { name: 'key, value pairs: one pair removed', items: base.flatMap((x, i) => (i === 7 ? [] : [`k${i}`, x])), held: base.flatMap((x, i) => [`k${i}`, x]), width: 2, sent: 0 },
  ];
  it.each(cases)('$name', ({ items, held, width = 1, sent }) => {
    const script = editScript(items, held, width);
    if (sent === null) {
      expect(script).toBeNull();
      return;
    }
    expect(script).not.toBeNull();
    expect(script!.sent).toBe(sent * width);
    expect(apply(items, held, width, script!)).toEqual(items);
  });

  it('flatItems: an array as it is, a Map and an object as key, value pairs, holes and Sets not at all', () => {
    expect(flatItems([1, 2], 1)).toEqual([1, 2]);
    expect(flatItems(new Map<unknown, unknown>([['a', 1], [2, 'b']]), 2)).toEqual(['a', 1, 2, 'b']);
    expect(flatItems({ b: 1, a: 2, __proto__x: 3 }, 2)).toEqual(['b', 1, 'a', 2, '__proto__x', 3]);
    // eslint-disable-next-line no-sparse-arrays
    expect(flatItems([1, , 3], 1)).toBeNull();
    expect(flatItems(new Set([1]), 2)).toBeNull();
    expect(flatItems([1], 2)).toBeNull();
  });
});

class Page extends TestPage {}

const EDIT_KIND = 8;
const editsIn = (parts: readonly GraphPart[]): number => parts.reduce((n, p) => n + p.kinds.filter((k) => k === EDIT_KIND).length, 0);
const valuesIn = (parts: readonly GraphPart[]): number => parts.reduce((n, p) => n + p.tags.length, 0);

/** A root shaped like an Analysis: a long list of records, a Map of them by key, a big object of strings, a nested list. */
function rootOf(rules: readonly { readonly pattern: string }[], stamp: number) {
  return {
    stamp,
    ruleset: rules,
    byPattern: new Map(rules.map((r) => [r.pattern, r])),
    config: { permission: { bash: Object.fromEntries(rules.map((r) => [r.pattern, 'allow'])) } },
    nested: { segments: [rules.slice(0, 60), rules.slice(60)] },
  };
}

describe('answers send a changed list as an edit of the one the page holds', () => {
  const rules = Array.from({ length: 120 }, (_, i) => ({ pattern: `cmd ${i} *`, origin: { line: i + 1 } }));
  const renamed = { pattern: 'cmd 60 renamed *', origin: { line: 61 } };
  const added = { pattern: 'added *', origin: { line: 200 } };
  const steps: { name: string; rules: readonly (typeof rules)[number][] }[] = [
    { name: 'first answer', rules },
    { name: 'a rule changed in place', rules: rules.map((r, i) => (i === 60 ? renamed : r)) },
    { name: 'a rule inserted', rules: [...rules.slice(0, 30), added, ...rules.slice(30)] },
    { name: 'rules removed', rules: [...rules.slice(0, 30), ...rules.slice(35)] },
    { name: 'the first answer again', rules },
  ];

  it('every answer reads back equal; unchanged items are the page’s objects of the answer before; edits carry few values', () => {
    const sender = new KnownNodes();
    const page = new Page();
    let before: ReturnType<typeof rootOf> | null = null;
    steps.forEach((step, id) => {
      sender.confirm(page.ask());
      const root = rootOf(step.rules, id);
      const answer = sender.encode(id, root, 500);
      const out = page.receive(id, answer) as ReturnType<typeof rootOf>;
      expect(out).toEqual(root);
      expect([...out.byPattern.keys()]).toEqual([...root.byPattern.keys()]);
      expect(Object.keys(out.config.permission.bash)).toEqual(Object.keys(root.config.permission.bash));
      if (before) {
        // Four lists and a big object change in each step: the long ones go as edits, not item by item (a short list
        // whose items all moved goes whole).
        expect(editsIn(page.lastParts)).toBeGreaterThanOrEqual(3);
        const whole = valuesIn(new KnownNodes().encode(0, root, 500).parts);
        expect(valuesIn(page.lastParts)).toBeLessThan(whole / 3);
        const kept = out.ruleset.findIndex((r) => r.pattern === 'cmd 100 *');
        expect(out.ruleset[kept]).toBe(before.ruleset[before.ruleset.findIndex((r) => r.pattern === 'cmd 100 *')]);
        expect(out.byPattern.get('cmd 100 *')).toBe(out.ruleset[kept]);
      }
      before = out;
    });
  });

  it('an edit of an edit of a Map and of an object with array-index keys (they enumerate first) reads back in order', () => {
    const sender = new KnownNodes();
    const page = new Page();
    const keys = Array.from({ length: 80 }, (_, i) => (i % 4 === 0 ? String(i) : `k${i}`));
    const rootAt = (step: number) => {
      const named = keys.map((k, i) => (i === 41 + step ? `${k}-${step}` : i === 40 && step === 2 ? '7' : k));
      return { object: Object.fromEntries(named.map((k, i) => [k, i])), map: new Map(named.map((k, i) => [k, i === 50 ? step : i])) };
    };
    const edits: number[] = [];
    for (let step = 0; step < 4; step++) {
      sender.confirm(page.ask());
      const root = rootAt(step);
      const out = page.receive(step, sender.encode(step, root, 500)) as ReturnType<typeof rootAt>;
      expect(out).toEqual(root);
      expect(Object.keys(out.object)).toEqual(Object.keys(root.object));
      expect([...out.map.keys()]).toEqual([...root.map.keys()]);
      if (step > 0) edits.push(editsIn(page.lastParts));
    }
    // Edits of edits: most answers send both as edits of the page's last copy (one whose keys all moved goes whole).
    expect(edits.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(4);
  });

  it('an answer before the page confirmed the last one sends its lists whole', () => {
    const sender = new KnownNodes();
    const page = new Page();
    page.receive(0, sender.encode(0, rootOf(rules, 0), 500));
    // Not confirmed: nothing is known, so nothing is an edit.
    const second = sender.encode(1, rootOf(rules.map((r, i) => (i === 60 ? renamed : r)), 1), 500);
    expect(editsIn(second.parts)).toBe(0);
    expect(page.receive(1, second)).toEqual(rootOf(rules.map((r, i) => (i === 60 ? renamed : r)), 1));
  });
});

describe('hostile edits fail the answer, never give a wrong value', () => {
  /** A sender and page after two answers, with the third answer's parts to tamper with. */
  function third(): { page: Page; parts: GraphPart[] } {
    const sender = new KnownNodes();
    const page = new Page();
    const rules = Array.from({ length: 80 }, (_, i) => ({ pattern: `p${i}` }));
    page.receive(0, sender.encode(0, { list: rules }));
    sender.confirm(page.ask());
    const answer = sender.encode(1, { list: rules.map((r, i) => (i === 3 ? { pattern: 'changed' } : r)) });
    return { page, parts: answer.parts.map((p) => structuredClone(p)) };
  }
  const revive = (page: Page, parts: readonly GraphPart[]) => {
    const reviver = new GraphReviver(page.table);
    for (const part of parts) reviver.add(part);
    while (!reviver.step(() => true));
    return reviver.root();
  };
  const editAt = (parts: readonly GraphPart[]) => {
    const part = parts.find((p) => p.kinds.includes(EDIT_KIND))!;
    return { part, start: part.starts[part.kinds.indexOf(EDIT_KIND)]! };
  };
  const cases: { name: string; tamper: (part: GraphPart, start: number) => void; error: RegExp }[] = [
    { name: 'a held node the page does not hold', tamper: (p, s) => void (p.slots[s] = 1e9), error: /does not hold/ },
    { name: 'no held node named', tamper: (p, s) => void (p.tags[s] = 1), error: /without naming/ },
    { name: 'a copy past the held node’s end', tamper: (p, s) => void (p.slots[s + 1] = 500), error: /past the end/ },
    { name: 'a skip past the held node’s end', tamper: (p, s) => void (p.slots[s + 2] = 500), error: /past the end/ },
    { name: 'more items than the node has values', tamper: (p, s) => void (p.slots[s + 3] = 50), error: /past the end/ },
    { name: 'a held node of another kind', tamper: (p, s) => void ((p.shapeOf as Uint32Array)[p.kinds.indexOf(EDIT_KIND)] = 2), error: /another kind/ },
  ];
  it.each(cases)('$name', ({ tamper, error }) => {
    const { page, parts } = third();
    const { part, start } = editAt(parts);
    tamper(part, start);
    expect(() => revive(page, parts)).toThrow(error);
  });

  it('untampered, the same answer reads back', () => {
    const { page, parts } = third();
    expect((revive(page, parts) as { list: { pattern: string }[] }).list[3]).toEqual({ pattern: 'changed' });
  });
});
