import { STAGE_HINTS, STAGE_LABELS, type StageKind } from '../../engine/index.ts';

// Each stage has its own shape as well as its own colour, so the difference survives colour blindness.
function StageIcon({ kind }: { readonly kind: StageKind }) {
  const common = { width: 14, height: 14, viewBox: '0 0 16 16', 'aria-hidden': true, focusable: false, className: 'stage-icon' } as const;
  switch (kind) {
    case 'hidden': // an eye struck out: the model does not see it
      return (
        <svg {...common}>
          <path d="M1 8s2.5-5 7-5 7 5 7 5-2.5 5-7 5-7-5-7-5z" fill="none" stroke="currentColor" strokeWidth="1.5" />
          <circle cx="8" cy="8" r="2" fill="currentColor" />
          <path d="M2 14L14 2" stroke="currentColor" strokeWidth="1.8" />
        </svg>
      );
    case 'denied-at-execute': // a stop sign: seen, then refused
      return (
        <svg {...common}>
          <path d="M5 1h6l4 4v6l-4 4H5l-4-4V5z" fill="currentColor" />
          <path d="M5.5 5.5l5 5M10.5 5.5l-5 5" stroke="var(--badge-ink-on)" strokeWidth="1.8" />
        </svg>
      );
    case 'asks':
    case 'default-ask':
      return (
        <svg {...common}>
          <circle cx="8" cy="8" r="7" fill="none" stroke="currentColor" strokeWidth="1.5" strokeDasharray={kind === 'default-ask' ? '2.5 2' : undefined} />
          <path d="M6 6.2a2 2 0 1 1 2.6 1.9c-.4.2-.6.5-.6 1v.6" fill="none" stroke="currentColor" strokeWidth="1.5" />
          <circle cx="8" cy="12" r="0.9" fill="currentColor" />
        </svg>
      );
    case 'allowed':
      return (
        <svg {...common}>
          <circle cx="8" cy="8" r="7" fill="currentColor" />
          <path d="M4.5 8.2l2.3 2.3 4.7-4.8" fill="none" stroke="var(--badge-ink-on)" strokeWidth="1.8" />
        </svg>
      );
  }
}

/** The one badge every view uses for a stage: icon, colour and the screen's words. */
export function StageBadge({ kind, size = 'normal' }: { readonly kind: StageKind; readonly size?: 'normal' | 'big' }) {
  return (
    <span className={`stage stage-${kind} stage-${size}`} title={STAGE_HINTS[kind]}>
      <StageIcon kind={kind} />
      <span className="stage-label">{STAGE_LABELS[kind]}</span>
    </span>
  );
}
