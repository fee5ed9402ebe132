interface ModalFormActionsProps {
  cancelLabel: string;
  onCancel: () => void;
  submitLabel: string;
  /** The submit button's colour: primary for saves, success for counting a donation. */
  tone?: 'primary' | 'success';
  /** The form is being sent: the submit button waits, so it cannot be sent twice. */
  pending: boolean;
}

/** The Cancel and submit buttons at the foot of a form in a modal. */
export function ModalFormActions({
  cancelLabel,
  onCancel,
  submitLabel,
  tone = 'primary',
  pending,
}: ModalFormActionsProps) {
  return (
    <div className="modal-actions">
      <button type="button" className="btn btn-outline" onClick={onCancel}>
        {cancelLabel}
      </button>
      <button type="submit" className={`btn btn-${tone}`} disabled={pending}>
        {submitLabel}
      </button>
    </div>
  );
}
