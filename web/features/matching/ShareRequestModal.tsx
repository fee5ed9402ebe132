import { useRef } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { phoneNumber } from '../../../common/schemas/phone.ts';
import type { BloodRequestRow } from '../../../common/schemas/blood-requests.ts';
import { Modal } from '../../components/Modal.tsx';
import { toast } from '../../components/toast.tsx';
import { matchingText as t } from '../../i18n/matching.ts';
import { buildShareText, whatsAppUrl } from './share-text.ts';

/** The request's own fields a share may use; a donor's never reach this screen. */
export type ShareableRequest = Pick<
  BloodRequestRow,
  | '_id'
  | 'requested_bloodGroup'
  | 'blood_quantity'
  | 'donation_place'
  | 'date'
  | 'number1'
  | 'number2'
> &
  Partial<Pick<BloodRequestRow, 'publicContact'>>;

interface Props {
  request: ShareableRequest | null;
  onClose: () => void;
}

/** 'Share': a short Bengali text of the request to copy or open in WhatsApp. */
export function ShareRequestModal({ request, onClose }: Props) {
  return (
    <Modal open={!!request} title={t.share.title} onClose={onClose}>
      {request && <ShareForm key={request._id} request={request} onClose={onClose} />}
    </Modal>
  );
}

interface Values {
  contact: 'public' | 'number1' | 'number2' | 'other';
  other: string;
}

function ShareForm({ request, onClose }: { request: ShareableRequest; onClose: () => void }) {
  // The unit's (or community's) public number by default; without one, a number the volunteer
  // types. The family's own numbers only when picked, with a warning (decisions/059).
  const publicContact = request.publicContact ?? null;
  const { register, control } = useForm<Values>({
    defaultValues: { contact: publicContact ? 'public' : 'other', other: '' },
  });
  const preview = useRef<HTMLTextAreaElement>(null);
  const choice = useWatch({ control, name: 'contact' });
  const typed = useWatch({ control, name: 'other' });
  const otherNumber = phoneNumber.safeParse(typed);
  const contact =
    choice === 'public'
      ? publicContact
      : choice === 'number1'
        ? request.number1
        : choice === 'number2'
          ? (request.number2 ?? '')
          : otherNumber.success
            ? otherNumber.data
            : null;
  const text =
    contact &&
    buildShareText({
      bloodGroup: request.requested_bloodGroup,
      bags: request.blood_quantity,
      hospital: request.donation_place,
      date: request.date,
      contact,
    });

  const copy = async () => {
    if (!text) return;
    try {
      await navigator.clipboard.writeText(text);
      toast.success(t.share.copied);
    } catch {
      // No clipboard (an old browser or a page without permission): leave the text selected.
      preview.current?.select();
      toast.error(t.share.copyFailed);
    }
  };

  const options: { value: Values['contact']; label: string }[] = [
    ...(publicContact
      ? [{ value: 'public' as const, label: t.share.publicNumber(publicContact) }]
      : []),
    { value: 'other', label: t.share.otherNumber },
    { value: 'number1', label: t.share.familyNumber(request.number1) },
    ...(request.number2
      ? [{ value: 'number2' as const, label: t.share.familyNumber(request.number2) }]
      : []),
  ];
  const family = choice === 'number1' || choice === 'number2';

  return (
    <form className="share-form" noValidate onSubmit={(event) => event.preventDefault()}>
      <fieldset className="choice-group">
        <legend>{t.share.contact}</legend>
        {options.map((option) => (
          <label key={option.value} className="radio-row">
            <input type="radio" value={option.value} {...register('contact')} />
            <span>{option.label}</span>
          </label>
        ))}
      </fieldset>
      {!publicContact && (
        <p className="muted small" data-testid="share-no-public-number">
          {t.share.noPublicNumber}
        </p>
      )}
      {family && (
        <p className="field-error" role="alert" data-testid="share-family-warning">
          {t.share.familyWarning}
        </p>
      )}
      {choice === 'other' && (
        <div className="field">
          <label htmlFor="share-other">{t.share.typeNumber}</label>
          <input
            id="share-other"
            type="tel"
            inputMode="numeric"
            placeholder="01XXXXXXXXX"
            aria-invalid={!!typed && !otherNumber.success}
            aria-describedby="share-other-error"
            {...register('other')}
          />
          {typed && !otherNumber.success && (
            <p className="field-error" id="share-other-error" role="alert">
              {t.share.numberInvalid}
            </p>
          )}
        </div>
      )}
      <div className="field">
        <label htmlFor="share-preview">{t.share.preview}</label>
        <textarea
          id="share-preview"
          ref={preview}
          className="share-preview"
          readOnly
          rows={7}
          value={text ?? ''}
          data-testid="share-text"
        />
        <p className="muted small">{t.share.privacy}</p>
      </div>
      <div className="modal-actions share-actions">
        <button type="button" className="btn btn-outline" onClick={onClose}>
          {t.share.close}
        </button>
        <button
          type="button"
          className="btn btn-primary"
          disabled={!text}
          onClick={() => void copy()}
        >
          {t.share.copy}
        </button>
        {text ? (
          <a
            className="btn btn-success"
            href={whatsAppUrl(text)}
            target="_blank"
            rel="noopener noreferrer"
          >
            {t.share.whatsApp}
          </a>
        ) : (
          <span className="btn btn-success" aria-disabled="true">
            {t.share.whatsApp}
          </span>
        )}
      </div>
    </form>
  );
}
