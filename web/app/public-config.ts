/** Installation settings the server writes into index.html's <meta name="roktosetu-config">. */
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
  const content = document.querySelector('meta[name="roktosetu-config"]')?.getAttribute('content');
  try {
    return { ...fallback, ...(JSON.parse(content ?? '{}') as Partial<PublicConfig>) };
  } catch {
    return fallback;
  }
}

export const publicConfig: PublicConfig = read();
