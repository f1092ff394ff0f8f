import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Probe } from '../scenario/scenario.ts';
import { splitDelimited } from './probe-list-csv.ts';
import { formatProbeList, MAX_PROBES, parseProbeList } from './probe-list.ts';

describe('parseProbeList', () => {
  const cases: { name: string; text: string; format: string; probes: Probe[]; warnings?: number }[] = [
    { name: 'arrow lines', text: 'bash git status => ask\nread src/a.ts=>allow', format: 'lines', probes: [{ permission: 'bash', input: 'git status', expect: 'ask' }, { permission: 'read', input: 'src/a.ts', expect: 'allow' }] },
    { name: 'agent prefix, no expectation, comments', text: '# policy\n@plan edit src/x.ts\n// more\n\n  bash  npm  test  =>  DENY  ', format: 'lines', probes: [{ permission: 'edit', input: 'src/x.ts', agent: 'plan' }, { permission: 'bash', input: 'npm  test', expect: 'deny' }] },
    { name: 'last arrow wins, so inputs may hold =>', text: 'bash echo "a => b" => ask', format: 'lines', probes: [{ permission: 'bash', input: 'echo "a => b"', expect: 'ask' }] },
    { name: 'quoted input keeps spaces', text: 'bash " ls " => allow', format: 'lines', probes: [{ permission: 'bash', input: ' ls ', expect: 'allow' }] },
    { name: 'bad action kept without expectation', text: 'bash ls => maybe', format: 'lines', probes: [{ permission: 'bash', input: 'ls' }], warnings: 1 },
    { name: 'lone @ is skipped', text: '@\nbash ls', format: 'lines', probes: [{ permission: 'bash', input: 'ls' }], warnings: 1 },
    { name: 'bad quoted input skipped', text: 'bash "abc', format: 'lines', probes: [], warnings: 1 },
    { name: 'csv with header in any order', text: 'input,permission,expect,agent\n"git status, then",bash,ask,plan', format: 'csv', probes: [{ permission: 'bash', input: 'git status, then', expect: 'ask', agent: 'plan' }] },
    { name: 'csv without header', text: 'bash,git status,allow\nedit,src/a.ts', format: 'csv', probes: [{ permission: 'bash', input: 'git status', expect: 'allow' }, { permission: 'edit', input: 'src/a.ts' }] },
    { name: 'csv short row skipped', text: 'bash,ls\nedit', format: 'csv', probes: [{ permission: 'bash', input: 'ls' }], warnings: 1 },
    { name: 'tsv', text: 'permission\tinput\texpected\nbash\tgit log\tdeny', format: 'tsv', probes: [{ permission: 'bash', input: 'git log', expect: 'deny' }] },
    { name: 'a comma inside a line command is not csv', text: 'bash echo a,b', format: 'lines', probes: [{ permission: 'bash', input: 'echo a,b' }] },
    { name: 'json array', text: '[{"permission":"bash","input":"ls","expect":"ask"},{"permission":1}]', format: 'json', probes: [{ permission: 'bash', input: 'ls', expect: 'ask' }], warnings: 1 },
    { name: 'json scenario', text: '{"version":1,"probes":[{"permission":"read","input":".env","agent":"build"}]}', format: 'json', probes: [{ permission: 'read', input: '.env', agent: 'build' }] },
    { name: 'json not a list', text: '{"a":1}', format: 'json', probes: [], warnings: 1 },
    { name: 'broken json', text: '[{', format: 'json', probes: [], warnings: 1 },
    { name: 'prototype keys are plain data', text: '[{"permission":"__proto__","input":"constructor","agent":"toString"}]', format: 'json', probes: [{ permission: '__proto__', input: 'constructor', agent: 'toString' }] },
    { name: 'empty', text: '  \n ', format: 'empty', probes: [] },
  ];
  it.each(cases)('$name', ({ text, format, probes, warnings }) => {
    const r = parseProbeList(text);
    expect(r.format).toBe(format);
    expect(r.probes).toEqual(probes);
    expect(r.diagnostics).toHaveLength(warnings ?? 0);
  });

  it('caps huge pastes and survives hostile text', () => {
    const r = parseProbeList('bash x => ask\n'.repeat(MAX_PROBES + 5));
    expect(r.probes).toHaveLength(MAX_PROBES);
    expect(r.diagnostics.at(-1)?.message).toMatch(/only the first/);
    for (const hostile of ['\u0000\u0000', '=>=>=>', '"""', ',,,,', '\t\t', '@@ @@', 'a'.repeat(100_000), '[' .repeat(5000)]) expect(() => parseProbeList(hostile)).not.toThrow();
  });

  it('formatProbeList round-trips through parseProbeList', () => {
    const probes: Probe[] = [
      { permission: 'bash', input: 'git status', expect: 'ask' },
      { permission: 'edit', input: ' padded ', agent: 'plan' },
      { permission: 'bash', input: 'a => b', expect: 'deny' },
      { permission: 'read', input: '' },
      { permission: 'bash', input: '"quoted"\nnext', expect: 'allow' },
    ];
    expect(parseProbeList(formatProbeList(probes)).probes).toEqual(probes);
  });
});

describe('splitDelimited', () => {
  it.each([
    ['a,b', ['a', 'b']],
    [' a , b ', ['a', 'b']],
    ['"a,b",c', ['a,b', 'c']],
    ['"say ""hi""",x', ['say "hi"', 'x']],
    [',', ['', '']],
    ['" keep "', [' keep ']],
  ])('%j', (line, cells) => expect(splitDelimited(line, ',')).toEqual(cells));
});

describe('formatProbeList reads back exactly (hostile names and inputs)', () => {
  const ESC = '\u001b';
  const cases: [string, Probe][] = [
    ['agent with a space', { permission: 'bash', input: 'git push', agent: 'Code Reviewer', expect: 'ask' }],
    ['a tab in the first input', { permission: 'bash', input: 'a\tb', expect: 'deny' }],
    ['a tab in the agent', { permission: 'read', input: 'x', agent: 'a\tb' }],
    ['permission with a space', { permission: 'my tool', input: 'x', expect: 'allow' }],
    ['agent starting with @', { permission: 'bash', input: 'ls', agent: '@x' }],
    ['agent starting with a quote', { permission: 'bash', input: 'ls', agent: '"q"' }],
    ['permission like a comment', { permission: '# not a comment', input: 'ls' }],
    ['permission like a // comment', { permission: '//x', input: 'ls' }],
    ['permission like JSON', { permission: '[1]', input: 'ls' }],
    ['permission like an object', { permission: '{', input: '}' }],
    ['permission starting with @', { permission: '@p', input: 'ls' }],
    ['permission with =>', { permission: 'a=>b', input: 'c => d', expect: 'ask' }],
    ['csv-looking first line', { permission: 'bash,ls', input: 'allow' }],
    ['csv header-looking first line', { permission: 'permission,input', input: 'x,y' }],
    ['terminal escapes everywhere', { permission: `b${ESC}[2K`, input: `\r${ESC}[32mPASS${ESC}]0;title\u0007`, agent: `a${ESC}`, expect: 'deny' }],
    ['C1 and separators', { permission: 'bash', input: '\u009b2K\u2028x\u0085' }],
    ['quotes and backslashes', { permission: 'bash', input: 'echo "\\" \\"' }],
    ['unicode spaces in names', { permission: 'bash', input: 'ls', agent: 'a\u00a0b' }],
    ['a BOM at the start', { permission: '\ufeffbash', input: 'ls' }],
  ];
  it.each(cases)('%s', (_name, probe) => {
    const text = formatProbeList([probe, { permission: 'bash', input: 'ls', expect: 'allow' }]);
    const r = parseProbeList(text);
    expect(r.format).toBe('lines');
    expect(r.diagnostics).toEqual([]);
    expect(r.probes).toEqual([probe, { permission: 'bash', input: 'ls', expect: 'allow' }]);
    expect(text).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/);
  });

  it('round-trips random probes', () => {
    const name = fc.string({ minLength: 1, maxLength: 12 }).filter((t) => t.trim() !== '');
    fc.assert(
      fc.property(fc.array(fc.record({ permission: name, input: fc.string({ maxLength: 20 }), agent: fc.option(name, { nil: undefined }), expect: fc.option(fc.constantFrom('allow', 'ask', 'deny' as const), { nil: undefined }) }), { minLength: 1, maxLength: 5 }), (list) => {
        const probes: Probe[] = list.map((p) => ({ permission: p.permission, input: p.input, ...(p.agent ? { agent: p.agent } : {}), ...(p.expect ? { expect: p.expect } : {}) }));
        expect(parseProbeList(formatProbeList(probes)).probes).toEqual(probes);
      }),
    );
  });
});

describe('CSV/TSV by records (RFC 4180)', () => {
  it.each([
    ['a quoted cell with a line break (a spreadsheet export), CRLF records', 'permission,input,expect\r\nbash,"echo a\necho b",deny\r\nread,x.ts,allow\r\n', 'csv', [{ permission: 'bash', input: 'echo a\necho b', expect: 'deny' }, { permission: 'read', input: 'x.ts', expect: 'allow' }]],
    ['a BOM before the header', '\uFEFFpermission,input\nbash,ls', 'csv', [{ permission: 'bash', input: 'ls' }]],
    ['a BOM before a TSV header', '\uFEFFpermission\tinput\tagent\nbash\t"a\tb"\tplan', 'tsv', [{ permission: 'bash', input: 'a\tb', agent: 'plan' }]],
    ['quotes doubled and delimiters inside quotes', 'bash,"say ""hi"", then, go",ask', 'csv', [{ permission: 'bash', input: 'say "hi", then, go', expect: 'ask' }]],
    ['comments and blank records between rows', 'permission,input\n# note\n\nbash,ls\r\n// x\nedit,a', 'csv', [{ permission: 'bash', input: 'ls' }, { permission: 'edit', input: 'a' }]],
  ] as const)('%s', (_name, text, format, probes) => {
    const r = parseProbeList(text);
    expect(r.format).toBe(format);
    expect(r.probes).toEqual(probes);
    expect(r.diagnostics).toEqual([]);
  });

  it.each([
    ['an unclosed quote', 'bash,ls\nedit,"abc\nread,x', { line: 2, column: 6 }, /never closed/],
    ['text after a closing quote', 'bash,"a"b,ask', { line: 1, column: 9 }, /after a closing quote/],
  ])('says where it cannot read %s', (_name, text, at, message) => {
    const r = parseProbeList(text);
    const d = r.diagnostics.find((x) => message.test(x.message));
    expect(d).toMatchObject(at);
  });

  it('never throws on hostile CSV', () => {
    for (const t of ['"', '""""', 'a,"\r', '\r\r\n\n', 'bash,"'.repeat(1000), `${'"'.repeat(10001)}`]) expect(() => parseProbeList(`permission,input\n${t}`)).not.toThrow();
    fc.assert(fc.property(fc.string({ maxLength: 60 }), (t) => void parseProbeList(`permission,input\n${t}`)));
  });
});

