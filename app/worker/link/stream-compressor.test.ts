import { deflateSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { decodePermalinkWith, encodePermalink, EXAMPLES, FFLATE_COMPRESSOR, type InflatedBytes } from '../../../engine/index.ts';
import { hasStreamDeflate, STREAM_COMPRESSOR } from './stream-compressor.ts';

// Node has CompressionStream('deflate-raw') as browsers do: the worker's compressor is tested here as it runs there.
describe('the CompressionStream compressor', () => {
  it('is available in this runtime', () => expect(hasStreamDeflate()).toBe(true));

  it('round-trips, and reads what fflate writes', async () => {
    const bytes = new Uint8Array(300_000).map((_, i) => (i * 7919) % 251);
    const deflated = await STREAM_COMPRESSOR.deflate(bytes);
    // Compared as buffers: a deep equality over 300,000 elements takes seconds.
    const isSame = (r: InflatedBytes) => r.kind === 'ok' && Buffer.from(r.bytes).equals(Buffer.from(bytes));
    expect(isSame(FFLATE_COMPRESSOR.inflate(deflated, 1e6))).toBe(true);
    expect(isSame(await STREAM_COMPRESSOR.inflate(FFLATE_COMPRESSOR.deflate(bytes), 1e6))).toBe(true);
  });

  it('refuses a bomb at the cap without inflating it whole', async () => {
    const bomb = deflateSync(new Uint8Array(20_000_000).fill(97), { level: 9 });
    expect(await STREAM_COMPRESSOR.inflate(bomb, 1_000_000)).toEqual({ kind: 'too-big', limit: 1_000_000 });
    expect(await STREAM_COMPRESSOR.inflate(deflateSync(new Uint8Array(1000).fill(97)), 1000)).toMatchObject({ kind: 'ok' });
  });

  it.each([
    ['nothing', new Uint8Array(0)],
    ['not deflate', new Uint8Array([255, 255, 255, 255])],
    ['a cut-off stream', FFLATE_COMPRESSOR.deflate(new Uint8Array(5000).map((_, i) => i % 97)).slice(0, 40)],
  ])('says corrupt for %s', async (_name, bytes) => {
    expect(await STREAM_COMPRESSOR.inflate(bytes, 1e6)).toEqual({ kind: 'corrupt' });
  });

  it('opens a link written by the CLI\'s encoder, and refuses a cut-off one', async () => {
    const link = encodePermalink(EXAMPLES[0]!.scenario, { resultTab: 'rules' });
    const r = await decodePermalinkWith(link, STREAM_COMPRESSOR);
    expect(r.kind === 'ok' && [r.scenario, r.view, r.version]).toEqual([EXAMPLES[0]!.scenario, { resultTab: 'rules' }, 2]);
    const cut = await decodePermalinkWith(link.slice(0, Math.floor(link.length / 2)), STREAM_COMPRESSOR);
    expect(cut.kind === 'error' && cut.diagnostics[0]!.code).toBe('link-corrupt');
  });
});
