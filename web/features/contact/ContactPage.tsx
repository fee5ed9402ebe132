import { PageTitle } from '../../components/PageTitle.tsx';

/** Placeholder until its issue is built. */
export function ContactPage() {
  return (
    <section className="page">
      <PageTitle title="Contact For Blood" />
      <h1>Contact For Blood</h1>
    </section>
  );
}

export default ContactPage;
