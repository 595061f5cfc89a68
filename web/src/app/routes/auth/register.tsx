import { Link } from 'react-router';

import { AuthPage } from '@/features/auth/components/auth-page';
import { RegisterForm } from '@/features/auth/components/register-form';

/** /register */
export default function RegisterRoute() {
  return (
    <AuthPage
      title="Create Account"
      subtitle="Track your orders, keep your details for checkout and save your favourites."
      footer={
        <p>
          Already have an account? <Link to="/login">Login</Link>
        </p>
      }
    >
      <RegisterForm />
    </AuthPage>
  );
}
