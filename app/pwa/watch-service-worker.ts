// The page's side of the service worker: register it, and tell the page when a new build is waiting. Loaded
// after the first paint, in builds only (app/pwa/UpdateOffer.tsx).

/** A new build is ready: `apply` activates it and reloads the page (the app saves its draft on `pagehide`). */
export interface UpdateReady {
  readonly apply: () => void;
}

/** How often an open tab asks the server whether there is a new build. */
const CHECK_EVERY_MS = 60 * 60 * 1000;
/** When the waiting worker does not take over (it was replaced meanwhile), the page reloads anyway after this. */
const RELOAD_FALLBACK_MS = 5000;

/**
 * Registers ./sw.js (beside index.html: its scope is that folder, so a sub-path works) and calls `onReady` when a
 * new build has installed and waits, or when another tab has activated one. Nothing reloads until `apply` is
 * called. Returns what stops the watching.
 */
export function watchServiceWorker(onReady: (update: UpdateReady) => void): () => void {
  // Missing outside secure contexts (a plain-http host) and in some private modes: the app works online as before.
  const container = navigator.serviceWorker as ServiceWorkerContainer | undefined;
  if (!container) return () => undefined;
  let registration: ServiceWorkerRegistration | null = null;
  let isApplying = false;
  let hasController = container.controller !== null;
  let isStopped = false;

  const apply = () => {
    isApplying = true;
    const waiting = registration?.waiting;
    if (!waiting) return window.location.reload();
    waiting.postMessage({ kind: 'skip-waiting' });
    setTimeout(() => window.location.reload(), RELOAD_FALLBACK_MS);
  };
  const offerIfWaiting = () => {
    // With no controller this is the first install, which activates at once: nothing to offer.
    if (!isStopped && registration?.waiting && container.controller) onReady({ apply });
  };
  const onControllerChange = () => {
    if (isApplying) return window.location.reload();
    // The first install taking over is no update; another tab activating a new build is: this page runs the old one.
    if (hasController && !isStopped) onReady({ apply });
    hasController = true;
  };

  const watchRegistration = (reg: ServiceWorkerRegistration | undefined) => {
    // A browser (or a test harness) that blocks service workers may answer register() with nothing.
    if (!reg) return;
    registration = reg;
    offerIfWaiting();
    reg.addEventListener('updatefound', () => {
      const installing = reg.installing;
      installing?.addEventListener('statechange', () => {
        if (installing.state === 'installed') offerIfWaiting();
      });
    });
  };
  const register = () => {
    // A failed registration (blocked storage, say) leaves the app working online as before.
    if (!isStopped) void container.register('./sw.js').then(watchRegistration, () => undefined);
  };
  container.addEventListener('controllerchange', onControllerChange);
  // The first visit's precache downloads the whole build: it waits until the page has loaded and is idle.
  const registerWhenIdle = () => (typeof requestIdleCallback === 'function' ? requestIdleCallback(register, { timeout: 5000 }) : setTimeout(register, 1000));
  if (document.readyState === 'complete') registerWhenIdle();
  else window.addEventListener('load', registerWhenIdle, { once: true });
  const timer = setInterval(() => void registration?.update().catch(() => undefined), CHECK_EVERY_MS);
  return () => {
    isStopped = true;
    clearInterval(timer);
    container.removeEventListener('controllerchange', onControllerChange);
    window.removeEventListener('load', registerWhenIdle);
  };
}
