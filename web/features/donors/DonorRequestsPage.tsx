import { PageTitle } from '../../components/PageTitle.tsx';

/** Placeholder until its issue is built. */
export function DonorRequestsPage() {
  return (
    <section className="page">
      <PageTitle title="All Blood Donor Requests" />
      <h1>All Blood Donor Requests</h1>
    </section>
  );
}

export default DonorRequestsPage;
