import { PageTitle } from '../../components/PageTitle.tsx';

/** Placeholder until its issue is built. */
export function SignUpPage() {
  return (
    <section className="page">
      <PageTitle title="Sign Up" />
      <h1>Sign Up</h1>
    </section>
  );
}

export default SignUpPage;
