import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DONOR_MESSAGES, type DonorRow } from '../../../common/schemas/donors.ts';
import { ApiError } from '../../foundation/api-client.ts';
import { errorText } from '../../foundation/error-text.ts';
import { donorsText as t } from '../../i18n/donors.ts';
import { validationMessage } from '../../i18n/errors.ts';
import { EditDonorModal } from './EditDonorModal.tsx';

// The real modal, its mutation and the typed client against a fake server: only fetch is replaced.
// The server refuses a number another donor has (409 naming the field), as the real one does.

const TAKEN = '01811111111';
const TAKEN_MESSAGE = 'This number is already registered to a donor (number2)';
const donor = {
  _id: '11111111-1111-4111-8111-111111111111',
  name: 'রহিমা খাতুন',
  bloodGroup: 'bNegative',
  gender: 'মহিলা',
  number1: '01712345678',
  number2: null,
  donationCount: 3,
  contactConsent: false,
  consentSource: null,
} as DonorRow;

let sent: Record<string, unknown>[];
/** The live units GET /api/unit-directory answers (one: a single community). */
let directory: { id: string; name: { bn: string; en: string }; depth: number }[];
let directoryAsked: number;
const UNITS = [
  {
    id: 'a1111111-1111-4111-8111-111111111111',
    name: { bn: 'ঢাকা ইউনিট', en: 'Dhaka unit' },
    depth: 1,
  },
  {
    id: 'b2222222-2222-4222-8222-222222222222',
    name: { bn: 'খুলনা ইউনিট', en: 'Khulna unit' },
    depth: 1,
  },
];

beforeEach(() => {
  sent = [];
  directory = UNITS.slice(0, 1);
  directoryAsked = 0;
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const request =
      input instanceof Request
        ? input
        : new Request(new URL(String(input), 'http://localhost'), init);
    const json = (answer: unknown, status: number) =>
      new Response(JSON.stringify(answer), {
        status,
        headers: { 'content-type': 'application/json' },
      });
    if (request.method === 'GET' && new URL(request.url).pathname === '/api/unit-directory') {
      directoryAsked += 1;
      return json({ units: directory }, 200);
    }
    const body = (await request.json()) as Record<string, unknown>;
    sent.push(body);
    if (body.number2 === TAKEN)
      return json(
        { statusCode: 409, error: 'Conflict', message: TAKEN_MESSAGE, field: 'number2' },
        409,
      );
    return json({ acknowledged: true, modifiedCount: 1 }, 200);
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function open(onClose = () => {}, row: DonorRow = donor) {
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { mutations: { retry: false } } })}
    >
      <EditDonorModal donor={row} onClose={onClose} />
    </QueryClientProvider>,
  );
}

const input = (id: string) => document.getElementById(id) as HTMLInputElement;
const type = (id: string, value: string) => fireEvent.input(input(id), { target: { value } });
const save = () => fireEvent.click(screen.getByRole('button', { name: t.modals.save }));
/** The message under a field, found through the field's own aria-describedby. */
const messageOf = (id: string) =>
  document.getElementById(input(id).getAttribute('aria-describedby') ?? '')?.textContent;

describe('Update Donor Info', () => {
  it('starts from the donor row, each field labelled', () => {
    open();
    expect((screen.getByLabelText(t.fields.name) as HTMLInputElement).value).toBe(donor.name);
    expect((screen.getByLabelText(t.fields.bloodGroup) as HTMLSelectElement).value).toBe(
      'bNegative',
    );
    expect((screen.getByLabelText(t.fields.gender) as HTMLSelectElement).value).toBe('মহিলা');
    expect((screen.getByLabelText(t.fields.donationCount) as HTMLInputElement).value).toBe('3');
    expect((screen.getByLabelText(t.fields.number2) as HTMLInputElement).value).toBe('');
    expect(input('edit-number1').type).toBe('tel');
  });

  it('names a missing field under it and sends nothing', async () => {
    open();
    type('edit-name', '');
    type('edit-donationCount', '');
    save();
    await waitFor(() =>
      expect(messageOf('edit-name')).toBe(validationMessage(DONOR_MESSAGES.name)),
    );
    expect(input('edit-name').getAttribute('aria-invalid')).toBe('true');
    expect(messageOf('edit-donationCount')).toBe(validationMessage(DONOR_MESSAGES.donationCount));
    expect(sent).toEqual([]);
  });

  it('sends the count as a number, leaves an untouched consent out, and closes', async () => {
    const onClose = vi.fn();
    open(onClose);
    type('edit-donationCount', '50');
    save();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ name: donor.name, donationCount: 50, number1: donor.number1 });
    expect(sent[0]).not.toHaveProperty('contactConsent');
    expect(sent[0]).not.toHaveProperty('consentSource');
  });

  it('a donor whose gender a list never said opens with none chosen and keeps it so unless the admin chooses', async () => {
    open(() => {}, { ...donor, gender: 'অজানা', missing: ['gender', 'birthDate'] } as DonorRow);
    expect((document.getElementById('edit-gender') as HTMLSelectElement).value).toBe('');
    save();
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).not.toHaveProperty('gender');
    cleanup();
    open(() => {}, { ...donor, gender: 'অজানা', missing: [] } as DonorRow);
    expect((document.getElementById('edit-gender') as HTMLSelectElement).value).toBe('অজানা');
  });

  it('puts the server’s refusal of a taken number under that number', async () => {
    const onClose = vi.fn();
    open(onClose);
    type('edit-number2', TAKEN);
    save();
    await waitFor(() =>
      expect(messageOf('edit-number2')).toBe(
        errorText(new ApiError(409, TAKEN_MESSAGE, 'number2')),
      ),
    );
    expect(input('edit-number2').getAttribute('aria-invalid')).toBe('true');
    expect(onClose).not.toHaveBeenCalled();
  });
});

describe('consent recorded by the admin', () => {
  const box = () => input('edit-contactConsent');
  const way = () => document.getElementById('edit-consentSource') as HTMLSelectElement | null;
  /** The row the list answers after the save, as a server that stores what it is sent would. */
  const rowAfter = (body: Record<string, unknown>): DonorRow => ({
    ...donor,
    contactConsent: (body.contactConsent as boolean | undefined) ?? donor.contactConsent,
    consentSource:
      body.contactConsent === undefined
        ? donor.consentSource
        : ((body.consentSource as DonorRow['consentSource']) ?? 'adminForm'),
  });

  it('ticking the box and choosing how sends both; reopening shows the box ticked and the way chosen', async () => {
    const onClose = vi.fn();
    open(onClose, { ...donor, contactConsent: false, consentSource: 'registrationForm' });
    expect(box().checked).toBe(false);
    expect(way()).toBeNull();
    fireEvent.click(box());
    await waitFor(() => expect(way()).not.toBeNull());
    expect(screen.getByLabelText(t.consent.source)).toBe(way());
    // A choice as a person makes it: the value, then the change event.
    way()!.value = 'phoneCall';
    way()!.dispatchEvent(new Event('change', { bubbles: true }));
    save();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ contactConsent: true, consentSource: 'phoneCall' });

    cleanup();
    open(() => {}, rowAfter(sent[0]!));
    expect(box().checked).toBe(true);
    expect(way()!.value).toBe('phoneCall');
  });

  it('a ticked box without a way is refused under the way, naming it, and nothing is sent', async () => {
    open();
    fireEvent.click(box());
    await waitFor(() => expect(way()).not.toBeNull());
    save();
    await waitFor(() =>
      expect(messageOf('edit-consentSource')).toBe(validationMessage(DONOR_MESSAGES.consentSource)),
    );
    expect(way()!.getAttribute('aria-invalid')).toBe('true');
    expect(sent).toEqual([]);
  });

  it('unticking a consenting donor withdraws the consent (no way sent)', async () => {
    const onClose = vi.fn();
    open(onClose, { ...donor, contactConsent: true, consentSource: 'inPerson' });
    expect(box().checked).toBe(true);
    expect(way()!.value).toBe('inPerson');
    fireEvent.click(box());
    save();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent[0]).toMatchObject({ contactConsent: false });
    expect(sent[0]).not.toHaveProperty('consentSource');
  });

  it('consent given at registration stays as it is unless the admin changes it, and says how it was given', async () => {
    const onClose = vi.fn();
    open(onClose, { ...donor, contactConsent: true, consentSource: 'registrationForm' });
    expect(box().checked).toBe(true);
    expect(way()!.value).toBe('');
    expect(screen.getByText(t.consent.given(t.consent.sources.registrationForm))).toBeTruthy();
    save();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent[0]).not.toHaveProperty('contactConsent');
    expect(sent[0]).not.toHaveProperty('consentSource');
  });
});

describe('who may find the donor (a federation of several units)', () => {
  const choice = (sharing: 'unit' | 'federation') =>
    screen.queryByRole('radio', { name: t.sharing[sharing] }) as HTMLInputElement | null;

  it('is not offered while the installation has one unit, and nothing about it is sent', async () => {
    const onClose = vi.fn();
    open(onClose, { ...donor, sharing: 'unit' });
    // The directory has answered (one unit) before the form is judged.
    await waitFor(() => expect(directoryAsked).toBe(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('group', { name: t.sharing.legend })).toBeNull();
    expect(choice('unit')).toBeNull();
    save();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent[0]).not.toHaveProperty('sharing');
  });

  it('offers the two choices as radios, the stored one chosen; choosing the federation sends it', async () => {
    directory = UNITS;
    const onClose = vi.fn();
    open(onClose, { ...donor, sharing: 'unit' });
    const group = await screen.findByRole('group', { name: t.sharing.legend });
    expect(group).toBeTruthy();
    expect(choice('unit')!.checked).toBe(true);
    expect(choice('federation')!.checked).toBe(false);
    // Both inside their labels: the whole row is the tap target.
    expect(choice('federation')!.closest('label')!.className).toBe('sharing-option');
    fireEvent.click(choice('federation')!);
    save();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent[0]).toMatchObject({ sharing: 'federation' });

    // Reopened on the row the server answers after the save: the federation chosen.
    cleanup();
    open(() => {}, { ...donor, sharing: 'federation' });
    await screen.findByRole('group', { name: t.sharing.legend });
    expect(choice('federation')!.checked).toBe(true);
  });

  it('an untouched choice is not sent; going back to the unit is', async () => {
    directory = UNITS;
    const onClose = vi.fn();
    open(onClose, { ...donor, sharing: 'federation' });
    await screen.findByRole('group', { name: t.sharing.legend });
    save();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent[0]).not.toHaveProperty('sharing');

    cleanup();
    open(() => {}, { ...donor, sharing: 'federation' });
    await screen.findByRole('group', { name: t.sharing.legend });
    fireEvent.click(choice('unit')!);
    save();
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]).toMatchObject({ sharing: 'unit' });
  });
});
