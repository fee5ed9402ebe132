import { PageTitle } from '../../components/PageTitle.tsx';

/** Placeholder until its issue is built. */
export function UnavailableDonorsPage() {
  return (
    <section className="page">
      <PageTitle title="Unavailable Donors" />
      <h1>Unavailable Donors</h1>
    </section>
  );
}

export default UnavailableDonorsPage;
