import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DonorLinkView } from '../../../common/schemas/donor-link.ts';
import { AppToaster } from '../../components/toast.tsx';
import { donorLinkText as t } from '../../i18n/donor-link.ts';
import { DonorLinkPage } from './DonorLinkPage.tsx';

// The donor's page opens, for an invited donor, on the consent choice and the missing details
// (decisions/052): the real page, hooks and api module against a fake server.

const TOKEN = 'tok_details-123';
let sent: { method: string; path: string; body: unknown }[];
let view: DonorLinkView;
let detailsAnswer: { status: number; body: unknown };

const listedView = (): DonorLinkView => ({
  donor: {
    name: 'করিম মিয়া',
    bloodGroup: 'oPositive',
    nextEligibleAt: null,
    pausedUntil: null,
    channels: ['sms'],
    language: 'bn',
    contactConsent: false,
    pushSubscribed: false,
    phoneChangePending: false,
    missing: ['birthDate', 'gender', 'place', 'village'],
    sharing: 'unit',
    remindersEnabled: true,
    onLeaderboard: null,
    donationCount: 2,
  },
  alerts: [],
  donations: [],
  pushPublicKey: null,
  federation: false,
  familyNotes: [],
  certificates: [],
});

const GEO: Record<string, unknown> = {
  '/api/divisions': { divisions: [{ division_id: '3', name: 'Dhaka', bn_name: 'ঢাকা' }] },
  '/api/districts': {
    districts: [{ district_id: '47', division_id: '3', name: 'Gazipur', bn_name: 'গাজীপুর' }],
  },
  '/api/upazilasForForm': {
    upazilas: [{ upazila_id: '350', district_id: '47', name: 'Kaliakair', bn_name: 'কালিয়াকৈর' }],
  },
  '/api/unionsForForm': {
    unions: [{ union_id: '3001', upazila_id: '350', name: 'Atabaha', bn_name: 'আটাবহ' }],
  },
};

function fakeFetch(input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> {
  const path = new URL(String(input), 'http://localhost').pathname;
  const method = init.method ?? 'GET';
  sent.push({ method, path, body: init.body ? JSON.parse(String(init.body)) : undefined });
  const json = (status: number, body: unknown) =>
    Promise.resolve(
      new Response(JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      }),
    );
  if (GEO[path]) return json(200, GEO[path]);
  if (method === 'PUT' && path.endsWith('/details')) {
    // A save the server takes: the page's view, read again, no longer asks for anything.
    if (detailsAnswer.status === 200)
      view = { ...view, donor: { ...view.donor, contactConsent: true, missing: [] } };
    return json(detailsAnswer.status, detailsAnswer.body);
  }
  if (method === 'GET' && path.endsWith('/bridges')) return json(200, { bridges: [] });
  if (method === 'GET') return json(200, view);
  return json(200, {});
}

function open() {
  const client = new QueryClient({
    defaultOptions: { mutations: { retry: false }, queries: { retry: false } },
  });
  const router = createMemoryRouter([{ path: '/d/:token', element: <DonorLinkPage /> }], {
    initialEntries: [`/d/${TOKEN}`],
  });
  render(
    <QueryClientProvider client={client}>
      <AppToaster />
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const choose = async (label: string, optionText: string) => {
  const select = (await screen.findByLabelText(label)) as HTMLSelectElement;
  await waitFor(() => expect([...select.options].map((o) => o.text)).toContain(optionText));
  // As a person chooses: the value, then the change event.
  select.value = [...select.options].find((o) => o.text === optionText)!.value;
  select.dispatchEvent(new Event('change', { bubbles: true }));
};

beforeEach(() => {
  sent = [];
  view = listedView();
  detailsAnswer = { status: 200, body: { contactConsent: true, missing: [] } };
  vi.stubGlobal('fetch', vi.fn(fakeFetch));
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the donor page's first section", () => {
  it('opens on the consent choice and the missing details, before the record, and saves them together', async () => {
    open();
    const form = await screen.findByTestId('complete-details');
    // First on the page: before the record's heading.
    const record = screen.getByRole('heading', { name: t.record.heading });
    expect(form.compareDocumentPosition(record) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    fireEvent.click(screen.getByRole('radio', { name: t.details.consentYes }));
    fireEvent.change(screen.getByLabelText(t.details.birthDate), {
      target: { value: '1992-04-15' },
    });
    // The registration's four answers, "I'd rather not say" among them.
    expect(
      screen.getAllByRole('radio').filter((r) => r.getAttribute('name') === 'details-gender'),
    ).toHaveLength(4);
    expect(screen.getByRole('radio', { name: t.details.genders.unknown! })).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: t.details.genders.male! }));
    await choose(t.details.division, 'ঢাকা');
    await choose(t.details.district, 'গাজীপুর');
    await choose(t.details.upazila, 'কালিয়াকৈর');
    await choose(t.details.union, 'আটাবহ');
    fireEvent.change(screen.getByLabelText(t.details.village), { target: { value: 'পূর্বপাড়া' } });
    fireEvent.click(screen.getByRole('button', { name: t.details.save }));

    await waitFor(() => expect(sent.some((c) => c.method === 'PUT')).toBe(true));
    expect(sent.find((c) => c.method === 'PUT')).toEqual({
      method: 'PUT',
      path: `/api/donor-link/${TOKEN}/details`,
      body: {
        contactConsent: true,
        birthDate: '1992-04-15',
        gender: 'male',
        place: { divisionId: 3, districtId: 47, upazilaId: 350, unionId: 3001 },
        village: 'পূর্বপাড়া',
      },
    });
    expect((await screen.findByTestId('details-saved')).textContent).toBe(t.details.saved);
    // The view is read again after the save; the thanks stay where the section was.
    await waitFor(() =>
      expect(
        sent.filter((c) => c.method === 'GET' && c.path === `/api/donor-link/${TOKEN}`),
      ).toHaveLength(2),
    );
    expect(screen.getByTestId('details-saved')).toBeTruthy();
    expect(screen.queryByTestId('complete-details')).toBeNull();
  });

  it('asks for the choice before sending anything, and shows a refusal under the field it names', async () => {
    open();
    fireEvent.click(await screen.findByRole('button', { name: t.details.save }));
    expect(await screen.findByText(t.details.errors.contactConsent!)).toBeTruthy();
    expect(sent.filter((c) => c.method === 'PUT')).toHaveLength(0);

    detailsAnswer = {
      status: 400,
      body: {
        statusCode: 400,
        error: 'Bad Request',
        code: 'VALIDATION',
        message: 'bad',
        field: 'village',
      },
    };
    fireEvent.click(screen.getByRole('radio', { name: t.details.consentNo }));
    fireEvent.change(screen.getByLabelText(t.details.village), { target: { value: 'গ্রাম' } });
    fireEvent.click(screen.getByRole('button', { name: t.details.save }));
    expect(await screen.findByText(t.details.errors.village!)).toBeTruthy();
    expect(sent.find((c) => c.method === 'PUT')?.body).toEqual({
      contactConsent: false,
      village: 'গ্রাম',
    });
  });

  it('is not shown to a donor who said yes and whose record is complete; asks only for what is missing', async () => {
    view = { ...listedView(), donor: { ...listedView().donor, contactConsent: true, missing: [] } };
    open();
    await screen.findByRole('heading', { name: t.record.heading });
    expect(screen.queryByTestId('complete-details')).toBeNull();
    cleanup();
    view = { ...listedView(), donor: { ...listedView().donor, missing: ['village'] } };
    open();
    await screen.findByTestId('complete-details');
    expect(screen.queryByLabelText(t.details.birthDate)).toBeNull();
    expect(screen.queryByLabelText(t.details.division)).toBeNull();
    expect(screen.getByLabelText(t.details.village)).toBeTruthy();
  });
});
