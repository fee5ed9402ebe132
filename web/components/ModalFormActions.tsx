interface ModalFormActionsProps {
  cancelLabel: string;
  onCancel: () => void;
  submitLabel: string;
  /** The form is being sent: the submit button waits. */
  pending: boolean;
}

/** The Cancel and submit buttons at the foot of a form in a modal. */
export function ModalFormActions({
  cancelLabel,
  onCancel,
  submitLabel,
  pending,
}: ModalFormActionsProps) {
  return (
    <div className="modal-actions">
      <button type="button" className="btn btn-outline" onClick={onCancel}>
        {cancelLabel}
      </button>
      <button type="submit" className="btn btn-primary" disabled={pending}>
        {submitLabel}
      </button>
    </div>
  );
}
