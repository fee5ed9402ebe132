import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PatientCreateBody, PatientUpdateBody } from '../../../common/schemas/patients.ts';
import { answer, api, readApi, type Answer } from '../../foundation/api-client.ts';
import { patientKeys } from '../../shared/query-keys/patients.ts';

/** The admins' side of recurring patients and their bridges (common/schemas/patients.ts, decisions/057). */

export type PatientPage = Answer<'/api/patients', 'get'>;
export type Patient = Answer<'/api/patients/{id}', 'get'>;
export type Sessions = Answer<'/api/patients/{id}/sessions', 'get'>;
export type Suggestions = Answer<'/api/patients/{id}/suggestions', 'get'>;

export { patientKeys };

export const patientListQuery = {
  queryKey: patientKeys.list,
  queryFn: () =>
    answer(readApi.GET('/api/patients', { params: { query: { limit: 100, pageNumber: 0 } } })),
};

export const usePatients = () => useQuery(patientListQuery);

export const usePatient = (id: string) =>
  useQuery({
    queryKey: patientKeys.one(id),
    queryFn: () => answer(readApi.GET('/api/patients/{id}', { params: { path: { id } } })),
  });

export const useSessions = (id: string) =>
  useQuery({
    queryKey: patientKeys.sessions(id),
    queryFn: () =>
      answer(
        readApi.GET('/api/patients/{id}/sessions', {
          params: { path: { id }, query: { days: 90 } },
        }),
      ),
  });

export const useSuggestions = (id: string) =>
  useQuery({
    queryKey: patientKeys.suggestions(id),
    queryFn: () =>
      answer(readApi.GET('/api/patients/{id}/suggestions', { params: { path: { id } } })),
  });

/** Every change reads the patients again (the rota of others may change with a shared donor). */
function useChange<T>(run: (body: T) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => client.invalidateQueries({ queryKey: patientKeys.all }),
  });
}

export const useRegisterPatient = () =>
  useChange((body: PatientCreateBody) => answer(api.POST('/api/patients', { body })));

/** PATCH: a patient's details (here: where their hospital is; all four null clears it). */
export const useUpdatePatient = (id: string) =>
  useChange((body: PatientUpdateBody) =>
    answer(api.PATCH('/api/patients/{id}', { params: { path: { id } }, body })),
  );

export const useSetBridge = (id: string) =>
  useChange((donorIds: string[]) =>
    answer(api.PUT('/api/patients/{id}/bridge', { params: { path: { id } }, body: { donorIds } })),
  );

export const usePausePatient = (id: string) =>
  useChange((paused: boolean) =>
    answer(api.POST('/api/patients/{id}/pause', { params: { path: { id } }, body: { paused } })),
  );

export const useAnswerSession = (id: string) =>
  useChange(
    (body: {
      date: string;
      donorId: string;
      state: 'asked' | 'confirmed' | 'declined' | 'given';
    }) =>
      answer(api.POST('/api/patients/{id}/session-answers', { params: { path: { id } }, body })),
  );

/** The guardian's status link (decisions/062): whether one is live, and since when. */
export const useStatusLink = (id: string) =>
  useQuery({
    queryKey: [...patientKeys.one(id), 'status-link'] as const,
    queryFn: () =>
      answer(readApi.GET('/api/patients/{id}/status-link', { params: { path: { id } } })),
  });

/** POST: a new status link (the old one stops working); its address, shown this once. */
export function useIssueStatusLink(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () =>
      answer(api.POST('/api/patients/{id}/status-link', { params: { path: { id } } })),
    onSuccess: () => client.invalidateQueries({ queryKey: patientKeys.one(id) }),
  });
}

/** DELETE: the status link is turned off. */
export const useRevokeStatusLink = (id: string) =>
  useChange(() =>
    answer(api.DELETE('/api/patients/{id}/status-link', { params: { path: { id } } })),
  );
