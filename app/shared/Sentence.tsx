import type { SentencePart } from '../../engine/index.ts';

/** A sentence from the engine: plain words, with rule keys, actions and patterns as code. */
export function Sentence({ parts }: { readonly parts: readonly SentencePart[] }) {
  return (
    <>
      {parts.map((p, i) => (p.kind === 'code' ? <code key={i}>{p.text}</code> : <span key={i}>{p.text}</span>))}
    </>
  );
}
