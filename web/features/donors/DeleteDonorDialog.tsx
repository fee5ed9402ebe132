import type { DonorRow } from '../../../common/schemas/donors.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { toast } from '../../components/toast.tsx';
import { donorsText as t } from '../../i18n/donors.ts';
import { useDeleteDonor } from './donor-api.ts';

interface DeleteDonorDialogProps {
  /** The donor or request to delete; null keeps the dialog closed. */
  donor: DonorRow | null;
  /** A verified donor (the lists) or a pending request: the dialog's title and toast say which. */
  subject: 'donor' | 'request';
  onCancel: () => void;
  /** The server answered: close the dialog and whatever else showed the donor. */
  onDeleted: () => void;
}

const texts = {
  donor: {
    get title() {
      return t.modals.deleteDonor;
    },
    get deleted() {
      return t.toasts.donorDeleted;
    },
  },
  request: {
    get title() {
      return t.modals.deleteRequest;
    },
    get deleted() {
      return t.toasts.requestDeleted;
    },
  },
};

/** Asks before deleting a donor or a request, then deletes it. */
export function DeleteDonorDialog({ donor, subject, onCancel, onDeleted }: DeleteDonorDialogProps) {
  const remove = useDeleteDonor();
  const confirm = () => {
    if (!donor) return;
    remove.mutate(donor._id, {
      onSuccess: (answer) => {
        if (answer.deletedCount > 0) toast.success(texts[subject].deleted);
        onDeleted();
      },
    });
  };
  return (
    <ConfirmDialog
      open={!!donor}
      title={texts[subject].title}
      detail={donor?.name}
      archives
      pending={remove.isPending}
      onConfirm={confirm}
      onCancel={onCancel}
    />
  );
}
