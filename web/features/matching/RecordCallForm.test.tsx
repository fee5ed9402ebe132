import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { todayInBangladesh } from '../../../common/dates.ts';
import { AppToaster } from '../../components/toast.tsx';
import { matchingText as t } from '../../i18n/matching.ts';
import { accessToken } from '../../foundation/token.ts';
import { formatDate } from '../../shared/format.ts';
import { RecordCallForm } from './RecordCallModal.tsx';

// The real form, hooks and api module against a fake server: only fetch is replaced.

let sent: { method: string; path: string; body: unknown }[];
let answer: { status: number; body: unknown };

function fakeFetch(input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> {
  const path = String(input).split('?')[0]!;
  sent.push({
    method: init.method ?? 'GET',
    path,
    body: init.body ? JSON.parse(String(init.body)) : undefined,
  });
  return Promise.resolve(
    new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    }),
  );
}

const okAnswer = (pledge: unknown = null) => ({
  status: 201,
  body: {
    insertedId: 'c1',
    call: {},
    pledge,
    request: null,
    donor: { callsLast3Days: 1, lastCalledAt: null, lastCalledBy: null, wrongNumberAt: null },
  },
});

function open(requestId: string | null = 'r1') {
  const onDone = vi.fn();
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <AppToaster />
      <RecordCallForm
        donor={{ _id: 'd1', name: 'রহিমা খাতুন' }}
        requestId={requestId}
        onDone={onDone}
        onCancel={() => {}}
      />
    </QueryClientProvider>,
  );
  return { onDone };
}

const choose = (label: string) => fireEvent.click(screen.getByLabelText(label));
const save = () => fireEvent.click(screen.getByRole('button', { name: t.calls.save }));
const calls = () => sent.filter((call) => call.method === 'POST');

beforeEach(() => {
  sent = [];
  answer = okAnswer();
  accessToken.set('header.payload.signature');
  vi.stubGlobal('fetch', vi.fn(fakeFetch));
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('the record-call form', () => {
  it('offers every outcome the server knows, in Bengali', () => {
    open();
    for (const label of Object.values(t.calls.outcomes))
      expect(screen.getByLabelText(label)).toBeTruthy();
    // No date field until "donated recently" is chosen.
    expect(screen.queryByLabelText(t.calls.donatedAt)).toBeNull();
  });

  it('asks for an outcome before sending anything', async () => {
    const { onDone } = open();
    save();
    expect(await screen.findByText(t.calls.chooseOutcome)).toBeTruthy();
    expect(calls()).toHaveLength(0);
    expect(onDone).not.toHaveBeenCalled();
  });

  it('sends the outcome code, the request and the note, then says it is saved', async () => {
    const { onDone } = open();
    choose(t.calls.outcomes.noAnswer!);
    fireEvent.input(screen.getByLabelText(t.calls.note), { target: { value: '  সন্ধ্যায় আবার  ' } });
    save();
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(calls()).toEqual([
      {
        method: 'POST',
        path: '/api/donors/d1/calls',
        body: { requestId: 'r1', outcome: 'noAnswer', note: 'সন্ধ্যায় আবার' },
      },
    ]);
    expect(await screen.findByText(t.calls.saved)).toBeTruthy();
  });

  it('sends no note when none is written', async () => {
    const { onDone } = open(null);
    choose(t.calls.outcomes.wrongNumber!);
    save();
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(calls()[0]!.body).toEqual({ requestId: null, outcome: 'wrongNumber', note: null });
  });

  it('"will donate" on a request says the donor joined it', async () => {
    answer = okAnswer({ _id: 'p1', state: 'pledged' });
    const { onDone } = open();
    choose(t.calls.outcomes.willDonate!);
    expect(screen.getByText(t.calls.willDonateHint)).toBeTruthy();
    save();
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(calls()[0]!.body).toMatchObject({ outcome: 'willDonate', requestId: 'r1' });
    expect(await screen.findByText(t.calls.pledged)).toBeTruthy();
  });

  it('"donated recently" needs a date that is not in the future, and sends it', async () => {
    const { onDone } = open();
    choose(t.calls.outcomes.donatedRecently!);
    const date = screen.getByLabelText(t.calls.donatedAt) as HTMLInputElement;
    expect(date.max).toBe(todayInBangladesh());
    save();
    expect(await screen.findByText(t.calls.dateRequired)).toBeTruthy();

    fireEvent.input(date, { target: { value: '2999-01-01' } });
    save();
    expect(await screen.findByText(t.calls.dateInFuture)).toBeTruthy();
    expect(calls()).toHaveLength(0);

    fireEvent.input(date, { target: { value: '2026-01-15' } });
    save();
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(calls()[0]!.body).toEqual({
      requestId: 'r1',
      outcome: 'donatedRecently',
      note: null,
      donatedOn: '2026-01-15',
    });
  });

  it('"donated recently" may say platelets, whose rest is short', async () => {
    const { onDone } = open();
    choose(t.calls.outcomes.donatedRecently!);
    fireEvent.input(screen.getByLabelText(t.calls.donatedAt), { target: { value: '2026-01-15' } });
    choose(t.calls.kinds.platelets(14));
    save();
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(calls()[0]!.body).toEqual({
      requestId: 'r1',
      outcome: 'donatedRecently',
      note: null,
      donatedOn: '2026-01-15',
      kind: 'platelets',
    });
  });

  it('keeps the form open and names the refusal by its code, inside the form', async () => {
    answer = {
      status: 409,
      body: { statusCode: 409, code: 'ALREADY_PLEDGED', message: 'Already pledged' },
    };
    const { onDone } = open();
    choose(t.calls.outcomes.willDonate!);
    save();
    expect((await screen.findByTestId('call-refusal')).textContent).toBe(t.errors.ALREADY_PLEDGED);
    expect(onDone).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: t.calls.save })).toBeTruthy();
  });

  it('a resting donor\'s "will donate": the call is kept, the dialog says from when they may give', async () => {
    answer = okAnswer();
    (answer.body as Record<string, unknown>).pledgeRefused = {
      code: 'DONOR_NOT_AVAILABLE',
      eligibleFrom: '2026-03-01T00:00:00.000Z',
    };
    const { onDone } = open();
    choose(t.calls.outcomes.willDonate!);
    save();
    const said = await screen.findByTestId('call-resting');
    expect(said.textContent).toBe(t.calls.restingKept(formatDate('2026-03-01T00:00:00.000Z')));
    expect(onDone).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: t.calls.close }));
    expect(onDone).toHaveBeenCalled();
  });
});
