import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EMAIL_MESSAGES } from '../../../common/email.ts';
import { validationMessage } from '../../i18n/errors.ts';
import { t } from '../../i18n/bn.ts';
import { Newsletter } from './Newsletter.tsx';

// The checked form's code arrives only when the test lets it, as over a slow connection.
const arrival = vi.hoisted(() => {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
});
vi.mock('./NewsletterForm.tsx', async (original) => {
  await arrival.opened;
  return original();
});

afterEach(cleanup);

const emailBox = () => screen.getByPlaceholderText(t.footer.emailPlaceholder) as HTMLInputElement;
const subscribe = () => screen.getByRole('button', { name: t.footer.subscribe });

describe('the footer newsletter', () => {
  it('hands what was typed, the focus and an early Subscribe to the checked form when it arrives', async () => {
    render(<Newsletter />);
    const drawn = emailBox();
    drawn.focus();
    fireEvent.focus(drawn);
    fireEvent.input(drawn, { target: { value: 'reader@example' } });
    fireEvent.click(subscribe());

    arrival.open();
    await waitFor(() => expect(emailBox()).not.toBe(drawn));
    const checked = emailBox();
    expect(checked.value).toBe('reader@example');
    expect(document.activeElement).toBe(checked);
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      validationMessage(EMAIL_MESSAGES.invalid),
    );
    expect(checked.getAttribute('aria-invalid')).toBe('true');
  });

  it('checks the address once loaded: required, then thanks for a valid one, gone when it is edited', async () => {
    render(<Newsletter />);
    const drawn = emailBox();
    // A keyboard user tabbed to Subscribe: the focus stays on Subscribe across the swap.
    const drawnButton = subscribe();
    drawnButton.focus();
    fireEvent.focus(drawnButton);
    await waitFor(() => expect(emailBox()).not.toBe(drawn));
    expect(document.activeElement).toBe(subscribe());
    expect(subscribe()).not.toBe(drawnButton);

    fireEvent.click(subscribe());
    expect((await screen.findByRole('alert')).textContent).toBe(
      validationMessage(EMAIL_MESSAGES.required),
    );
    fireEvent.input(emailBox(), { target: { value: 'reader@example.com' } });
    fireEvent.click(subscribe());
    expect((await screen.findByRole('status')).textContent).toBe(t.footer.newsletterThanks);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(emailBox().value).toBe('');
    fireEvent.input(emailBox(), { target: { value: 'r' } });
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
  });
});
