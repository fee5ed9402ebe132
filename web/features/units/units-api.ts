import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { UnitCreateBody, UnitMemberBody } from '../../../common/schemas/units.ts';
import { answer, api, readApi, readQuery, type Answer } from '../../foundation/api-client.ts';
import { unitKeys, unitsRead } from '../../shared/query-keys/units.ts';

/** The admins' side of the federation's units (common/schemas/units.ts, decisions/056). */

export type UnitsAnswer = Answer<'/api/units', 'get'>;
export type Unit = UnitsAnswer['units'][number];
export type UnitMembership = UnitsAnswer['mine'][number];
export type UnitMember = Answer<'/api/units/{id}/members', 'get'>['members'][number];

/** The tree the caller may see (the route's first read, web/app/first-reads.ts). */
export const unitsQuery = readQuery(unitsRead);

export const useUnits = (enabled = true) => useQuery({ ...unitsQuery, enabled });

/** POST /api/units: a new unit; the tree is read again after. */
export function useCreateUnit() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: UnitCreateBody) => answer(api.POST('/api/units', { body })),
    onSuccess: () => client.invalidateQueries({ queryKey: unitKeys.all }),
  });
}

/** GET /api/units/{id}/members: a unit's admins and volunteers. */
export const membersQuery = (unitId: string) => ({
  queryKey: unitKeys.members(unitId),
  queryFn: () =>
    answer(readApi.GET('/api/units/{id}/members', { params: { path: { id: unitId } } })),
});

export const useUnitMembers = (unitId: string) => useQuery(membersQuery(unitId));

/** PUT /api/units/{id}/members: adds the account with that email (or changes its role here). */
export function useAddMember(unitId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: UnitMemberBody) =>
      answer(api.PUT('/api/units/{id}/members', { params: { path: { id: unitId } }, body })),
    // The member list and the tree's member counts.
    onSuccess: () => client.invalidateQueries({ queryKey: unitKeys.all }),
  });
}

/** DELETE /api/units/{id}/members/{userId}. */
export function useRemoveMember(unitId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) =>
      answer(
        api.DELETE('/api/units/{id}/members/{userId}', {
          params: { path: { id: unitId, userId } },
        }),
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: unitKeys.all }),
  });
}
