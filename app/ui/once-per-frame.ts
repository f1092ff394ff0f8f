/**
 * Runs `run` in the next animation frame, once however often `schedule` is called before then: a handler of scroll
 * events, resizes or DOM mutations that reads sizes does so in the frame, from the layout the frame needs anyway,
 * instead of laying the page out in the event's own task. `cancel` drops a pending run (call it on unmount).
 */
export function oncePerFrame(run: () => void): { readonly schedule: () => void; readonly cancel: () => void } {
  let frame = 0;
  return {
    schedule: () => {
      if (frame !== 0) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        run();
      });
    },
    cancel: () => {
      if (frame !== 0) cancelAnimationFrame(frame);
      frame = 0;
    },
  };
}
