import { useState } from 'react';
import { Modal } from '../../components/Modal.tsx';
import { toast } from '../../components/toast.tsx';
import { donorLinkText as t } from '../../i18n/donor-link.ts';
import { linkFailure, useEndLink, type LinkEnding } from './donor-link-api.ts';

/**
 * The two ways a donor ends their link, each asked twice: `revoke` turns this link off (the donor
 * stays on the list; a volunteer can give a new one), `remove` takes the donor off the list (the
 * record is archived) and the link with it.
 */
export function EndLink({
  token,
  kind,
  onEnded,
}: {
  token: string;
  kind: LinkEnding;
  onEnded: () => void;
}) {
  const end = useEndLink(token, kind);
  const words = t[kind];
  const [asking, setAsking] = useState(false);
  const confirm = () =>
    end.mutate(undefined, {
      onSuccess: () => {
        setAsking(false);
        onEnded();
      },
      onError: (error) => toast.error(linkFailure(error)),
    });
  return (
    <section
      className="card"
      aria-labelledby={`${kind}-heading`}
      data-testid={kind === 'remove' ? 'remove-self' : 'revoke-link'}
    >
      <h2 id={`${kind}-heading`}>{words.heading}</h2>
      <p className="muted">{words.hint}</p>
      <button type="button" className="btn btn-outline" onClick={() => setAsking(true)}>
        {words.open}
      </button>
      <Modal open={asking} title={words.title} onClose={() => setAsking(false)}>
        <p>{words.text}</p>
        <div className="modal-actions">
          <button type="button" className="btn btn-outline" onClick={() => setAsking(false)}>
            {words.cancel}
          </button>
          <button
            type="button"
            className="btn btn-danger"
            disabled={end.isPending}
            onClick={confirm}
          >
            {words.confirm}
          </button>
        </div>
      </Modal>
    </section>
  );
}
