/** The dashboard's contact list (a restored contact comes back to it too). */
export const contactKeys = {
  all: ['contacts'] as const,
  dashboard: ['contacts', 'dashboard'] as const,
};
