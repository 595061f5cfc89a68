import { Link } from 'react-router';

import { AuthPage } from '@/features/auth/components/auth-page';
import { ForgotPasswordForm } from '@/features/auth/components/forgot-password-form';

/** /forgot-password */
export default function ForgotPasswordRoute() {
  return (
    <AuthPage
      title="Forgot Password"
      subtitle="Enter the email you registered with and we'll send you a link to set a new password."
      footer={
        <p>
          Remembered it? <Link to="/login">Back to login</Link>
        </p>
      }
    >
      <ForgotPasswordForm />
    </AuthPage>
  );
}
