interface FormSubmitProps {
  label: string;
  /** What the button says while the form is being sent. */
  sendingLabel: string;
  sending: boolean;
}

/** The submit button at the foot of a form on a page (a form in a modal has ModalFormActions). */
export function FormSubmit({ label, sendingLabel, sending }: FormSubmitProps) {
  return (
    <div className="form-actions">
      <button type="submit" className="btn btn-primary" disabled={sending}>
        {sending ? sendingLabel : label}
      </button>
    </div>
  );
}
