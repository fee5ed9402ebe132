import { PageTitle } from '../../components/PageTitle.tsx';

/** Placeholder until its issue is built. */
export function IncompleteRequestsPage() {
  return (
    <section className="page">
      <PageTitle title="Incomplete Blood Requests" />
      <h1>Incomplete Blood Requests</h1>
    </section>
  );
}

export default IncompleteRequestsPage;
