import { Outlet } from 'react-router';
import { PageTitle } from '../../components/PageTitle.tsx';

/** Placeholder until its issue is built. */
export function BloodRequestPage() {
  return (
    <section className="page">
      <PageTitle title="Blood Request" />
      <h1>Blood Request</h1>
      <Outlet />
    </section>
  );
}

export default BloodRequestPage;
