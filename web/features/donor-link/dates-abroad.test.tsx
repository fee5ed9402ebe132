import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { todayInBangladesh } from '../../../common/dates.ts';
import { donorLinkText as t } from '../../i18n/donor-link.ts';
import { PauseForm } from './PauseForm.tsx';
import { ReportDonationForm } from './ReportDonationForm.tsx';

// 01:30 on 27 November in Dhaka is still 20:30 on the 26th in New York.
const AT = new Date('2026-11-26T19:30:00Z');
const phoneZone = process.env.TZ;

function renderForm(form: React.ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(<QueryClientProvider client={client}>{form}</QueryClientProvider>);
}

describe('a donor abroad', () => {
  beforeEach(() => {
    // Node reads TZ again when it is assigned: the phone is now in New York.
    process.env.TZ = 'America/New_York';
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(AT);
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    if (phoneZone === undefined) delete process.env.TZ;
    else process.env.TZ = phoneZone;
  });

  it("sees Bangladesh's day in the forms, as the server does", async () => {
    // The phone's own calendar says the 26th (else this test proves nothing).
    expect(new Date().getDate()).toBe(26);
    expect(todayInBangladesh()).toBe('2026-11-27');

    renderForm(<ReportDonationForm token="t" />);
    const donated = (await screen.findByLabelText(t.report.date)) as HTMLInputElement;
    expect(donated.max).toBe('2026-11-27');
    cleanup();

    renderForm(<PauseForm token="t" pausedUntil={null} />);
    const until = (await screen.findByLabelText(t.pause.until)) as HTMLInputElement;
    expect(until.min).toBe('2026-11-27');
  });
});
