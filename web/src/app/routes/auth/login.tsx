import { Link } from 'react-router';

import { AuthPage } from '@/features/auth/components/auth-page';
import { LoginForm } from '@/features/auth/components/login-form';

/** /login */
export default function LoginRoute() {
  return (
    <AuthPage
      title="Welcome Back"
      subtitle="Sign in to your Samani account"
      footer={
        <p>
          Don't have an account? <Link to="/register">Register</Link>
        </p>
      }
    >
      <LoginForm />
    </AuthPage>
  );
}
