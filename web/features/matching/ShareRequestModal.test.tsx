import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AppToaster } from '../../components/toast.tsx';
import { matchingText as t } from '../../i18n/matching.ts';
import { ShareRequestModal, type ShareableRequest } from './ShareRequestModal.tsx';

const request: ShareableRequest = {
  _id: 'r1',
  requested_bloodGroup: 'oNegative',
  blood_quantity: '3',
  donation_place: 'মিটফোর্ড হাসপাতাল',
  date: '2026-11-24T09:30:00.000Z',
  number1: '01711111111',
  number2: '01822222222',
  publicContact: '01933333333',
};

beforeAll(() => {
  // happy-dom's <dialog> may lack showModal; the modal only needs it to exist.
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function open() {
  render(
    <>
      <AppToaster />
      <ShareRequestModal request={request} onClose={() => {}} />
    </>,
  );
  return {
    text: () => (screen.getByTestId('share-text') as HTMLTextAreaElement).value,
    whatsApp: () => screen.getByRole('link', { name: t.share.whatsApp }).getAttribute('href'),
  };
}

describe('sharing a blood request', () => {
  it('starts with the unit’s public number, never the family’s, and links the same text to WhatsApp', () => {
    const share = open();
    expect(share.text()).toContain('জরুরি O- রক্ত প্রয়োজন');
    expect(share.text()).toContain('পরিমাণ: ৩ ব্যাগ');
    expect(share.text()).toContain('যোগাযোগ: 01933333333');
    expect(share.text()).not.toContain('01711111111');
    expect(share.text()).toContain('টাকা');
    expect(screen.queryByTestId('share-family-warning')).toBeNull();
    expect(share.whatsApp()).toBe(`https://wa.me/?text=${encodeURIComponent(share.text())}`);
  });

  it('uses the number the admin picks, and a typed one only once it is a real 11-digit number', () => {
    const share = open();
    fireEvent.click(screen.getByLabelText(t.share.familyNumber('01822222222')));
    expect(share.text()).toContain('যোগাযোগ: 01822222222');
    // The family's number is picked deliberately, with a warning.
    expect(screen.getByTestId('share-family-warning').textContent).toBe(t.share.familyWarning);

    fireEvent.click(screen.getByLabelText(t.share.otherNumber));
    const typed = screen.getByLabelText(t.share.typeNumber);
    fireEvent.input(typed, { target: { value: '০১৯' } });
    expect(screen.getByText(t.share.numberInvalid)).toBeTruthy();
    expect(share.text()).toBe('');
    expect(screen.queryByRole('link', { name: t.share.whatsApp })).toBeNull();
    expect((screen.getByRole('button', { name: t.share.copy }) as HTMLButtonElement).disabled).toBe(
      true,
    );

    // Bengali digits are read as digits.
    fireEvent.input(typed, { target: { value: '০১৯৩৩৩৩৩৩৩৩' } });
    expect(share.text()).toContain('যোগাযোগ: 01933333333');
  });

  it('copies the text to the clipboard and says so', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    const share = open();
    fireEvent.click(screen.getByRole('button', { name: t.share.copy }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(share.text()));
    expect(await screen.findByText(t.share.copied)).toBeTruthy();
  });

  it('says how to copy by hand when the clipboard refuses', async () => {
    vi.stubGlobal('navigator', {
      ...navigator,
      clipboard: { writeText: () => Promise.reject(new Error('denied')) },
    });
    open();
    fireEvent.click(screen.getByRole('button', { name: t.share.copy }));
    expect(await screen.findByText(t.share.copyFailed)).toBeTruthy();
  });
});
