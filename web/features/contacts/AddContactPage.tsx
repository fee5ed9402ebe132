import { PageTitle } from '../../components/PageTitle.tsx';

/** Placeholder until its issue is built. */
export function AddContactPage() {
  return (
    <section className="page">
      <PageTitle title="Add Contact" />
      <h1>Add Contact</h1>
    </section>
  );
}

export default AddContactPage;
