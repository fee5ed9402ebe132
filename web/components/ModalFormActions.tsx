interface ModalFormActionsProps {
  cancelLabel: string;
  submitLabel: string;
  /** The submit button's colour: primary for saves, success for counting a donation. */
  tone?: 'primary' | 'success';
  /** While the request is on its way the form cannot be sent twice. */
  pending: boolean;
  onCancel: () => void;
}

/** The footer of a form in a modal: Cancel, then the submit button. */
export function ModalFormActions({ cancelLabel, submitLabel, tone = 'primary', pending, onCancel }: ModalFormActionsProps) {
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
