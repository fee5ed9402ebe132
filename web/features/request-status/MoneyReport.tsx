import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { answer, ApiError, publicApi } from '../../foundation/api-client.ts';
import { requestStatusText as t } from '../../i18n/donor-link.ts';
import { toAsciiDigits } from '../../../common/text.ts';

/**
 * "Someone asked me for money" on the family's status page (decisions/059): the number (and what
 * they said) goes to the volunteers, who may put it on the block list.
 */
export function MoneyReport({ token }: { token: string }) {
  const [open, setOpen] = useState(false);
  const [phone, setPhone] = useState('');
  const [note, setNote] = useState('');
  const [invalid, setInvalid] = useState(false);
  const report = useMutation({
    mutationFn: (body: { phone: string; note?: string }) =>
      answer(
        publicApi.POST('/api/request-status/{token}/money-report', {
          params: { path: { token } },
          body,
        }),
      ),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const number = toAsciiDigits(phone).replace(/[\s-]/g, '');
    // The server checks the number (the one mobile rule); here only that one was typed.
    if (!number) return setInvalid(true);
    setInvalid(false);
    report.mutate({ phone: number, ...(note.trim() ? { note: note.trim() } : {}) });
  };

  if (report.isSuccess)
    return (
      <p role="status" className="eligible-now" data-testid="money-report-done">
        {t.report.done}
      </p>
    );
  if (!open)
    return (
      <button
        type="button"
        className="btn btn-outline"
        data-testid="money-report-open"
        onClick={() => setOpen(true)}
      >
        {t.report.open}
      </button>
    );
  const code = report.error instanceof ApiError ? report.error.code : undefined;
  const refusal = report.isError
    ? code === 'TOO_MANY_REPORTS'
      ? t.report.tooMany
      : code === 'RATE_LIMITED'
        ? t.report.later
        : code === 'VALIDATION'
          ? t.report.invalid
          : t.report.failed
    : null;
  return (
    <form className="money-report-form" onSubmit={submit} data-testid="money-report-form">
      <h3>{t.report.heading}</h3>
      <label>
        {t.report.phone}
        <input
          type="tel"
          inputMode="tel"
          autoComplete="off"
          maxLength={20}
          value={phone}
          aria-invalid={invalid}
          onChange={(e) => setPhone(e.currentTarget.value)}
        />
      </label>
      {invalid && <p role="alert">{t.report.invalid}</p>}
      <label>
        {t.report.note}
        <textarea maxLength={300} value={note} onChange={(e) => setNote(e.currentTarget.value)} />
      </label>
      {refusal && <p role="alert">{refusal}</p>}
      <div className="money-report-buttons">
        <button type="submit" className="btn btn-primary" disabled={report.isPending}>
          {t.report.send}
        </button>
        <button type="button" className="btn btn-outline" onClick={() => setOpen(false)}>
          {t.report.cancel}
        </button>
      </div>
    </form>
  );
}
