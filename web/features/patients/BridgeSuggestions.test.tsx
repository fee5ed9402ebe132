import { act, cleanup, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { switchLanguage } from '../../i18n/language.ts';
import { fakeServer, renderWithQueries } from '../../test/queries.tsx';
import { Bridge } from './PatientPage.tsx';
import type { Patient } from './patients-api.ts';

// The real bridge card, hooks and api module against a fake server suggesting two donors: one
// reliable, one missed on two of their last three calls (the server puts that one last).

const ID = '7d0f3a52-5a0e-4d43-9a55-0c4a3c1f1b11';
const patient = { id: ID, bridge: [] } as unknown as Patient;
const suggestion = (donorId: string, name: string, missedCalls: number) => ({
  donorId,
  name,
  bloodGroup: 'aNegative',
  upazila: null,
  bridges: 0,
  missedCalls,
});

afterEach(() => {
  cleanup();
  act(() => switchLanguage('bn'));
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe("a bridge's suggestions", () => {
  it.each([
    ['bn', 'শেষ ৩টি ফোনের ২টিতে পাওয়া যায়নি'],
    ['en', 'Not reached on 2 of the last 3 calls'],
  ] as const)(
    'say which donor calls often missed (%s), and nothing of the others',
    async (language, words) => {
      fakeServer(({ path }) =>
        path.endsWith('/suggestions')
          ? { body: { donors: [suggestion('d1', 'করিম', 1), suggestion('d2', 'রহিম', 2)] } }
          : { body: {} },
      );
      act(() => switchLanguage(language));
      renderWithQueries(<Bridge patient={patient} />);
      const items = await screen.findAllByTestId('bridge-suggestion');
      expect(items.map((li) => li.textContent!.slice(0, 4))).toEqual(['করিম', 'রহিম']);
      expect(items[0]!.querySelector('[data-testid="suggestion-missed"]')).toBeNull();
      expect(items[1]!.querySelector('[data-testid="suggestion-missed"]')!.textContent).toBe(words);
    },
  );
});
