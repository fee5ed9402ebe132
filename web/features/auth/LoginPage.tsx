import { PageTitle } from '../../components/PageTitle.tsx';

/** Placeholder until its issue is built. */
export function LoginPage() {
  return (
    <section className="page">
      <PageTitle title="Login" />
      <h1>Login</h1>
    </section>
  );
}

export default LoginPage;
