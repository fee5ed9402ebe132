import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DONOR_MESSAGES } from '../../../common/schemas/donors.ts';
import { donorsText as t } from '../../i18n/donors.ts';
import { validationMessage } from '../../i18n/errors.ts';
import { DonorRegistrationPage } from './DonorRegistrationPage.tsx';

// The real page, its geography hooks and the typed client against a fake server: only fetch is
// replaced. One place at each level; the union lists no village, so the village is typed.

const PLACES: Record<string, unknown> = {
  '/api/divisions': { divisions: [{ division_id: '6', name: 'Dhaka', bn_name: 'ঢাকা' }] },
  '/api/districts': { districts: [{ district_id: '47', name: 'Gazipur', bn_name: 'গাজীপুর' }] },
  '/api/upazilasForForm': {
    upazilas: [{ upazila_id: '301', name: 'Kaliakair', bn_name: 'কালিয়াকৈর' }],
  },
  '/api/unionsForForm': { unions: [{ union_id: '2801', name: 'Mouchak', bn_name: 'মৌচাক' }] },
  '/api/villagesForForm': { villages: [] },
};

let posted: Record<string, unknown>[];
/** The Idempotency-Key of each POST, in order. */
let keys: (string | null)[];
/** The status the next POSTs are answered with (201 once these are used up). */
let postStatuses: number[];

beforeEach(() => {
  posted = [];
  keys = [];
  postStatuses = [];
  sessionStorage.clear();
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const request =
      input instanceof Request
        ? input
        : new Request(new URL(String(input), 'http://localhost'), init);
    const path = new URL(request.url).pathname;
    const json = (body: unknown, status = 200) =>
      new Response(JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      });
    if (request.method === 'POST' && path === '/api/donor-request') {
      posted.push((await request.json()) as Record<string, unknown>);
      keys.push(request.headers.get('idempotency-key'));
      const status = postStatuses.shift() ?? 201;
      return status === 201
        ? json({ insertedId: 'new-donor' }, 201)
        : json({ message: 'Internal Server Error' }, status);
    }
    return path in PLACES ? json(PLACES[path]) : json({ message: 'not found' }, 404);
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function open() {
  return render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <MemoryRouter>
        <DonorRegistrationPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const byId = <E extends HTMLElement>(id: string) => document.getElementById(id) as E;
const type = (id: string, value: string) =>
  fireEvent.input(byId<HTMLInputElement>(id), { target: { value } });
/** A choice in a select, as a person makes it: the value, then the change event. */
function choose(id: string, value: string) {
  const select = byId<HTMLSelectElement>(id);
  select.value = value;
  select.dispatchEvent(new Event('change', { bubbles: true }));
}
async function choosePlaces() {
  for (const [level, value] of [
    ['division', '6,ঢাকা'],
    ['district', '47,গাজীপুর'],
    ['upazila', '301,কালিয়াকৈর'],
    ['union', '2801,মৌচাক'],
  ] as const) {
    await waitFor(() =>
      expect(
        byId<HTMLSelectElement>(`reg-${level}`).querySelector(`option[value="${value}"]`),
      ).not.toBeNull(),
    );
    choose(`reg-${level}`, value);
  }
  await waitFor(() => expect(byId('reg-village')).not.toBeNull());
}

describe('Donor registration', () => {
  it('names each missing field under it, and sends nothing', async () => {
    open();
    await screen.findByLabelText(t.fields.name);
    fireEvent.click(screen.getByRole('button', { name: t.registration.submit }));
    for (const [id, message] of [
      ['reg-name', DONOR_MESSAGES.name],
      ['reg-bloodGroup', DONOR_MESSAGES.bloodGroup],
      ['reg-gender', DONOR_MESSAGES.gender],
      ['reg-division', DONOR_MESSAGES.division],
      ['reg-union', DONOR_MESSAGES.union],
    ] as const) {
      await waitFor(() =>
        expect(byId(`${id}-error`)?.textContent).toBe(validationMessage(message)),
      );
      expect(byId(id).getAttribute('aria-describedby')).toBe(`${id}-error`);
    }
    expect(posted).toEqual([]);
  });

  it('sends the body the API takes (places as ids, the typed village, the language; no status) and confirms on the page', async () => {
    open();
    await screen.findByLabelText(t.fields.name);
    type('reg-name', 'রহিমা খাতুন');
    choose('reg-bloodGroup', 'bNegative');
    type('reg-age', '1995-05-05');
    choose('reg-gender', byId<HTMLSelectElement>('reg-gender').options[1]!.value);
    type('reg-number1', '০১৭১২৩৪৫৬৭৮');
    await choosePlaces();
    type('reg-village', 'শিমুলিয়া');
    fireEvent.click(screen.getByRole('button', { name: t.registration.submit }));

    await screen.findByTestId('registration-sent');
    expect(posted).toHaveLength(1);
    const body = posted[0]!;
    expect(body).toMatchObject({
      name: 'রহিমা খাতুন',
      bloodGroup: 'bNegative',
      age: '1995-05-05',
      number1: '01712345678',
      division: 6,
      district: 47,
      upazila: 301,
      union: 2801,
      village: 'শিমুলিয়া',
      contactConsent: false,
      language: 'bn',
    });
    expect(body).not.toHaveProperty('status');
    // Sent: the form is empty again and its draft gone.
    expect(byId<HTMLInputElement>('reg-name').value).toBe('');
    expect(sessionStorage.getItem('roktosetu:draft:donorRegistration')).toBeNull();
  });

  it('keeps what was typed across a reload of the page (this tab), places included', async () => {
    const first = open();
    await screen.findByLabelText(t.fields.name);
    type('reg-name', 'করিম');
    type('reg-number1', '01812345678');
    await choosePlaces();
    await waitFor(() =>
      expect(sessionStorage.getItem('roktosetu:draft:donorRegistration')).toContain('করিম'),
    );
    first.unmount();

    open();
    await waitFor(() => expect(byId<HTMLInputElement>('reg-name')?.value).toBe('করিম'));
    expect(byId<HTMLInputElement>('reg-number1').value).toBe('01812345678');
    await waitFor(() => expect(byId<HTMLSelectElement>('reg-union').value).toBe('2801,মৌচাক'));
  });

  it('sends an Idempotency-Key with the first submit, the same key with a retry, a new one for a changed form', async () => {
    open();
    await screen.findByLabelText(t.fields.name);
    type('reg-name', 'সালমা');
    choose('reg-bloodGroup', 'aPositive');
    type('reg-age', '1990-01-01');
    choose('reg-gender', byId<HTMLSelectElement>('reg-gender').options[1]!.value);
    type('reg-number1', '01712345670');
    await choosePlaces();
    type('reg-village', 'শিমুলিয়া');
    const submit = () =>
      fireEvent.click(screen.getByRole('button', { name: t.registration.submit }));
    // The server fails twice (its answer lost, say); the person presses the button again.
    postStatuses.push(500, 500);
    submit();
    await waitFor(() => expect(keys).toHaveLength(1));
    await screen.findByRole('button', { name: t.registration.submit });
    submit();
    await waitFor(() => expect(keys).toHaveLength(2));
    // The key the server takes (8 to 255 visible ASCII characters), the same for both sends.
    expect(keys[0]).toMatch(/^[\x21-\x7e]{8,255}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(posted[1]).toEqual(posted[0]);
    // The person corrects the name: another submission, another key.
    type('reg-name', 'সালমা বেগম');
    await screen.findByRole('button', { name: t.registration.submit });
    submit();
    await screen.findByTestId('registration-sent');
    expect(keys).toHaveLength(3);
    expect(keys[2]).toMatch(/^[\x21-\x7e]{8,255}$/);
    expect(keys[2]).not.toBe(keys[0]);
  });
});
