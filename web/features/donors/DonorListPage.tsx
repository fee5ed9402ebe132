import { Outlet } from 'react-router';
import { PageTitle } from '../../components/PageTitle.tsx';

/** Placeholder until its issue is built. */
export function DonorListPage() {
  return (
    <section className="page">
      <PageTitle title="Donors List" />
      <h1>Donors List</h1>
      <Outlet />
    </section>
  );
}

export default DonorListPage;
