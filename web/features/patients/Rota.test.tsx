import { act, cleanup, screen, within } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addDays, todayInBangladesh } from '../../../common/dates.ts';
import { switchLanguage } from '../../i18n/language.ts';
import { patientsText as t } from '../../i18n/patients.ts';
import { fakeServer, renderWithQueries } from '../../test/queries.tsx';
import { Rota } from './PatientPage.tsx';

// The real rota, hooks and api module against a fake server answering one planned session.

const ID = '7d0f3a52-5a0e-4d43-9a55-0c4a3c1f1b11';
const session = addDays(todayInBangladesh(), 3);
const donor = (donorId: string, name: string, state: string, reason: string | null = null) => ({
  donorId,
  name,
  state,
  askedAt: state === 'asked' ? '2026-12-06T08:00:00.000Z' : null,
  reason,
});

beforeEach(() => {
  fakeServer(() => ({
    body: {
      sessions: [
        {
          date: session,
          bags: 1,
          covered: true,
          askFrom: addDays(session, -4),
          matches: null,
          donors: [
            donor('d2', 'করিম', 'asked'),
            donor('d1', 'রহিম', 'unreachable', 'noConsent'),
            donor('d3', 'সালমা', 'noAnswer'),
          ],
        },
      ],
      uncovered: 0,
    },
  }));
});

afterEach(() => {
  cleanup();
  act(() => switchLanguage('bn'));
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe("a patient's rota", () => {
  it.each(['bn', 'en'] as const)(
    'shows a donor who could not be asked with the reason (%s), and no reason for the others',
    async (language) => {
      act(() => switchLanguage(language));
      renderWithQueries(<Rota patientId={ID} />);
      const rota = await screen.findByTestId('patient-rota');
      const items = within(rota)
        .getAllByRole('listitem')
        .filter((li) => li.closest('ul'));
      const unreachable = items.find((li) => li.textContent!.startsWith('রহিম'))!;
      expect(unreachable.textContent).toContain(t.states.unreachable);
      expect(within(unreachable).getByTestId('unreachable-reason').textContent).toContain(
        t.unreachable.noConsent,
      );
      expect(within(rota).getAllByTestId('unreachable-reason')).toHaveLength(1);
      // The words are the chosen language's.
      expect(unreachable.textContent).toContain(
        language === 'en' ? 'no consent to messages' : 'বার্তা পাওয়ায় সম্মতি নেই',
      );
    },
  );
});
