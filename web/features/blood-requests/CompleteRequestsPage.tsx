import { PageTitle } from '../../components/PageTitle.tsx';

/** Placeholder until its issue is built. */
export function CompleteRequestsPage() {
  return (
    <section className="page">
      <PageTitle title="Complete Blood Requests" />
      <h1>Complete Blood Requests</h1>
    </section>
  );
}

export default CompleteRequestsPage;
