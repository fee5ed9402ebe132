import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DONOR_MESSAGES, type DonorRow } from '../../../common/schemas/donors.ts';
import { ApiError } from '../../app/api-client.ts';
import { errorText } from '../../app/error-text.ts';
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
} as DonorRow;

let sent: Record<string, unknown>[];

beforeEach(() => {
  sent = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const request = input instanceof Request ? input : new Request(new URL(String(input), 'http://localhost'), init);
    const body = (await request.json()) as Record<string, unknown>;
    sent.push(body);
    const json = (answer: unknown, status: number) =>
      new Response(JSON.stringify(answer), { status, headers: { 'content-type': 'application/json' } });
    if (body.number2 === TAKEN)
      return json({ statusCode: 409, error: 'Conflict', message: TAKEN_MESSAGE, field: 'number2' }, 409);
    return json({ acknowledged: true, modifiedCount: 1 }, 200);
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function open(onClose = () => {}) {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { mutations: { retry: false } } })}>
      <EditDonorModal donor={donor} onClose={onClose} />
    </QueryClientProvider>,
  );
}

const input = (id: string) => document.getElementById(id) as HTMLInputElement;
const type = (id: string, value: string) => fireEvent.input(input(id), { target: { value } });
const save = () => fireEvent.click(screen.getByRole('button', { name: t.modals.save }));
/** The message under a field, found through the field's own aria-describedby. */
const messageOf = (id: string) => document.getElementById(input(id).getAttribute('aria-describedby') ?? '')?.textContent;

describe('Update Donor Info', () => {
  it('starts from the donor row, each field labelled', () => {
    open();
    expect((screen.getByLabelText(t.fields.name) as HTMLInputElement).value).toBe(donor.name);
    expect((screen.getByLabelText(t.fields.bloodGroup) as HTMLSelectElement).value).toBe('bNegative');
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
    await waitFor(() => expect(messageOf('edit-name')).toBe(validationMessage(DONOR_MESSAGES.name)));
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
  });

  it('puts the server’s refusal of a taken number under that number', async () => {
    const onClose = vi.fn();
    open(onClose);
    type('edit-number2', TAKEN);
    save();
    await waitFor(() => expect(messageOf('edit-number2')).toBe(errorText(new ApiError(409, TAKEN_MESSAGE, 'number2'))));
    expect(input('edit-number2').getAttribute('aria-invalid')).toBe('true');
    expect(onClose).not.toHaveBeenCalled();
  });
});
