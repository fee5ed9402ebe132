/**
 * Runs `work` once the page has loaded and the browser has a quiet moment: after the first screen
 * has been drawn, so that what it starts (the toaster's code, the service worker, the forms kept
 * offline) does not compete with that screen for the phone's connection and processor.
 * Browsers without requestIdleCallback (Safari) wait a short moment instead.
 */
export function whenIdle(work: () => void): void {
  const idle = () => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(work, { timeout: 3000 });
    else setTimeout(work, 300);
  };
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}
