import { PageTitle } from '../../components/PageTitle.tsx';

/** Placeholder until its issue is built. */
export function UserListPage() {
  return (
    <section className="page">
      <PageTitle title="All User" />
      <h1>All User</h1>
    </section>
  );
}

export default UserListPage;
