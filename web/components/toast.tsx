import { Toaster } from 'react-hot-toast';
import { toastsCanBeRaised } from '../foundation/toaster-signal.ts';

export { default as toast } from 'react-hot-toast';

// The page's toaster mounts now if it has not yet (web/main.tsx), so no toast waits for it.
toastsCanBeRaised();

/** Toasts: blank and error 4 s, success 2 s, loading until dismissed; top-center; at most 20. */
export function AppToaster() {
  return (
    <Toaster
      position="top-center"
      toastOptions={{
        blank: { duration: 4000 },
        error: { duration: 4000 },
        success: { duration: 2000 },
        loading: { duration: Infinity },
        style: { fontFamily: 'inherit' },
      }}
    />
  );
}
