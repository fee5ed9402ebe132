import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, StrictMode, Suspense, useEffect, useState, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { startSession } from './features/auth/session.ts';
import { queryClient } from './app/query-client.ts';
import { whenToastsCanBeRaised } from './app/toaster-signal.ts';
import { whenIdle } from './app/when-idle.ts';
import { router } from './app/router.tsx';
import { AuthProvider } from './features/auth/AuthProvider.tsx';
import { language } from './i18n/language.ts';
import './styles/global.css';

// Who is signed in, their role and a token, in one call that runs while the page renders
// (the AuthProvider reads its answer; a dashboard route may have started it already).
void startSession().catch(() => undefined);

// The toaster is not needed for the first paint: it is mounted after the first quiet moment, or
// as soon as something that can raise a toast has loaded, whichever comes first (a toast's time
// runs from when it is raised, so it must not wait for the toaster).
const AppToaster = lazy(() => import('./components/toast.tsx').then((m) => ({ default: m.AppToaster })));

function WhenToastsMayCome({ children }: { children: ReactNode }) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    whenIdle(() => setReady(true));
    return whenToastsCanBeRaised(() => setReady(true));
  }, []);
  return ready ? children : null;
}

// index.html says Bengali; an English page says so before anything renders (screen readers, fonts).
document.documentElement.lang = language;

// After the first screen is drawn: the service worker and the forms kept on the phone while offline.
whenIdle(() => void import('./features/offline/outbox.tsx').then((m) => m.startOffline(), () => undefined));

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <RouterProvider router={router} />
        <WhenToastsMayCome>
          <Suspense>
            <AppToaster />
          </Suspense>
        </WhenToastsMayCome>
      </AuthProvider>
    </QueryClientProvider>
  </StrictMode>,
);
