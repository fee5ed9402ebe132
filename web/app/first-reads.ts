import type { ApiRead } from '../foundation/api-read.ts';
import { analyticsRead, countsRead } from '../shared/query-keys/dashboard.ts';
import { availableDonorsRead, FIRST_DONOR_PAGE } from '../shared/query-keys/donors.ts';
import { addressListRead, firstAddressPage } from '../shared/query-keys/address.ts';
import type { Language } from '../../common/language.ts';

/**
 * A dashboard screen's first reads: the one place they are declared. The router starts them
 * with the screen's code (early-reads.ts); the build writes their requests beside the address's
 * preloads (vite.config.ts, `routePreloads`), and the server names those in the page, where the
 * boot script (web/boot.ts) starts them before the entry script has even arrived.
 *
 * The declarations are the screens' own (their query keys and calls, web/shared/query-keys/), so
 * an early read fills the very cache entry the screen then reads.
 *
 * A screen's reads are declared per language: a list in the reader's alphabetical order (Address)
 * is another request in each. The build writes both languages' requests, the server names those of
 * the page's language (its cookie), and the router asks in the language being shown, so a reader
 * of either language gets each first read once.
 *
 * Plain data: the build's configuration reads it in Node, and the entry carries it.
 */
export interface FirstReads {
  /** The address, without a trailing slash (as in common/route-preloads.ts). */
  path: string;
  /** Also every address under it (`/dashboard` → `/dashboard/settings`). */
  prefix?: boolean;
  reads: (language: Language) => ApiRead[];
  /**
   * The reads are the screen's default view (its first page, with no search, filter or sort).
   * They are left out when the address carries a query: the screen then asks for another page,
   * and the default one would only hold up the phone's few connections (isBareAddress).
   */
  defaultView?: boolean;
}

export const FIRST_READS = {
  /** The sidebar's badges, on every dashboard address. */
  dashboard: { path: '/dashboard', prefix: true, reads: () => [countsRead] },
  /** Analytics of all the caller's units (an address naming one unit, `?unit=`, reads that one). */
  analytics: { path: '/dashboard', reads: () => [analyticsRead], defaultView: true },
  /** Donors List, Available tab. */
  donorList: {
    path: '/dashboard/donor-list',
    reads: () => [availableDonorsRead(FIRST_DONOR_PAGE)],
    defaultView: true,
  },
  /** Address: the first page of its three lists. */
  address: {
    path: '/dashboard/address',
    reads: (language) =>
      (['upazila', 'union', 'village'] as const).map((kind) =>
        addressListRead(kind, firstAddressPage(language)),
      ),
    defaultView: true,
  },
} satisfies Record<string, FirstReads>;
