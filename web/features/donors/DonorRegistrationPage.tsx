import { PageTitle } from '../../components/PageTitle.tsx';

/** Placeholder until its issue is built. */
export function DonorRegistrationPage() {
  return (
    <section className="page">
      <PageTitle title="Blood Donor Registration" />
      <h1>Blood Donor Registration</h1>
    </section>
  );
}

export default DonorRegistrationPage;
