import { cleanup, fireEvent, screen, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppToaster } from '../../components/toast.tsx';
import { settingsText as t } from '../../i18n/settings.ts';
import { fakeServer, renderWithQueries, type FakeAnswer } from '../../test/queries.tsx';
import { CommunityNameForm } from './CommunityNameForm.tsx';
import type { SettingsAnswer } from './settings-api.ts';

// The real form, hooks and api module against a fake server: only fetch is replaced.

const ELIGIBILITY = {
  wholeBloodMaleDays: 90,
  wholeBloodFemaleDays: 120,
  wholeBloodOtherDays: 120,
  plateletsDays: 14,
};
const PRODUCT = { bn: 'রক্তসেতু', en: 'Roktosetu' };
const settings: SettingsAnswer = {
  eligibility: ELIGIBILITY,
  defaults: ELIGIBILITY,
  community: PRODUCT,
  communityDefaults: PRODUCT,
};

function open(answer: (body: unknown) => FakeAnswer, canEdit = true) {
  const server = fakeServer((call) => answer(call.body));
  renderWithQueries(
    <>
      <AppToaster />
      <CommunityNameForm settings={settings} canEdit={canEdit} />
    </>,
  );
  return server;
}
const puts = (calls: { method: string }[]) => calls.filter((call) => call.method === 'PUT');
const type = (label: string, value: string) =>
  fireEvent.input(screen.getByLabelText(label), { target: { value } });
const save = () => fireEvent.click(screen.getByRole('button', { name: t.community.save }));
const saved = (community: unknown) => ({ body: { ...settings, community } });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe("the community's name form", () => {
  it('shows the names invitations use now, and sends both names, trimmed, with the intervals as they are', async () => {
    const { calls } = open((body) => saved((body as { community: unknown }).community));
    expect((screen.getByLabelText(t.community.bn) as HTMLInputElement).value).toBe('রক্তসেতু');
    expect((screen.getByLabelText(t.community.en) as HTMLInputElement).value).toBe('Roktosetu');
    type(t.community.bn, '  শ্যামপুর রক্তদান সংঘ ');
    type(t.community.en, 'Shyampur Blood Circle');
    save();
    expect(await screen.findByText(t.community.saved)).toBeTruthy();
    expect(puts(calls)).toHaveLength(1);
    expect(puts(calls)[0]).toMatchObject({
      path: '/api/settings',
      body: {
        eligibility: ELIGIBILITY,
        community: { bn: 'শ্যামপুর রক্তদান সংঘ', en: 'Shyampur Blood Circle' },
      },
    });
  });

  it('refuses an empty, too long or tabbed name in Bengali, under its field, before sending anything', async () => {
    const { calls } = open((body) => saved((body as { community: unknown }).community));
    type(t.community.bn, '   ');
    type(t.community.en, 'x'.repeat(61));
    save();
    expect(await screen.findByText('সংগঠনের নাম লিখুন')).toBeTruthy();
    expect(screen.getByText('নামটি সর্বোচ্চ ৬০ অক্ষরের হতে পারে')).toBeTruthy();
    expect(screen.getByLabelText(t.community.bn).getAttribute('aria-invalid')).toBe('true');
    // A text input drops a pasted line break itself; a tab stays, and is refused.
    type(t.community.bn, 'শ্যামপুর\tরক্তদান');
    type(t.community.en, 'Shyampur');
    save();
    expect(
      await screen.findByText('নামটি এক লাইনে লিখুন, ট্যাব বা বিশেষ নিয়ন্ত্রণ-অক্ষর ছাড়া'),
    ).toBeTruthy();
    expect(puts(calls)).toHaveLength(0);
  });

  it("puts the server's refusal under the field it names", async () => {
    open(() => ({
      status: 400,
      body: {
        statusCode: 400,
        error: 'Bad Request',
        code: 'VALIDATION',
        field: 'community.en',
        message: 'community.en: Community name is required',
      },
    }));
    save();
    await waitFor(() =>
      expect(screen.getByLabelText(t.community.en).getAttribute('aria-invalid')).toBe('true'),
    );
    expect(screen.getByText('সংগঠনের নাম লিখুন')).toBeTruthy();
    expect(screen.getByLabelText(t.community.bn).getAttribute('aria-invalid')).toBe('false');
  });

  it('an admin reads the names but cannot change them', () => {
    open(() => ({ body: settings }), false);
    // Both fields sit in a disabled fieldset (a browser disables every input in it).
    for (const label of [t.community.bn, t.community.en])
      expect(screen.getByLabelText(label).closest('fieldset')?.disabled, label).toBe(true);
    expect(screen.queryByRole('button', { name: t.community.save })).toBeNull();
  });
});
