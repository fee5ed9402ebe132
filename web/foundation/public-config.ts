/**
 * Installation settings the server writes into index.html's <meta name="roktosetu-config">. A
 * screen reads them through usePublicConfig() (foundation/render-hints.ts), so that on the server, where
 * pages are drawn, each drawing is handed the settings itself.
 */
export interface PublicConfig {
  socialPageUrl: string | null;
  googleSignIn: boolean;
  demoCredential: { email: string; password: string } | null;
  /** This installation is a demo: every page says so. */
  demo: boolean;
}

const fallback: PublicConfig = {
  socialPageUrl: null,
  googleSignIn: false,
  demoCredential: null,
  demo: false,
};

function read(): PublicConfig {
  // On the server there is no page to read: each drawing brings its own (web/server-render.tsx).
  if (import.meta.env?.SSR) return { ...fallback };
  const content = document.querySelector('meta[name="roktosetu-config"]')?.getAttribute('content');
  try {
    return { ...fallback, ...(JSON.parse(content ?? '{}') as Partial<PublicConfig>) };
  } catch {
    return fallback;
  }
}

/** The browser page's settings (the default of usePublicConfig). */
export const publicConfig: PublicConfig = read();
