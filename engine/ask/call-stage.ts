/** Where a played tool call stands, as a stage of the one outcome vocabulary. */
import type { CallStatus } from './call-play.ts';
import type { Stage } from '../permission/stage.ts';

/** The stage a played call has reached: waiting and rejected calls asked; null when the tool failed before asking. */
export function callStage(status: CallStatus): Stage | null {
  switch (status.kind) {
    case 'hidden':
      return 'hidden';
    case 'allowed':
      return 'allowed';
    case 'waiting':
      return 'asks';
    case 'failed':
      return status.error.tag === 'PermissionDeniedError' ? 'denied-at-execute' : 'asks';
    case 'error':
      return null;
  }
}
