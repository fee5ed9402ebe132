import type { DonorListQuery } from '../../common/schemas/donors.ts';
import type { Db } from '../db/client.ts';
import { badRequest } from '../http-errors.ts';
import { resolvePlaceNames } from '../data/place-names.ts';

const FILTER_FIELDS = {
  divisionId: 'divisionFilterData',
  districtId: 'districtFilterData',
  upazilaId: 'upazilaFilterData',
  unionId: 'unionFilterData',
} as const;

type PlaceFilters = Pick<DonorListQuery, (typeof FILTER_FIELDS)[keyof typeof FILTER_FIELDS]>;
/** A query with its place filters as ids. */
export type Placed<Q> = Omit<Q, keyof PlaceFilters> & Partial<Record<keyof PlaceFilters, number>>;

/**
 * A donor list's place filters as ids: names (as clients of the original app send them) are
 * looked up within the place above; an unknown or ambiguous name is a 400 naming the filter.
 */
export async function placeListQuery<Q extends PlaceFilters>(db: Db, query: Q): Promise<Placed<Q>> {
  const resolved = await resolvePlaceNames(
    db,
    {
      divisionId: query.divisionFilterData,
      districtId: query.districtFilterData,
      upazilaId: query.upazilaFilterData,
      unionId: query.unionFilterData,
    },
    FILTER_FIELDS,
  );
  if ('error' in resolved) throw badRequest(resolved.error.message, resolved.error.field);
  const { ids } = resolved;
  return {
    ...query,
    divisionFilterData: ids.divisionId ?? undefined,
    districtFilterData: ids.districtId ?? undefined,
    upazilaFilterData: ids.upazilaId ?? undefined,
    unionFilterData: ids.unionId ?? undefined,
  };
}
