import { useState } from 'react';
import type { ContactCard as Contact } from '../../../common/schemas/contacts.ts';
import { ApiError } from '../../foundation/api.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { EditIcon, TrashIcon } from '../../components/icons.tsx';
import { PageTitle } from '../../components/PageTitle.tsx';
import { DataList, PhoneLink, type ListColumn } from '../../components/DataList.tsx';
import { listsText } from '../../i18n/lists.ts';
import { toast } from '../../components/toast.tsx';
import { contactTexts as t } from '../../i18n/contacts.ts';
import { AddContactForm } from './AddContactForm.tsx';
import { EditContactModal } from './EditContactModal.tsx';
import { useDashboardContacts, useDeleteContact } from './api.ts';
import dashboardStylesheet from '../../styles/dashboard.css?url';
import { requireStylesheet } from '../../shared/stylesheets.ts';

requireStylesheet(dashboardStylesheet);

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

  const columns: ListColumn<Contact>[] = [
    {
      id: 'photo',
      header: listsText.photo,
      card: 'title',
      cell: (contact) => (
        <img
          className="contact-thumb"
          src={contact.img ?? '/avatar-default.svg'}
          alt=""
          width={48}
          height={48}
          loading="lazy"
          decoding="async"
        />
      ),
    },
    { id: 'name', header: listsText.name, card: 'title', cell: (contact) => contact.name },
    {
      id: 'phone',
      header: listsText.phone,
      nowrap: true,
      cell: (contact) => (
        <span className="phone-links">
          <PhoneLink number={contact.number1} />
          {contact.number2 && <PhoneLink number={contact.number2} />}
        </span>
      ),
    },
    {
      id: 'edit',
      header: listsText.edit,
      card: 'actions',
      cell: (contact) => (
        <button
          type="button"
          className="btn btn-outline btn-small"
          aria-label={t.list.edit(contact.name)}
          onClick={() => setEditing(contact)}
        >
          <EditIcon /> {listsText.edit}
        </button>
      ),
    },
    {
      id: 'delete',
      header: listsText.delete,
      card: 'actions',
      cell: (contact) => (
        <button
          type="button"
          className="btn btn-danger btn-small"
          aria-label={t.list.delete(contact.name)}
          onClick={() => setDeleting(contact)}
        >
          <TrashIcon /> {listsText.delete}
        </button>
      ),
    },
  ];

  return (
    <section className="add-contact-page">
      <PageTitle title={t.titles.addContact} />
      <h1>{t.form.heading}</h1>
      <AddContactForm />

      <h2 className="added-heading">{t.list.heading}</h2>
      <DataList
        label={t.list.heading}
        testId="contact-list"
        columns={columns}
        rows={contacts.data}
        rowKey={(contact) => contact._id}
        emptyText={t.list.none}
        query={contacts}
        pageSize={4}
      />

      <EditContactModal contact={editing} onClose={() => setEditing(null)} />
      <ConfirmDialog
        open={!!deleting}
        title={t.confirmDelete}
        detail={deleting?.name}
        archives
        pending={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </section>
  );
}

export default AddContactPage;
