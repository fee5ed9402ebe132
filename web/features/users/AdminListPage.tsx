import { PageTitle } from '../../components/PageTitle.tsx';

/** Placeholder until its issue is built. */
export function AdminListPage() {
  return (
    <section className="page">
      <PageTitle title="All Admin" />
      <h1>All Admin</h1>
    </section>
  );
}

export default AdminListPage;
