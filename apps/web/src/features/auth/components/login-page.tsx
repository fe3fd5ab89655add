import { Link, useNavigate } from '@tanstack/react-router';
import { usePublicConfig } from '@/lib/public-config';
import { SignInForm, type SignInLink } from './sign-in-form';

const RouterLink: SignInLink = (props) => <Link {...props} />;

/** The sign-in page inside the app: reached by a sign-out or an ended session (a browser opening /login gets src/sign-in.tsx). */
export function LoginPage() {
  const navigate = useNavigate();
  const config = usePublicConfig().data;
  const setupNeeded = config?.setupNeeded ?? false;
  return (
    <SignInForm
      link={RouterLink}
      setupNeeded={setupNeeded}
      singleSignOn={config?.oidc ?? null}
      passkeySignIn={config?.passwordlessPasskeys ?? false}
      onSignedIn={(user) => navigate({ to: user.mustChangePassword ? '/changepassword' : '/' })}
    />
  );
}
