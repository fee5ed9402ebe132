import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { StrictMode, type ReactNode } from 'react';
import { AuthProvider } from '../features/auth/AuthProvider.tsx';
import { RenderHintsContext, type RenderHints } from '../foundation/render-hints.ts';
import type { DrawnFor } from '../foundation/server-page.ts';

/**
 * What every screen sits in: data, what the render is told (foundation/render-hints.ts), then who is
 * signed in. The browser (main.tsx) and the server, which draws public pages (server-render.tsx),
 * render the same tree, so that the app hydrates the server's page as it is.
 */
export function AppProviders({
  client,
  drawnFor,
  hints,
  children,
}: {
  client: QueryClient;
  /** On a page the server drew: who it was drawn for. */
  drawnFor?: DrawnFor;
  /** This render's hints; the browser's defaults without them. */
  hints?: RenderHints;
  children: ReactNode;
}) {
  const tree = (
    <QueryClientProvider client={client}>
      <AuthProvider drawnFor={drawnFor}>{children}</AuthProvider>
    </QueryClientProvider>
  );
  return (
    <StrictMode>
      {hints ? (
        <RenderHintsContext.Provider value={hints}>{tree}</RenderHintsContext.Provider>
      ) : (
        tree
      )}
    </StrictMode>
  );
}
