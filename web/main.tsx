import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, StrictMode, Suspense, useEffect, useState, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { startSession } from './features/auth/session.ts';
import { queryClient } from './app/query-client.ts';
import { whenIdle } from './app/when-idle.ts';
import { router } from './app/router.tsx';
import { AuthProvider } from './features/auth/AuthProvider.tsx';
import { language } from './i18n/language.ts';
import './styles/global.css';

// Who is signed in, their role and a token, in one call that runs while the page renders
// (the AuthProvider reads its answer; a dashboard route may have started it already).
void startSession().catch(() => undefined);

// The toaster is not needed for the first paint: it is mounted once the first screen is drawn
// (a screen that toasts sooner loads its code itself, and the toast shows when the toaster mounts).
const AppToaster = lazy(() => import('./components/toast.tsx').then((m) => ({ default: m.AppToaster })));

function AfterFirstScreen({ children }: { children: ReactNode }) {
  const [ready, setReady] = useState(false);
  useEffect(() => whenIdle(() => setReady(true)), []);
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
        <AfterFirstScreen>
          <Suspense>
            <AppToaster />
          </Suspense>
        </AfterFirstScreen>
      </AuthProvider>
    </QueryClientProvider>
  </StrictMode>,
);
