import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { listsText as t } from '../i18n/lists.ts';
import { ConfirmDialog } from './ConfirmDialog.tsx';

afterEach(cleanup);

function open(props: Partial<Parameters<typeof ConfirmDialog>[0]> = {}) {
  const onConfirm = vi.fn();
  const onCancel = vi.fn();
  render(
    <ConfirmDialog
      open
      title="মুছবেন?"
      detail="আমিনা"
      onConfirm={onConfirm}
      onCancel={onCancel}
      {...props}
    />,
  );
  return { onConfirm, onCancel };
}

// The tests run in Bengali, the default language: every word of the dialog comes from the catalog.
describe('ConfirmDialog', () => {
  it('says a delete cannot be undone, with Cancel and Delete in the page language', () => {
    const { onConfirm, onCancel } = open();
    expect(screen.getByText('মুছে ফেললে আর ফিরিয়ে আনা যাবে না।')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'বাতিল', hidden: true }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: t.delete, hidden: true }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(document.body.textContent).not.toMatch(/Cancel|Delete|bring it back/);
  });

  it('for an archived item, says it goes to the Archive and for how many days it can be restored', () => {
    open({ archives: true });
    expect(
      screen.getByText(
        'এটি আর্কাইভে যাবে। ৩০ দিনের মধ্যে একজন সুপার অ্যাডমিন সেখান থেকে ফিরিয়ে আনতে পারবেন।',
      ),
    ).toBeTruthy();
  });

  it("a screen's own text and confirm label replace the defaults", () => {
    open({ text: 'বিরতির আরও ৮৯ দিন বাকি।', confirmLabel: 'বিরতি শেষ' });
    expect(screen.getByText('বিরতির আরও ৮৯ দিন বাকি।')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'বিরতি শেষ', hidden: true })).toBeTruthy();
    expect(screen.queryByText(t.deleteForGood)).toBeNull();
  });
});
