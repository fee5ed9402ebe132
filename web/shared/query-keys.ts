/**
 * The query keys that more than one feature reads or refreshes (a change in one screen refreshes
 * another's list), with the parameters they are built from. A feature's private keys stay with it.
 */

export interface DonorListParams {
  limit: number;
  pageNumber: number;
  sortByDonateCount: boolean;
  donorSearchData: string;
  divisionFilterData: string;
  districtFilterData: string;
  upazilaFilterData: string;
  unionFilterData: string;
  villageFilterData: string;
  bloodGroupFilterData: string;
  genders: string[];
  /** Consented to be contacted: 'yes', 'no', or '' for everyone. */
  consent: string;
  /** Record incomplete ('missing'), complete, or '' for everyone. */
  details: string;
}

export type DonorListKind = 'available' | 'unavailable';

/** Every donor read is under ['donors'], so one invalidation refreshes them all. */
export const donorKeys = {
  all: ['donors'] as const,
  list: (kind: DonorListKind, params: DonorListParams) => ['donors', kind, params] as const,
  requests: (limit: number, page: number, consent = '') =>
    ['donors', 'requests', limit, page, consent] as const,
};

export type RequestKind = 'complete' | 'incomplete';

export const bloodRequestKeys = {
  all: ['blood-requests'] as const,
  list: (kind: RequestKind, limit: number, pageNumber: number) =>
    ['blood-requests', kind, limit, pageNumber] as const,
};
