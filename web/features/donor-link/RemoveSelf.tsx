import { useState } from 'react';
import { Modal } from '../../components/Modal.tsx';
import { toast } from '../../components/toast.tsx';
import { donorLinkText as t } from '../../i18n/donor-link.ts';
import { linkFailure, useRemoveSelf } from './donor-link-api.ts';

/** "Remove me from the list", asked twice: the record is archived and the link stops working. */
export function RemoveSelf({ token, onRemoved }: { token: string; onRemoved: () => void }) {
  const remove = useRemoveSelf(token);
  const [asking, setAsking] = useState(false);
  const confirm = () =>
    remove.mutate(undefined, {
      onSuccess: () => {
        setAsking(false);
        onRemoved();
      },
      onError: (error) => toast.error(linkFailure(error)),
    });
  return (
    <section className="card" aria-labelledby="remove-heading" data-testid="remove-self">
      <h2 id="remove-heading">{t.remove.heading}</h2>
      <p className="muted">{t.remove.hint}</p>
      <button type="button" className="btn btn-outline" onClick={() => setAsking(true)}>
        {t.remove.open}
      </button>
      <Modal open={asking} title={t.remove.title} onClose={() => setAsking(false)}>
        <p>{t.remove.text}</p>
        <div className="modal-actions">
          <button type="button" className="btn btn-outline" onClick={() => setAsking(false)}>
            {t.remove.cancel}
          </button>
          <button
            type="button"
            className="btn btn-danger"
            disabled={remove.isPending}
            onClick={confirm}
          >
            {t.remove.confirm}
          </button>
        </div>
      </Modal>
    </section>
  );
}
