import { PageTitle } from '../../components/PageTitle.tsx';

/** Placeholder until its issue is built. */
export function AvailableDonorsPage() {
  return (
    <section className="page">
      <PageTitle title="Available Donors" />
      <h1>Available Donors</h1>
    </section>
  );
}

export default AvailableDonorsPage;
