/**
 * The toaster is mounted late (after the first screen, web/main.tsx), but a toast raised before
 * that must still be seen for its whole time: react-hot-toast counts a toast's time from when it
 * was raised. So the toast module says it has loaded (components/toast.tsx), and the toaster
 * mounts at once when that happens first.
 */
let loaded = false;
const waiting = new Set<() => void>();

/** Called by the toast module when it loads: whatever can raise a toast is now on the page. */
export function toastsCanBeRaised(): void {
  loaded = true;
  for (const notify of waiting) notify();
  waiting.clear();
}

/** Calls `notify` once toasts can be raised (at once if they already can); returns a cancel. */
export function whenToastsCanBeRaised(notify: () => void): () => void {
  if (loaded) {
    notify();
    return () => undefined;
  }
  waiting.add(notify);
  return () => waiting.delete(notify);
}
