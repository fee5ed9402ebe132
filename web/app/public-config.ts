/**
 * Installation settings the server writes into index.html's <meta name="roktosetu-config">. On
 * the server, where public pages are drawn, it hands the same settings to the drawing
 * (web/server-render.tsx, setServerConfig); screens read them while they render.
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
  if (import.meta.env?.SSR) return { ...fallback };
  const content = document.querySelector('meta[name="roktosetu-config"]')?.getAttribute('content');
  try {
    return { ...fallback, ...(JSON.parse(content ?? '{}') as Partial<PublicConfig>) };
  } catch {
    return fallback;
  }
}

export const publicConfig: PublicConfig = read();

/** On the server: the installation's settings, before a page is drawn. */
export function setServerConfig(config: PublicConfig) {
  Object.assign(publicConfig, config);
}
