import { PageTitle } from '../../components/PageTitle.tsx';

/** Placeholder until its issue is built. */
export function AddressPage() {
  return (
    <section className="page">
      <PageTitle title="Address" />
      <h1>Address</h1>
    </section>
  );
}

export default AddressPage;
