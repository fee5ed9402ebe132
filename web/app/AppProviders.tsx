import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { StrictMode, type ReactNode } from 'react';
import { AuthProvider } from '../features/auth/AuthProvider.tsx';
import type { DrawnFor } from './server-page.ts';

/**
 * What every screen sits in: data, then who is signed in. The browser (main.tsx) and the server,
 * which draws public pages (server-render.tsx), render the same tree, so that the app takes over
 * the server's page as it is.
 */
export function AppProviders({
  client,
  drawnFor,
  children,
}: {
  client: QueryClient;
  /** On a page the server drew: who it was drawn for. */
  drawnFor?: DrawnFor;
  children: ReactNode;
}) {
  return (
    <StrictMode>
      <QueryClientProvider client={client}>
        <AuthProvider drawnFor={drawnFor}>{children}</AuthProvider>
      </QueryClientProvider>
    </StrictMode>
  );
}
