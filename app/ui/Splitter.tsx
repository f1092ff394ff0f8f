import { useRef, type KeyboardEvent, type PointerEvent } from 'react';
import { splitAfterKey, splitAtPointer, type SplitBounds } from './to-split-size.ts';

/**
 * A window splitter between two panes (role=separator): drag it, or focus it and use the arrow keys
 * (Shift for bigger steps, Home and End for the bounds). `value` is the first pane's share in percent.
 * `orientation` is the separator's own: 'vertical' sits between columns, 'horizontal' between rows.
 */
export function Splitter({
  label,
  controls,
  orientation,
  value,
  bounds,
  onChange,
}: {
  readonly label: string;
  readonly controls: string;
  readonly orientation: 'vertical' | 'horizontal';
  readonly value: number;
  readonly bounds: SplitBounds;
  readonly onChange: (next: number) => void;
}) {
  const dragging = useRef(false);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = splitAfterKey(value, event.key, event.shiftKey, orientation, bounds);
    if (next === null) return;
    event.preventDefault();
    onChange(next);
  };

  const fromPointer = (event: PointerEvent<HTMLDivElement>) => {
    const box = event.currentTarget.parentElement?.getBoundingClientRect();
    if (!box) return;
    onChange(orientation === 'vertical' ? splitAtPointer(event.clientX - box.left, box.width, bounds) : splitAtPointer(event.clientY - box.top, box.height, bounds));
  };

  return (
    <div
      role="separator"
      aria-label={label}
      aria-controls={controls}
      aria-orientation={orientation}
      aria-valuenow={value}
      aria-valuemin={bounds.min}
      aria-valuemax={bounds.max}
      tabIndex={0}
      className={`splitter splitter-${orientation}`}
      onKeyDown={onKeyDown}
      onPointerDown={(event) => {
        if (event.button !== 0) return;
        dragging.current = true;
        event.currentTarget.setPointerCapture?.(event.pointerId);
        event.preventDefault();
      }}
      onPointerMove={(event) => {
        if (dragging.current) fromPointer(event);
      }}
      onPointerUp={(event) => {
        dragging.current = false;
        event.currentTarget.releasePointerCapture?.(event.pointerId);
      }}
      onPointerCancel={() => {
        dragging.current = false;
      }}
    />
  );
}
