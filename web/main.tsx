import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { startSession } from './features/auth/session.ts';
import { queryClient } from './app/query-client.ts';
import { router } from './app/router.tsx';
import { AuthProvider } from './features/auth/AuthProvider.tsx';
import { language } from './i18n/language.ts';
import './styles/global.css';

// Who is signed in, their role and a token, in one call that runs while the page renders
// (the AuthProvider reads its answer; a dashboard route may have started it already).
void startSession().catch(() => undefined);

// The toaster is not needed for the first paint; it arrives with the first screen that toasts.
const AppToaster = lazy(() => import('./components/toast.tsx').then((m) => ({ default: m.AppToaster })));

// index.html says Bengali; an English page says so before anything renders (screen readers, fonts).
document.documentElement.lang = language;

// After the page has loaded: the service worker and the forms kept on the phone while offline.
const startOffline = () =>
  void import('./features/offline/outbox.tsx').then((m) => m.startOffline(), () => undefined);
if (document.readyState === 'complete') startOffline();
else window.addEventListener('load', startOffline, { once: true });

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <RouterProvider router={router} />
        <Suspense>
          <AppToaster />
        </Suspense>
      </AuthProvider>
    </QueryClientProvider>
  </StrictMode>,
);
