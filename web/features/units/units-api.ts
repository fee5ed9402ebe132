import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  UnitCreateBody,
  UnitMemberBody,
  UnitUpdateBody,
} from '../../../common/schemas/units.ts';
import {
  answer,
  api,
  publicApi,
  readApi,
  readQuery,
  type Answer,
} from '../../foundation/api-client.ts';
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

/** PATCH /api/units/{id}: its names, number and places (each level given replaces that level). */
export function useUpdateUnit(unitId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: UnitUpdateBody) =>
      answer(api.PATCH('/api/units/{id}', { params: { path: { id: unitId } }, body })),
    onSuccess: () => client.invalidateQueries({ queryKey: unitKeys.all }),
  });
}

/** DELETE /api/units/{id}: archives the unit (never deleted); the tree is read again after. */
export function useArchiveUnit() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (unitId: string) =>
      answer(api.DELETE('/api/units/{id}', { params: { path: { id: unitId } } })),
    onSuccess: () => client.invalidateQueries({ queryKey: unitKeys.all }),
  });
}

const day = 24 * 60 * 60 * 1000;

/**
 * The names of every division and district, and of every upazila when `upazilas` (a unit's places
 * are ids; the edit form names them on its chips). Public, cached lists; read for the form only.
 */
export function usePlaceNames(upazilas: boolean) {
  // Three useQuery, not useQueries: the build keeps React Query's hooks in the shared chunk, and
  // useQueries' observer would land in this screen's chunk, which that chunk would then import.
  const divisions = useQuery({
    queryKey: unitKeys.placeNames('divisions'),
    queryFn: async () =>
      (await answer(publicApi.GET('/api/divisions'))).divisions.map((d) => ({
        id: d.division_id,
        name: d.name,
        bn_name: d.bn_name,
      })),
    staleTime: day,
  });
  const districts = useQuery({
    queryKey: unitKeys.placeNames('districts'),
    queryFn: async () =>
      (await answer(publicApi.GET('/api/districts'))).districts.map((d) => ({
        id: d.district_id,
        name: d.name,
        bn_name: d.bn_name,
      })),
    staleTime: day,
  });
  const upazilaList = useQuery({
    queryKey: unitKeys.placeNames('upazilas'),
    queryFn: async () =>
      (await answer(publicApi.GET('/api/upazilasForForm'))).upazilas.map((u) => ({
        id: u.upazila_id,
        name: u.name,
        bn_name: u.bn_name,
      })),
    staleTime: day,
    enabled: upazilas,
  });
  const needed = upazilas ? [divisions, districts, upazilaList] : [divisions, districts];
  return {
    isLoading: needed.some((list) => list.isLoading),
    isError: needed.some((list) => list.isError),
    refetch: () => needed.forEach((list) => void list.refetch()),
    lists: {
      division: divisions.data ?? [],
      district: districts.data ?? [],
      upazila: upazilaList.data ?? [],
    },
  };
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
