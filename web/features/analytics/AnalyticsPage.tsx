import { PageTitle } from '../../components/PageTitle.tsx';

/** Placeholder until its issue is built. */
export function AnalyticsPage() {
  return (
    <section className="page">
      <PageTitle title="Analytics" />
      <h1>Analytics</h1>
    </section>
  );
}

export default AnalyticsPage;
