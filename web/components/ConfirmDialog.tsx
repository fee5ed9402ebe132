import { ARCHIVE_RESTORE_DAYS } from '../../common/constants.ts';
import { listsText } from '../i18n/lists.ts';
import { Modal } from './Modal.tsx';

interface ConfirmDialogProps {
  open: boolean;
  /** e.g. 'Are you sure you want to delete this donor ?' */
  title: string;
  /** Extra line naming the item, when the screen has one. */
  detail?: string;
  /**
   * What the confirmation says. Without it: that the delete cannot be undone, or, with
   * `archives`, that the item goes to the Archive and for how long a super admin can restore it.
   */
  text?: string;
  /** The item is archived, not destroyed (donors, blood requests, contacts). */
  archives?: boolean;
  confirmLabel?: string;
  pending?: boolean;
  /** The server refused: why, in the dialog (the confirm button then waits for another try). */
  refusal?: string | null;
  onConfirm: () => void;
  onCancel: () => void;
}

/** The shared confirmation: every delete, and every change that cannot be taken back at once, asks first, with Cancel. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const text =
    props.text ??
    (props.archives ? listsText.deleteToArchive(ARCHIVE_RESTORE_DAYS) : listsText.deleteForGood);
  return (
    <Modal open={props.open} title={props.title} onClose={props.onCancel}>
      {props.detail && <p className="confirm-detail">{props.detail}</p>}
      <p className="muted">{text}</p>
      {props.refusal && (
        <p className="field-error confirm-refusal" role="alert" data-testid="confirm-refusal">
          {props.refusal}
        </p>
      )}
      <div className="modal-actions">
        <button type="button" className="btn btn-outline" onClick={props.onCancel}>
          {listsText.cancel}
        </button>
        <button
          type="button"
          className="btn btn-danger"
          disabled={props.pending || !!props.refusal}
          onClick={props.onConfirm}
        >
          {props.confirmLabel ?? listsText.delete}
        </button>
      </div>
    </Modal>
  );
}
