/** The demo super admin of the embedded default (decisions.md, Demo). Shown on the login page. */
export const DEMO_ADMIN = {
  email: 'demo-admin@roktosetu.test',
  password: 'demo-admin-1234',
  name: 'ডেমো অ্যাডমিন (Demo)',
} as const;
