import { useSearchParams } from 'react-router';

import { AuthPage } from '@/features/auth/components/auth-page';
import { ResetPasswordForm } from '@/features/auth/components/reset-password-form';

/** /reset-password?token=... (the link in the reset email). */
export default function ResetPasswordRoute() {
  const [params] = useSearchParams();
  return (
    <AuthPage title="Set a New Password" subtitle="Choose a password of at least 6 characters.">
      <ResetPasswordForm token={params.get('token')?.trim() ?? ''} />
    </AuthPage>
  );
}
