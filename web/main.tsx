import { hydrate as hydrateQueries } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { adoptSession, startSession } from './features/auth/session.ts';
import { AppProviders } from './app/AppProviders.tsx';
import { queryClient } from './foundation/query-client.ts';
import { createAppRouter } from './app/router.tsx';
import { publicConfig } from './foundation/public-config.ts';
import { readServerPage } from './foundation/server-page.ts';
import { whenToastsCanBeRaised } from './foundation/toaster-signal.ts';
import { prepareTakeOver } from './app/take-over.ts';
import { whenIdle } from './foundation/when-idle.ts';
import { currentLanguage, onLanguageChange, storeLanguage } from './i18n/language.ts';
import { requireStylesheet } from './shared/stylesheets.ts';
import globalStylesheet from './styles/global.css?url';

// Linked by index.html already (vite.config.ts, globalStylesheet), or carried inline by a drawn page.
requireStylesheet(globalStylesheet);

/**
 * The app. On most addresses it starts at once and draws the page itself. On a public page the
 * server has already drawn (server/plugins/server-render.ts), web/page-start.ts calls roktosetuStartApp()
 * once the person reaches for the page, and the app takes the drawn page over as it stands
 * (hydration). Loading this module starts nothing there: other chunks import from it.
 */
const serverPage = readServerPage();
const drawnFor = serverPage?.auth;

// The toaster is not needed for the first paint: it is mounted after the first quiet moment, or
// as soon as something that can raise a toast has loaded, whichever comes first (a toast's time
// runs from when it is raised, so it must not wait for the toaster).
const AppToaster = lazy(() =>
  import('./components/toast.tsx').then((m) => ({ default: m.AppToaster })),
);

function WhenToastsMayCome({ children }: { children: ReactNode }) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    whenIdle(() => setReady(true));
    return whenToastsCanBeRaised(() => setReady(true));
  }, []);
  return ready ? children : null;
}

/**
 * A page the server drew in another language than the one this browser keeps: an earlier version
 * kept the choice only in localStorage, which the server cannot read. The choice is told to the
 * server (the cookie) and the page asked for again, once per visit, instead of being taken over.
 */
function drawnInAnotherLanguage(): boolean {
  const language = currentLanguage();
  if (!serverPage || language === document.documentElement.lang) return false;
  try {
    if (sessionStorage.getItem('roktosetu-language-sent')) return false;
    sessionStorage.setItem('roktosetu-language-sent', '1');
    storeLanguage(language);
  } catch {
    return false;
  }
  window.location.reload();
  return true;
}

async function start() {
  if (drawnInAnotherLanguage()) return new Promise<void>(() => undefined);

  // Who is signed in, their role and a token, in one call that runs while the page renders
  // (the AuthProvider reads its answer; a dashboard route may have started it already). A page the
  // server drew for a browser without a session cookie has nobody to ask about; a dashboard screen
  // it drew for an admin came with the answer.
  if (typeof drawnFor === 'object') adoptSession(drawnFor);
  else if (drawnFor !== 'signedOut') void startSession().catch(() => undefined);

  // index.html says Bengali; an English page says so before anything renders (screen readers, fonts).
  // A switch says so too, in place (the screens render again in the new language).
  document.documentElement.lang = currentLanguage();
  onLanguageChange((language) => {
    document.documentElement.lang = language;
  });

  // After the first screen is drawn: the service worker and the forms kept on the phone while offline.
  // (The mark tells the browser tests that the app's idle work has run: e2e/support/start-up.ts.)
  whenIdle(
    () =>
      void import('./shared/offline/outbox.tsx')
        .then(
          (m) => m.startOffline(),
          () => undefined,
        )
        .then(() => performance.mark('roktosetu:app-idle-done')),
  );

  // The server checked the drawn answers against its data when it sent the page (a kept drawing
  // is sent only while its reads answer the same): they are as fresh as the page.
  if (serverPage)
    hydrateQueries(queryClient, {
      ...serverPage.queries,
      queries: serverPage.queries.queries.map((query) => ({
        ...query,
        state: { ...query.state, dataUpdatedAt: Math.round(performance.timeOrigin) },
      })),
    });
  const router = await createAppRouter(serverPage !== null);
  const app = (
    <AppProviders
      client={queryClient}
      drawnFor={drawnFor}
      // The app hydrates a drawn page in the layout it was drawn in (phone cards or a table); a
      // list then measures the screen and changes layout only where the server's guess was wrong.
      hints={serverPage ? { wide: serverPage.wide, config: publicConfig } : undefined}
    >
      <RouterProvider router={router} />
      <WhenToastsMayCome>
        <Suspense>
          <AppToaster />
        </Suspense>
      </WhenToastsMayCome>
    </AppProviders>
  );
  const root = document.getElementById('root')!;
  if (serverPage) {
    // What the person typed or chose before the app arrived stays (the forms would reset it).
    const takeOver = prepareTakeOver(root);
    hydrateRoot(root, app);
    takeOver.finish();
  } else {
    createRoot(root).render(app);
  }
  // When the app took charge of the page (scripts/measure-dashboard.ts reports it beside the
  // moment the screen's data shows, which on a page the server drew comes first).
  performance.mark('roktosetu:app-started');
}

declare global {
  /**
   * Starts the app (once); resolves once it is on the page: drawn, or in charge of the server's
   * drawing. A global, not an export: the build renames the entry's exports (web/page-start.ts).
   */
  var roktosetuStartApp: (() => Promise<void>) | undefined;
}

let started: Promise<void> | undefined;
globalThis.roktosetuStartApp = () => (started ??= start());

if (!serverPage) void globalThis.roktosetuStartApp();
