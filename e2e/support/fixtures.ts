import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';
import { uniqueName } from './blood-contacts.ts';
import {
  issueDonorLink,
  placeInDhaka,
  registerDonor,
  sendBloodRequest,
  verifyDonor,
  type NewBloodRequest,
  type NewDonor,
  type Place,
} from './data.ts';
import { randomPhone } from './donors.ts';
import { signIn, signedInRequest } from './session.ts';

/**
 * Playwright fixtures for browser tests that run beside others (two workers): ask for what the test
 * needs by name and it is made before the test and removed after it, whatever the test's outcome.
 *
 *   import { expect, test } from './support/fixtures.ts';
 *   test('…', async ({ adminPage, donors }) => {
 *     const donor = await donors.add({ district: 1, verified: true });
 *     await adminPage.goto(`/dashboard/donor-list?q=${encodeURIComponent(donor.name)}`);
 *   });
 *
 * - `adminPage`: the test's `page`, signed in as the demo super admin (through the API; the app
 *   then fetches its token and role itself).
 * - `adminApi`: an API client of its own signed in as the demo super admin, and its Authorization
 *   header, for making rows without touching the page's session.
 * - `donors.add(...)`: a donor with a name and phone of its own (verified, consenting, with a
 *   private link when asked); archived after the test.
 * - `bloodRequests.add(...)`: a blood request for a patient of its own; archived after the test.
 */
export interface AdminApi {
  request: APIRequestContext;
  headers: { authorization: string };
}

export interface MadeDonor {
  id: string;
  name: string;
  phone: string;
  place: Place;
  /** The private link's path (/d/<token>), when asked for. */
  linkPath?: string;
}

export interface DonorOptions extends Partial<Omit<NewDonor, 'place'>> {
  /** The Dhaka district (index, negative from the end) when no `place` is given; 0 by default. */
  district?: number;
  place?: Place;
  /** Accepted by the admin (a pending donor request otherwise). */
  verified?: boolean;
  /** A private link issued (implies consent and verification). */
  link?: boolean;
}

export interface Donors {
  add: (options?: DonorOptions) => Promise<MadeDonor>;
}

export interface BloodRequests {
  add: (options?: Partial<NewBloodRequest>) => Promise<{ id: string; patient: string }>;
}

interface Fixtures {
  adminPage: Page;
  adminApi: AdminApi;
  donors: Donors;
  bloodRequests: BloodRequests;
}

export const test = base.extend<Fixtures>({
  adminPage: async ({ page }, use) => {
    await signIn(page);
    await use(page);
  },
  adminApi: async ({ playwright }, use) => {
    const admin = await signedInRequest(playwright);
    await use(admin);
    await admin.request.dispose();
  },
  donors: async ({ adminApi }, use) => {
    const made: string[] = [];
    await use({
      add: async (options = {}) => {
        const place =
          options.place ?? (await placeInDhaka(adminApi.request, options.district ?? 0, 1));
        const donor = {
          ...options,
          name: options.name ?? uniqueName('পরীক্ষার দাতা'),
          phone: options.phone ?? randomPhone(),
          place,
          consent: options.consent ?? options.link,
        };
        const id = await registerDonor(adminApi.request, donor);
        made.push(id);
        if (options.verified || options.link)
          await verifyDonor(adminApi.request, adminApi.headers, id);
        const linkPath = options.link
          ? await issueDonorLink(adminApi.request, adminApi.headers, id)
          : undefined;
        return {
          id,
          name: donor.name,
          phone: donor.phone,
          place,
          ...(linkPath ? { linkPath } : {}),
        };
      },
    });
    // Archived (the test may have archived some itself: 404 then).
    for (const id of made) {
      const res = await adminApi.request.delete(`/api/donorRequest/${id}`, {
        headers: adminApi.headers,
      });
      expect([200, 204, 404], `archive donor ${id}: ${await res.text()}`).toContain(res.status());
    }
  },
  bloodRequests: async ({ adminApi }, use) => {
    const made: string[] = [];
    await use({
      add: async (options = {}) => {
        const patient = options.patient ?? uniqueName('পরীক্ষার রোগী');
        const id = await sendBloodRequest(adminApi.request, { ...options, patient });
        made.push(id);
        return { id, patient };
      },
    });
    for (const id of made) {
      const res = await adminApi.request.delete(`/api/deleteBloodRequest/${id}`, {
        headers: adminApi.headers,
      });
      expect([200, 204, 404], `archive blood request ${id}: ${await res.text()}`).toContain(
        res.status(),
      );
    }
  },
});

export { expect };
