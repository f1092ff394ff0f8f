import { describe, expect, it } from 'vitest';
import { encodeBase64, encodeFrontmatterValue, frontmatterKind } from './frontmatter.ts';
import { runVectors } from '../run-vectors.ts';

describe('frontmatter vectors: JSON for values JSON lacks', () => {
  it.each<[string, unknown, unknown]>([
    ['Date → ISO string', new Date(Date.UTC(2024, 0, 1)), '2024-01-01T00:00:00.000Z'],
    ['Infinity', Infinity, { $number: 'Infinity' }],
    ['-Infinity', -Infinity, { $number: '-Infinity' }],
    ['NaN', NaN, { $number: 'NaN' }],
    ['-0 → 0', -0, 0],
    ['bytes → base64', Uint8Array.from([104, 101, 108, 108, 111]), { $binary: 'aGVsbG8=' }],
    ['nested, __proto__ kept as a key', JSON.parse('{"__proto__": [1, {"a": -0}]}') as unknown, JSON.parse('{"__proto__": [1, {"a": 0}]}') as unknown],
  ])('%s', (_name, value, expected) => {
    const encoded = encodeFrontmatterValue(value);
    expect(encoded).toEqual(expected);
    expect(JSON.stringify(encoded)).toBe(JSON.stringify(expected));
  });

  it.each([[[], ''], [[1], 'AQ=='], [[1, 2], 'AQI='], [[255, 254, 253], '//79']])('base64 of %j', (bytes, text) => {
    expect(encodeBase64(Uint8Array.from(bytes))).toBe(text);
  });
});

describe('frontmatter kind', () => {
  it.each<[string, string, unknown]>([
    ['kept: data spread, content trimmed', '---\na: 1\n---\n\n  Body\n', { data: { a: 1 }, content: 'Body' }],
    ['skipped', '---\r\na: [1\r\nb: 2\r\n---\r\nbody', { skipped: true }],
    ['whole text', '---toml\na = 1\n---\nbody', { data: {}, content: '---toml\na = 1\n---\nbody' }],
  ])('%s', (_name, text, expected) => {
    expect(frontmatterKind.run({ text })).toEqual(expected);
  });

  it('a ---js vector is flagged, neither passed nor failed', async () => {
    const [result] = await runVectors([{ id: 'fm-x', kind: 'frontmatter', input: { text: '---js\n({a: 1})\n---\nb' }, expected: { data: { a: 1 }, content: 'b' } }], { frontmatter: frontmatterKind });
    expect(result).toMatchObject({ passed: false, problems: [], flagged: expect.stringContaining('JavaScript') as unknown });
  });
});
