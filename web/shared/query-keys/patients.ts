/** Recurring patients' screens (a patient restored from the archive comes back to them too). */
export const patientKeys = {
  all: ['patients'] as const,
  list: ['patients', 'list'] as const,
  one: (id: string) => ['patients', 'one', id] as const,
  sessions: (id: string) => ['patients', 'sessions', id] as const,
  suggestions: (id: string) => ['patients', 'suggestions', id] as const,
};
