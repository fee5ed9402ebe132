import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppToaster } from '../../components/toast.tsx';
import { switchLanguage } from '../../i18n/language.ts';
import { unitsText } from '../../i18n/units.ts';
import {
  fakeServer,
  renderWithQueries,
  type FakeAnswer,
  type FakeCall,
} from '../../test/queries.tsx';
import { NewUnitForm } from './NewUnitForm.tsx';
import { unitRow } from '../../test/unit-row.ts';
import type { UnitMembership } from './units-api.ts';

// The real form, its geography cascade, hooks and api module against a fake server: only fetch
// is replaced. One division with two districts, one of which has an upazila.

const PLACES: Record<string, unknown> = {
  '/api/divisions': { divisions: [{ division_id: '6', name: 'Dhaka', bn_name: 'ঢাকা' }] },
  '/api/districts': {
    districts: [
      { district_id: '47', name: 'Gazipur', bn_name: 'গাজীপুর' },
      { district_id: '48', name: 'Narsingdi', bn_name: 'নরসিংদী' },
    ],
  },
  '/api/upazilasForForm': {
    upazilas: [{ upazila_id: '301', name: 'Kaliakair', bn_name: 'কালিয়াকৈর' }],
  },
};

const unit = unitRow;
const ZONE = '00000000-0000-4000-8000-000000000001';
const HALL = '00000000-0000-4000-8000-000000000002';
const OTHER = '00000000-0000-4000-8000-000000000003';
const UNITS = [
  unit(ZONE, null, 1, 'Dhaka Zone', 'ঢাকা জোন'),
  unit(HALL, ZONE, 2, 'Hall Unit', 'হল ইউনিট'),
  unit(OTHER, null, 1, 'Chattogram Zone', 'চট্টগ্রাম জোন'),
];

const t = () => unitsText.form;

function open(
  onPost: (call: FakeCall) => FakeAnswer = () => ({ status: 201, body: { id: 'new' } }),
  { superAdmin = true, mine = [] as UnitMembership[] } = {},
) {
  const onDone = vi.fn();
  const server = fakeServer((call) =>
    call.method === 'POST' ? onPost(call) : { body: PLACES[call.path] ?? {} },
  );
  renderWithQueries(
    <>
      <AppToaster />
      <NewUnitForm units={UNITS} mine={mine} superAdmin={superAdmin} onDone={onDone} />
    </>,
  );
  return { ...server, onDone };
}
const posts = (calls: FakeCall[]) => calls.filter((call) => call.method === 'POST');
const type = (label: string, value: string) =>
  fireEvent.input(screen.getByLabelText(label), { target: { value } });
/**
 * A choice in a select, as a person makes it: the value, then the change event (the testing
 * library's fireEvent.change sends an input event on preact/compat, which a select does not hear).
 */
const pick = (label: string, value: string) => {
  const select = screen.getByLabelText(label) as HTMLSelectElement;
  select.value = value;
  act(() => void select.dispatchEvent(new Event('change', { bubbles: true })));
};
const choose = async (label: string, value: string) => {
  const select = screen.getByLabelText(label) as HTMLSelectElement;
  await waitFor(() => expect([...select.options].map((o) => o.value)).toContain(value));
  pick(label, value);
};
const submit = () => fireEvent.click(screen.getByRole('button', { name: t().create }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  act(() => switchLanguage('bn'));
});

describe('the new unit form', () => {
  it('refuses empty names under their fields in Bengali, before sending anything', async () => {
    const { calls } = open();
    submit();
    expect(await screen.findAllByText('ইউনিটের নাম লিখুন')).toHaveLength(2);
    expect(screen.getByLabelText(t().nameBn).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText(t().nameEn).getAttribute('aria-invalid')).toBe('true');
    type(t().nameBn, 'ক'.repeat(81));
    type(t().nameEn, 'Dhaka');
    type(t().phone, '12345');
    submit();
    expect(await screen.findByText('ইউনিটের নাম সর্বোচ্চ ৮০ অক্ষরের হতে পারে')).toBeTruthy();
    expect(screen.getByLabelText(t().phone).getAttribute('aria-invalid')).toBe('true');
    expect(posts(calls)).toHaveLength(0);
  });

  it('refuses them in English on an English page, and re-words them when the language switches', async () => {
    act(() => switchLanguage('en'));
    const { calls } = open();
    expect(screen.getByLabelText('Name in Bengali')).toBeTruthy();
    submit();
    expect(await screen.findAllByText('Unit name is required')).toHaveLength(2);
    act(() => switchLanguage('bn'));
    expect(await screen.findAllByText('ইউনিটের নাম লিখুন')).toHaveLength(2);
    expect(posts(calls)).toHaveLength(0);
  });

  it('sends the names trimmed, the parent, two districts and an upazila, and the phone', async () => {
    const { calls, onDone } = open();
    type(t().nameBn, '  গাজীপুর ইউনিট ');
    type(t().nameEn, 'Gazipur Unit');
    pick(t().parent, ZONE);
    await choose(t().division, '6,ঢাকা');
    await choose(t().district, '47,গাজীপুর');
    fireEvent.click(screen.getByRole('button', { name: t().addPlace }));
    // The division stays chosen: the next district of it is one choice away.
    await choose(t().district, '48,নরসিংদী');
    fireEvent.click(screen.getByRole('button', { name: t().addPlace }));
    await choose(t().district, '47,গাজীপুর');
    await choose(t().upazila, '301,কালিয়াকৈর');
    fireEvent.click(screen.getByRole('button', { name: t().addPlace }));
    const chips = screen.getByRole('list', { name: t().places });
    expect(
      within(chips)
        .getAllByRole('listitem')
        .map((li) => li.firstElementChild!.textContent),
    ).toEqual(['জেলা: গাজীপুর', 'জেলা: নরসিংদী', 'উপজেলা: কালিয়াকৈর']);
    // A place removed is not sent.
    fireEvent.click(screen.getByRole('button', { name: t().removePlace('নরসিংদী') }));
    type(t().phone, '01712345678');
    submit();
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(posts(calls)).toEqual([
      expect.objectContaining({
        path: '/api/units',
        body: {
          name: { bn: 'গাজীপুর ইউনিট', en: 'Gazipur Unit' },
          parentId: ZONE,
          districtIds: [47],
          upazilaIds: [301],
          phone: '01712345678',
        },
      }),
    ]);
    expect(await screen.findByText(t().created('গাজীপুর ইউনিট'))).toBeTruthy();
  });

  it("shows the server's overlap refusal under the places, naming the overlap, and stays open", async () => {
    const refusal =
      'The unit "Dhaka Zone" already covers Gazipur (district): two units of the same level may not cover the same place';
    const { calls, onDone } = open(() => ({
      status: 409,
      body: {
        statusCode: 409,
        error: 'Conflict',
        code: 'UNIT_PLACE_OVERLAP',
        field: 'districtIds',
        message: refusal,
      },
    }));
    type(t().nameBn, 'নতুন জোন');
    type(t().nameEn, 'New Zone');
    await choose(t().division, '6,ঢাকা');
    await choose(t().district, '47,গাজীপুর');
    fireEvent.click(screen.getByRole('button', { name: t().addPlace }));
    submit();
    const shown = await screen.findByTestId('unit-places-error');
    expect(shown.getAttribute('role')).toBe('alert');
    expect(shown.textContent).toContain(
      'এই এলাকা আরেকটি ইউনিটের এলাকার সঙ্গে মিলে যায়। এলাকা বদলে আবার চেষ্টা করুন।',
    );
    expect(shown.textContent).toContain(refusal);
    expect(posts(calls)[0]!.body).toMatchObject({ parentId: null, districtIds: [47] });
    expect(onDone).not.toHaveBeenCalled();
    // Changing the places clears the refusal.
    fireEvent.click(screen.getByRole('button', { name: t().removePlace('গাজীপুর') }));
    expect(screen.queryByTestId('unit-places-error')).toBeNull();
  });

  it("offers a unit's admin only the units of their own part, and no top level", async () => {
    const { calls } = open(undefined, {
      superAdmin: false,
      mine: [{ unitId: ZONE, role: 'admin' }],
    });
    const parent = screen.getByLabelText(t().parent) as HTMLSelectElement;
    expect([...parent.options].map((o) => o.textContent)).toEqual([
      t().parentChoose,
      'ঢাকা জোন',
      '— হল ইউনিট',
    ]);
    type(t().nameBn, 'কলেজ ইউনিট');
    type(t().nameEn, 'College Unit');
    submit();
    expect(await screen.findByText(t().parentRequired)).toBeTruthy();
    expect(posts(calls)).toHaveLength(0);
  });
});
