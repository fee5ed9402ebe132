/** Installation settings the server writes into index.html's <meta name="roktosetu-config">. */
export interface PublicConfig {
  socialPageUrl: string | null;
  googleSignIn: boolean;
  demoCredential: { email: string; password: string } | null;
}

const fallback: PublicConfig = { socialPageUrl: null, googleSignIn: false, demoCredential: null };

function read(): PublicConfig {
  const content = document.querySelector('meta[name="roktosetu-config"]')?.getAttribute('content');
  try {
    return { ...fallback, ...(JSON.parse(content ?? '{}') as Partial<PublicConfig>) };
  } catch {
    return fallback;
  }
}

export const publicConfig: PublicConfig = read();
