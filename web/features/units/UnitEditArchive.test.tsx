import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { MemoryRouter } from 'react-router';
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
import { unitRow } from '../../test/unit-row.ts';
import { UnitsPage } from './UnitsPage.tsx';
import type { Unit, UnitMembership } from './units-api.ts';

// The Units screen's Edit and Archive, and its words for a single community: the real screen,
// forms, hooks and api module against a fake server (only fetch is replaced).

const unit = unitRow;
const UNITS: Unit[] = [
  unit('z1', null, 1, 'Dhaka Zone', 'ঢাকা জোন'),
  unit('u1', 'z1', 2, 'Gazipur Unit', 'গাজীপুর ইউনিট', {
    phone: '01712345678',
    districtIds: [47],
    upazilaIds: [301],
  }),
  unit('h1', 'u1', 3, 'Science Hall', 'বিজ্ঞান হল'),
];
const PLACES: Record<string, unknown> = {
  '/api/divisions': { divisions: [{ division_id: '6', name: 'Dhaka', bn_name: 'ঢাকা' }] },
  '/api/districts': {
    districts: [
      { district_id: '47', division_id: '6', name: 'Gazipur', bn_name: 'গাজীপুর' },
      { district_id: '48', division_id: '6', name: 'Narsingdi', bn_name: 'নরসিংদী' },
    ],
  },
  '/api/upazilasForForm': {
    upazilas: [
      {
        _id: '301',
        upazila_id: '301',
        district_id: '47',
        name: 'Kaliakair',
        bn_name: 'কালিয়াকৈর',
      },
    ],
  },
};

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
  {
    role = 'superAdmin' as Role,
    mine = [] as UnitMembership[],
    units = UNITS as Unit[],
    directory = undefined as Unit[] | undefined,
  } = {},
  onWrite: (call: FakeCall) => FakeAnswer = () => ({ body: { modifiedCount: 1 } }),
) {
  const server = fakeServer((call) => {
    if (call.method !== 'GET') return onWrite(call);
    if (call.path === '/api/units') return { body: { units, mine } };
    if (call.path === '/api/unit-directory')
      return {
        body: {
          units: (directory ?? units.filter((u) => !u.archived)).map((u) => ({
            id: u.id,
            name: u.name,
          })),
        },
      };
    return { body: PLACES[call.path] ?? {} };
  });
  renderWithQueries(
    <AuthContext.Provider value={auth(role)}>
      <AppToaster />
      <MemoryRouter initialEntries={['/dashboard/units']}>
        <UnitsPage />
      </MemoryRouter>
    </AuthContext.Provider>,
  );
  return server;
}

const writes = (calls: FakeCall[]) => calls.filter((call) => call.method !== 'GET');
const cardOf = async (name: string) =>
  (await screen.findAllByTestId('unit-card')).find(
    (card) => card.querySelector('h2')!.firstChild!.textContent === name,
  )!;
const refusalOf = (status: number, code: string, message: string) => () => ({
  status,
  body: { statusCode: status, code, message },
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  act(() => switchLanguage('bn'));
});

describe("a unit's Edit", () => {
  it('opens with its names, number and named places, and sends every level with the change', async () => {
    const { calls } = open();
    fireEvent.click(
      within(await cardOf('গাজীপুর ইউনিট')).getByRole('button', {
        name: unitsText.editOf('গাজীপুর ইউনিট'),
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: unitsText.form.editTitle });
    const form = await within(dialog).findByTestId('edit-unit-form');
    const value = (label: string) => (within(form).getByLabelText(label) as HTMLInputElement).value;
    expect(value(unitsText.form.nameBn)).toBe('গাজীপুর ইউনিট');
    expect(value(unitsText.form.nameEn)).toBe('Gazipur Unit');
    expect(value(unitsText.form.phone)).toBe('01712345678');
    // The parent is not changed here.
    expect(within(form).queryByLabelText(unitsText.form.parent)).toBeNull();
    const chips = within(form).getByRole('list', { name: unitsText.form.places });
    expect(
      within(chips)
        .getAllByRole('listitem')
        .map((li) => li.firstElementChild!.textContent),
    ).toEqual(['জেলা: গাজীপুর', 'উপজেলা: কালিয়াকৈর']);

    fireEvent.input(within(form).getByLabelText(unitsText.form.nameEn), {
      target: { value: ' Gazipur City Unit ' },
    });
    fireEvent.input(within(form).getByLabelText(unitsText.form.phone), { target: { value: '' } });
    fireEvent.click(
      within(form).getByRole('button', { name: unitsText.form.removePlace('গাজীপুর') }),
    );
    fireEvent.click(within(form).getByRole('button', { name: unitsText.form.save }));
    await waitFor(() => expect(writes(calls)).toHaveLength(1));
    expect(writes(calls)[0]).toMatchObject({
      method: 'PATCH',
      path: '/api/units/u1',
      body: {
        name: { bn: 'গাজীপুর ইউনিট', en: 'Gazipur City Unit' },
        phone: null,
        divisionIds: [],
        districtIds: [],
        upazilaIds: [301],
      },
    });
    expect(await screen.findByText(unitsText.form.saved('গাজীপুর ইউনিট'))).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("refuses an empty name under its field, and shows the server's overlap under the places", async () => {
    const refusal = 'The unit "Narsingdi Unit" already covers Gazipur (district)';
    const { calls } = open({}, refusalOf(409, 'UNIT_PLACE_OVERLAP', refusal));
    fireEvent.click(
      within(await cardOf('গাজীপুর ইউনিট')).getByRole('button', {
        name: unitsText.editOf('গাজীপুর ইউনিট'),
      }),
    );
    const form = await screen.findByTestId('edit-unit-form');
    fireEvent.input(within(form).getByLabelText(unitsText.form.nameBn), { target: { value: ' ' } });
    fireEvent.click(within(form).getByRole('button', { name: unitsText.form.save }));
    expect(await within(form).findByText('ইউনিটের নাম লিখুন')).toBeTruthy();
    expect(writes(calls)).toHaveLength(0);

    fireEvent.input(within(form).getByLabelText(unitsText.form.nameBn), {
      target: { value: 'গাজীপুর ইউনিট' },
    });
    fireEvent.click(within(form).getByRole('button', { name: unitsText.form.save }));
    const shown = await within(form).findByTestId('unit-places-error');
    expect(shown.textContent).toContain(unitsText.form.overlap);
    expect(shown.textContent).toContain(refusal);
    expect(screen.getByRole('dialog', { name: unitsText.form.editTitle })).toBeTruthy();
  });
});

describe("a unit's Archive", () => {
  it('is offered to an admin for the units below theirs only, Edit for theirs too; a volunteer neither', async () => {
    open({ role: 'admin', mine: [{ unitId: 'z1', role: 'admin' }] });
    const zone = await cardOf('ঢাকা জোন');
    expect(within(zone).getByRole('button', { name: unitsText.editOf('ঢাকা জোন') })).toBeTruthy();
    expect(
      within(zone).queryByRole('button', { name: unitsText.archive.openOf('ঢাকা জোন') }),
    ).toBeNull();
    for (const name of ['গাজীপুর ইউনিট', 'বিজ্ঞান হল']) {
      const card = await cardOf(name);
      expect(within(card).getByRole('button', { name: unitsText.editOf(name) })).toBeTruthy();
      expect(
        within(card).getByRole('button', { name: unitsText.archive.openOf(name) }),
      ).toBeTruthy();
    }
    cleanup();
    vi.unstubAllGlobals();
    open({ role: 'admin', mine: [{ unitId: 'z1', role: 'volunteer' }] });
    const card = await cardOf('গাজীপুর ইউনিট');
    expect(within(card).queryAllByRole('button')).toHaveLength(0);
  });

  it('archives after a confirmation, and says so', async () => {
    const { calls } = open();
    fireEvent.click(
      within(await cardOf('বিজ্ঞান হল')).getByRole('button', {
        name: unitsText.archive.openOf('বিজ্ঞান হল'),
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: unitsText.archive.title });
    expect(dialog.textContent).toContain('বিজ্ঞান হল');
    expect(writes(calls)).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: unitsText.archive.confirm }));
    await waitFor(() =>
      expect(writes(calls)).toEqual([
        expect.objectContaining({ method: 'DELETE', path: '/api/units/h1' }),
      ]),
    );
    expect(await screen.findByText(unitsText.archive.done('বিজ্ঞান হল'))).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("shows the server's refusals in the dialog, in Bengali and in English", async () => {
    open(
      {},
      refusalOf(409, 'UNIT_HAS_CHILDREN', 'The unit "Gazipur Unit" has 1 live unit(s) below it'),
    );
    const archiveOf = async (name: string) => {
      fireEvent.click(
        within(await cardOf(name)).getByRole('button', { name: unitsText.archive.openOf(name) }),
      );
      const dialog = await screen.findByRole('dialog', { name: unitsText.archive.title });
      fireEvent.click(within(dialog).getByRole('button', { name: unitsText.archive.confirm }));
      return dialog;
    };
    const dialog = await archiveOf('গাজীপুর ইউনিট');
    const refusal = await within(dialog).findByRole('alert');
    expect(refusal.textContent).toBe(
      'এই ইউনিটের নিচে চালু ইউনিট আছে। আগে সেগুলো আর্কাইভ করুন, তারপর এটি।',
    );
    expect(
      (within(dialog).getByRole('button', { name: unitsText.archive.confirm }) as HTMLButtonElement)
        .disabled,
    ).toBe(true);
    act(() => switchLanguage('en'));
    expect(within(dialog).getByRole('alert').textContent).toBe(
      'This unit has live units below it. Archive those first, then this one.',
    );
  });

  it('names the other refusals: the only live unit, not allowed, not found', async () => {
    for (const [status, code, words] of [
      [409, 'UNIT_ONLY_LIVE', unitsText.archive.onlyUnit],
      [403, 'FORBIDDEN', unitsText.archive.notAllowed],
      [404, 'NOT_FOUND', unitsText.archive.notFound],
    ] as const) {
      open({}, refusalOf(status, code, 'refused'));
      fireEvent.click(
        within(await cardOf('ঢাকা জোন')).getByRole('button', {
          name: unitsText.archive.openOf('ঢাকা জোন'),
        }),
      );
      const dialog = await screen.findByRole('dialog', { name: unitsText.archive.title });
      fireEvent.click(within(dialog).getByRole('button', { name: unitsText.archive.confirm }));
      expect((await within(dialog).findByRole('alert')).textContent).toBe(words);
      cleanup();
      vi.unstubAllGlobals();
    }
  });
});

describe('a single community', () => {
  const alone = [
    unit('c1', null, 1, 'Our Community', 'আমাদের কমিউনিটি'),
    unit('old', null, 1, 'Old Zone', 'পুরনো জোন', { archived: true }),
  ];

  it('is called "your community", not a zone, and offers no Archive of its only unit', async () => {
    open({ units: alone });
    expect(
      await screen.findByRole('heading', { level: 1, name: unitsText.community.heading }),
    ).toBeTruthy();
    const card = await cardOf('আমাদের কমিউনিটি');
    expect(within(card).getByText('কমিউনিটি')).toBeTruthy();
    expect(within(card).queryByText(unitsText.zone)).toBeNull();
    expect(
      within(card).queryByRole('button', { name: unitsText.archive.openOf('আমাদের কমিউনিটি') }),
    ).toBeNull();
    expect(
      within(card).getByRole('button', { name: unitsText.editOf('আমাদের কমিউনিটি') }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: unitsText.newUnit })).toBeTruthy();
    expect(screen.getByText(unitsText.community.intro)).toBeTruthy();
  });

  it("for an admin whose tree is one unit, asks the directory: one live unit in all, or a federation's part", async () => {
    const own = [unit('c1', null, 1, 'Our Community', 'আমাদের কমিউনিটি')];
    open({ role: 'admin', mine: [{ unitId: 'c1', role: 'admin' }], units: own });
    expect(
      await screen.findByRole('heading', { level: 1, name: unitsText.community.heading }),
    ).toBeTruthy();
    cleanup();
    vi.unstubAllGlobals();
    open({
      role: 'admin',
      mine: [{ unitId: 'c1', role: 'admin' }],
      units: own,
      directory: [...own, unit('z9', null, 1, 'Other Zone', 'অন্য জোন')],
    });
    const card = await cardOf('আমাদের কমিউনিটি');
    await waitFor(() => expect(within(card).getByText(unitsText.zone)).toBeTruthy());
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(unitsText.heading);
  });
});
