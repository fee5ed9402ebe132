import { useState } from 'react';
import type { ContactCard as Contact } from '../../../common/schemas/contacts.ts';
import { ApiError } from '../../app/api.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { EditIcon, TrashIcon } from '../../components/icons.tsx';
import { PageTitle } from '../../components/PageTitle.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { toast } from '../../components/toast.tsx';
import { contactTexts as t } from '../../i18n/contacts.ts';
import { ContactCard } from '../contact/ContactCard.tsx';
import { AddContactForm } from './AddContactForm.tsx';
import { EditContactModal } from './EditContactModal.tsx';
import { useDashboardContacts, useDeleteContact } from './api.ts';
import './contacts.css';

/** Add Contact: the form above the Added Contact grid, with edit and delete per card. */
export function AddContactPage() {
  const contacts = useDashboardContacts();
  const remove = useDeleteContact();
  const [editing, setEditing] = useState<Contact | null>(null);
  const [deleting, setDeleting] = useState<Contact | null>(null);

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting._id, {
      onSuccess: (answer) => {
        if (answer.deletedCount > 0) toast.success(t.toasts.deleted);
        setDeleting(null);
      },
      onError: (error) => {
        if (error instanceof ApiError && error.status === 403) toast.error(t.toasts.deleteDenied);
        setDeleting(null);
      },
    });
  };

  const list = contacts.data ?? [];
  return (
    <section className="add-contact-page">
      <PageTitle title={t.titles.addContact} />
      <h1>{t.form.heading}</h1>
      <AddContactForm />

      <h2 className="added-heading">{t.list.heading}</h2>
      {contacts.isLoading ? (
        <Spinner />
      ) : list.length === 0 ? (
        <p className="empty">{t.list.none}</p>
      ) : (
        <div className="contact-grid">
          {list.map((contact) => (
            <ContactCard
              key={contact._id}
              contact={contact}
              actions={
                <>
                  <button
                    type="button"
                    className="btn btn-outline btn-small"
                    aria-label={t.list.edit(contact.name)}
                    onClick={() => setEditing(contact)}
                  >
                    <EditIcon /> Edit
                  </button>
                  <button
                    type="button"
                    className="btn btn-danger btn-small"
                    aria-label={t.list.delete(contact.name)}
                    onClick={() => setDeleting(contact)}
                  >
                    <TrashIcon /> Delete
                  </button>
                </>
              }
            />
          ))}
        </div>
      )}

      <EditContactModal contact={editing} onClose={() => setEditing(null)} />
      <ConfirmDialog
        open={!!deleting}
        title={t.confirmDelete}
        detail={deleting?.name}
        pending={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </section>
  );
}

export default AddContactPage;
