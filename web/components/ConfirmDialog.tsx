import { Modal } from './Modal.tsx';

export const CONFIRM_TEXT = 'Once you delete it, you can,t bring it back.';

interface ConfirmDialogProps {
  open: boolean;
  /** e.g. 'Are you sure you want to delete this donor ?' */
  title: string;
  /** Extra line naming the item, when the screen has one. */
  detail?: string;
  text?: string;
  confirmLabel?: string;
  pending?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** The shared delete confirmation (every delete asks first, with Cancel). */
export function ConfirmDialog(props: ConfirmDialogProps) {
  return (
    <Modal open={props.open} title={props.title} onClose={props.onCancel}>
      {props.detail && <p className="confirm-detail">{props.detail}</p>}
      <p className="muted">{props.text ?? CONFIRM_TEXT}</p>
      <div className="modal-actions">
        <button type="button" className="btn btn-outline" onClick={props.onCancel}>
          Cancel
        </button>
        <button type="button" className="btn btn-danger" disabled={props.pending} onClick={props.onConfirm}>
          {props.confirmLabel ?? 'Delete'}
        </button>
      </div>
    </Modal>
  );
}
