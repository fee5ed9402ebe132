import { cleanup, fireEvent, screen } from '@testing-library/preact';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PublicCertificate } from '../../../common/schemas/certificates.ts';
import { fakeServer, renderWithQueries, type FakeAnswer } from '../../test/queries.tsx';
import { forgetPageLanguage, loadInLanguage } from '../../test/page-language.ts';
import { CertificatePage } from './CertificatePage.tsx';

// The real page, query and api client against a fake server: only fetch is replaced.

const CODE = 'Ab3dEf6hJk9mNp2q';

const certificate = (over: Partial<PublicCertificate> = {}): PublicCertificate => ({
  code: CODE,
  name: 'রহিমা খাতুন',
  milestone: 3,
  community: { bn: 'রক্তসেতু সদর', en: 'Roktosetu Sadar' },
  issuedAt: '2026-05-10T08:00:00.000Z',
  revoked: false,
  ...over,
});

function open(answer: FakeAnswer) {
  const server = fakeServer(() => answer);
  const router = createMemoryRouter([{ path: '/c/:code', element: <CertificatePage /> }], {
    initialEntries: [`/c/${CODE}`],
  });
  renderWithQueries(<RouterProvider router={router} />);
  return server;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  forgetPageLanguage();
});

describe('the certificate page', () => {
  it('shows the community, the name, the milestone and the date in Bengali, read by its code', async () => {
    const { calls } = open({ body: certificate() });
    expect((await screen.findByTestId('certificate-name')).textContent).toBe('রহিমা খাতুন');
    const shown = screen.getByTestId('certificate').textContent ?? '';
    expect(shown).toContain('রক্তসেতু সদর');
    expect(shown).toContain('রক্তদানের সনদপত্র');
    expect(screen.getByTestId('certificate-milestone').textContent).toBe('৩ বার রক্তদানের জন্য');
    expect(shown).toContain('২০২৬');
    expect(screen.queryByTestId('certificate-revoked')).toBeNull();
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      `GET /api/certificates/${CODE}`,
    ]);
  });

  it('speaks English to an English reader, with the community in English', async () => {
    await loadInLanguage('en', async () => undefined);
    open({ body: certificate({ milestone: 10 }) });
    expect(await screen.findByText('Certificate of blood donation')).toBeTruthy();
    expect(screen.getByText('Roktosetu Sadar')).toBeTruthy();
    expect(screen.getByTestId('certificate-milestone').textContent).toBe('for 10 donations');
    expect(screen.getByTestId('certificate').textContent).toContain('2026');
  });

  it('carries a QR code of its own page and a link to its PDF', async () => {
    open({ body: certificate() });
    const qr = await screen.findByTestId('qr-code');
    // The QR code's label says what it opens; lean-qr drew it from the page's address.
    expect(qr.getAttribute('aria-label')).toContain('QR');
    expect(qr.querySelector('path')?.getAttribute('d')).toBeTruthy();
    expect(screen.getByTestId('certificate-pdf').getAttribute('href')).toBe(
      `/api/certificates/${CODE}/pdf`,
    );
    expect(screen.getByTestId('certificate-pdf').textContent).toBe('PDF ডাউনলোড করুন');
  });

  it('prints the page with its button', async () => {
    const print = vi.fn();
    vi.stubGlobal('print', print);
    open({ body: certificate() });
    fireEvent.click(await screen.findByRole('button', { name: 'প্রিন্ট করুন' }));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('says plainly that a revoked certificate was revoked', async () => {
    open({ body: certificate({ revoked: true }) });
    expect((await screen.findByTestId('certificate-revoked')).textContent).toContain(
      'বাতিল করা হয়েছে',
    );
    expect(screen.getByTestId('certificate').className).toContain('is-revoked');
  });

  it('says politely that an unknown code has no certificate', async () => {
    open({ status: 404, body: { statusCode: 404, code: 'NOT_FOUND', message: 'Not Found' } });
    expect((await screen.findByTestId('certificate-not-found')).textContent).toContain(
      'কোনো সনদ নেই',
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('সনদটি পাওয়া যায়নি');
    expect(screen.queryByTestId('certificate')).toBeNull();
  });
});
