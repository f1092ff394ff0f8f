import { INFLATE_STEP_BYTES, type InflatedBytes, type LinkCompressor } from '../../../engine/index.ts';

/** Whether this browser compresses deflate-raw natively (CompressionStream has it since Chrome 103, Firefox 113, Safari 16.4). */
export function hasStreamDeflate(): boolean {
  try {
    new CompressionStream('deflate-raw');
    new DecompressionStream('deflate-raw');
    return true;
  } catch {
    return false;
  }
}

/** Reads a whole stream of byte chunks into one array. */
async function readAll(stream: ReadableStream<Uint8Array>): Promise<Uint8Array> {
  const buffer = await new Response(stream).arrayBuffer();
  return new Uint8Array(buffer);
}

/** Feeds bytes a step at a time, each only when the stream asks for more (so inflating follows reading). */
function toSteppedStream(bytes: Uint8Array): ReadableStream<BufferSource> {
  let at = 0;
  return new ReadableStream<BufferSource>(
    {
      pull(controller) {
        if (at >= bytes.length) return controller.close();
        controller.enqueue(bytes.slice(at, at + INFLATE_STEP_BYTES));
        at += INFLATE_STEP_BYTES;
      },
    },
    { highWaterMark: 0 },
  );
}

/** Inflates with DecompressionStream, reading piece by piece and cancelling once the output passes `maxBytes`. */
async function inflateStream(bytes: Uint8Array, maxBytes: number): Promise<InflatedBytes> {
  if (bytes.length === 0) return { kind: 'corrupt' };
  const reader = toSteppedStream(bytes).pipeThrough<Uint8Array>(new DecompressionStream('deflate-raw')).getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      total += value.length;
      if (total > maxBytes) {
        void reader.cancel().catch(() => undefined);
        return { kind: 'too-big', limit: maxBytes };
      }
      chunks.push(value);
    }
  } catch {
    // A damaged stream, or one that ends before its last block (a link cut off).
    return { kind: 'corrupt' };
  }
  const out = new Uint8Array(total);
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.length;
  }
  return { kind: 'ok', bytes: out };
}

/** The browser's own deflate-raw (CompressionStream), for the link worker. */
export const STREAM_COMPRESSOR: LinkCompressor = {
  deflate: (bytes) => readAll(new Blob([bytes as Uint8Array<ArrayBuffer>]).stream().pipeThrough(new CompressionStream('deflate-raw'))),
  inflate: inflateStream,
};
