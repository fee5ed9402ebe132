import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Role } from '../../../common/constants.ts';
import { AppToaster } from '../../components/toast.tsx';
import { switchLanguage } from '../../i18n/language.ts';
import { unitsText } from '../../i18n/units.ts';
import { AuthContext, type Auth } from '../../shared/auth-context.ts';
import {
  fakeServer,
  renderWithQueries,
  type FakeAnswer,
  type FakeCall,
} from '../../test/queries.tsx';
import { UnitMembersPage } from './UnitMembersPage.tsx';
import { UnitsPage } from './UnitsPage.tsx';
import { unitRow } from '../../test/unit-row.ts';
import type { UnitMembership, UnitMember } from './units-api.ts';

// The real screens, hooks and api module against a fake server: only fetch is replaced.

const unit = unitRow;
// As the server lists them: parents before their children, but not each under its own parent.
const UNITS = [
  unit('z1', null, 1, 'Dhaka Zone', 'ঢাকা জোন', { donorCount: 120, memberCount: 3 }),
  unit('z2', null, 1, 'Chattogram Zone', 'চট্টগ্রাম জোন', { donorCount: 40, memberCount: 1 }),
  unit('u1', 'z1', 2, 'Dhaka College Unit', 'ঢাকা কলেজ ইউনিট', { donorCount: 1, memberCount: 2 }),
  unit('u2', 'z2', 2, 'Old Hall Unit', 'পুরনো হল ইউনিট', { archived: true }),
  unit('h1', 'u1', 3, 'Science Hall', 'বিজ্ঞান হল'),
];
const MEMBERS: UnitMember[] = [
  { userId: 'a1', name: 'রহিম', email: 'rahim@example.com', role: 'admin' },
  { userId: 'v1', name: 'করিম', email: 'karim@example.com', role: 'volunteer' },
];

const auth = (role: Role): Auth => ({
  status: 'signedIn',
  user: { email: 'me@example.com', name: 'Me', image: null },
  role,
  adminLoading: false,
  isAdmin: true,
  refresh: async () => {},
  signOut: async () => {},
});

function open(
  path: string,
  { role = 'superAdmin' as Role, mine = [] as UnitMembership[], units = UNITS } = {},
  onWrite: (call: FakeCall) => FakeAnswer = () => ({ body: {} }),
) {
  const server = fakeServer((call) => {
    if (call.method !== 'GET') return onWrite(call);
    if (call.path === '/api/units') return { body: { units, mine } };
    if (call.path.endsWith('/members')) return { body: { members: MEMBERS } };
    return { body: {} };
  });
  renderWithQueries(
    <AuthContext.Provider value={auth(role)}>
      <AppToaster />
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/dashboard/units" element={<UnitsPage />} />
          <Route path="/dashboard/units/:unitId" element={<UnitMembersPage />} />
        </Routes>
      </MemoryRouter>
    </AuthContext.Provider>,
  );
  return server;
}

const cards = () => screen.getAllByTestId('unit-card');
const cardOf = (name: string) =>
  cards().find((card) => card.querySelector('h2')!.firstChild!.textContent === name)!;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  act(() => switchLanguage('bn'));
});

describe('the units tree', () => {
  it('draws each unit under its parent, further in, with its counts; an archived one is marked', async () => {
    open('/dashboard/units');
    await screen.findByTestId('unit-tree');
    expect(cards().map((card) => card.querySelector('h2')!.firstChild!.textContent)).toEqual([
      'ঢাকা জোন',
      'ঢাকা কলেজ ইউনিট',
      'বিজ্ঞান হল',
      'চট্টগ্রাম জোন',
      'পুরনো হল ইউনিট',
    ]);
    expect(cards().map((card) => card.style.getPropertyValue('--unit-level'))).toEqual([
      '0',
      '1',
      '2',
      '0',
      '1',
    ]);
    const zone = cardOf('ঢাকা জোন');
    expect(zone.textContent).toContain('১২০ জন রক্তদাতা');
    expect(zone.textContent).toContain('৩ জন সদস্য');
    expect(within(zone).getByText(unitsText.zone)).toBeTruthy();
    const archived = cardOf('পুরনো হল ইউনিট');
    expect(archived.className).toContain('archived');
    expect(within(archived).getByText('আর্কাইভ করা')).toBeTruthy();
    expect(within(cardOf('ঢাকা জোন')).queryByText('আর্কাইভ করা')).toBeNull();
    expect(screen.getByRole('button', { name: unitsText.newUnit })).toBeTruthy();
  });

  it('names the units in English on an English page', async () => {
    act(() => switchLanguage('en'));
    open('/dashboard/units');
    await screen.findByTestId('unit-tree');
    expect(cardOf('Dhaka College Unit').textContent).toContain('1 donor');
    expect(cardOf('Dhaka College Unit').textContent).toContain('2 members');
    expect(within(cardOf('Old Hall Unit')).getByText('Archived')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Units and zones');
  });

  it("shows a unit's admin their role, and no New unit button to a volunteer", async () => {
    open('/dashboard/units', {
      role: 'admin',
      units: [UNITS[2]!, UNITS[4]!],
      mine: [{ unitId: 'u1', role: 'volunteer' }],
    });
    await screen.findByTestId('unit-tree');
    // The part of the tree they see starts at their own unit.
    expect(cardOf('ঢাকা কলেজ ইউনিট').style.getPropertyValue('--unit-level')).toBe('0');
    expect(cardOf('ঢাকা কলেজ ইউনিট').textContent).toContain('আপনি এখানে স্বেচ্ছাসেবক');
    expect(screen.queryByRole('button', { name: unitsText.newUnit })).toBeNull();
  });

  it('opens the New unit form in a dialog for a super admin', async () => {
    open('/dashboard/units');
    fireEvent.click(await screen.findByRole('button', { name: unitsText.newUnit }));
    expect(await screen.findByTestId('new-unit-form')).toBeTruthy();
    const parent = screen.getByLabelText(unitsText.form.parent) as HTMLSelectElement;
    // Archived units and units three deep take no new unit under them.
    expect([...parent.options].map((o) => o.textContent)).toEqual([
      unitsText.form.parentNone,
      'ঢাকা জোন',
      '— ঢাকা কলেজ ইউনিট',
      'চট্টগ্রাম জোন',
    ]);
  });
});

describe("a unit's members", () => {
  it('lists them with their roles, adds one by email and removes one after confirming', async () => {
    const { calls } = open('/dashboard/units/u1', {}, (call) =>
      call.method === 'PUT'
        ? { body: { userId: 'n1', role: 'admin', promoted: true } }
        : { status: 204, body: null },
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'ঢাকা কলেজ ইউনিট: সদস্যরা' }),
    ).toBeTruthy();
    const list = await screen.findByTestId('unit-members');
    await within(list).findAllByText('rahim@example.com');
    expect(within(list).getAllByText('অ্যাডমিন').length).toBeGreaterThan(0);
    expect(within(list).getAllByText('স্বেচ্ছাসেবক').length).toBeGreaterThan(0);

    const form = screen.getByTestId('add-member-form');
    fireEvent.click(within(form).getByRole('button', { name: unitsText.memberList.add.submit }));
    expect(await within(form).findByText('ইমেইল লিখুন')).toBeTruthy();
    fireEvent.input(within(form).getByLabelText(unitsText.memberList.add.email), {
      target: { value: ' new@example.com ' },
    });
    // A choice in a select: the value, then the change event (fireEvent.change sends an input
    // event on preact/compat, which a select does not hear).
    const role = within(form).getByLabelText(unitsText.memberList.add.role) as HTMLSelectElement;
    role.value = 'admin';
    act(() => void role.dispatchEvent(new Event('change', { bubbles: true })));
    fireEvent.click(within(form).getByRole('button', { name: unitsText.memberList.add.submit }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')).toMatchObject({
      path: '/api/units/u1/members',
      body: { email: 'new@example.com', role: 'admin' },
    });
    expect(await screen.findByText('new@example.com যোগ হয়েছেন')).toBeTruthy();

    fireEvent.click(within(list).getAllByRole('button', { name: 'karim@example.com-কে সরান' })[0]!);
    const dialog = await screen.findByRole('dialog', { name: unitsText.memberList.removeTitle });
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: unitsText.memberList.remove }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'DELETE')).toMatchObject({
        path: '/api/units/u1/members/v1',
      }),
    );
    expect(await screen.findByText(unitsText.memberList.removed)).toBeTruthy();
  });

  it('says so under the email when no account has it', async () => {
    open('/dashboard/units/u1', {}, () => ({
      status: 404,
      body: {
        statusCode: 404,
        code: 'NOT_FOUND',
        field: 'email',
        message: 'No account with the email nobody@example.com',
      },
    }));
    const form = await screen.findByTestId('add-member-form');
    fireEvent.input(within(form).getByLabelText(unitsText.memberList.add.email), {
      target: { value: 'nobody@example.com' },
    });
    fireEvent.click(within(form).getByRole('button', { name: unitsText.memberList.add.submit }));
    expect(await within(form).findByText(unitsText.memberList.add.noAccount)).toBeTruthy();
  });

  it('offers no adding or removing to a volunteer', async () => {
    open('/dashboard/units/u1', { role: 'admin', mine: [{ unitId: 'u1', role: 'volunteer' }] });
    const list = await screen.findByTestId('unit-members');
    await within(list).findAllByText('rahim@example.com');
    expect(screen.queryByTestId('add-member-form')).toBeNull();
    expect(within(list).queryByRole('button', { name: /সরান/ })).toBeNull();
  });
});
