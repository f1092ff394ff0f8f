import { Fragment } from 'react';
import { toBreakParts } from './to-break-parts.ts';

/** An identifier or path that wraps only after `_`, `/`, `.` or `:` (`<wbr>` between its parts; the text is unchanged). */
export function Breakable({ text }: { readonly text: string }) {
  const parts = toBreakParts(text);
  if (parts.length < 2) return <>{text}</>;
  return (
    <>
      {parts.map((part, i) => (
        <Fragment key={i}>
          {i > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </>
  );
}
