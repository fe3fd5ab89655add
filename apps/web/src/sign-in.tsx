import { StrictMode, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { installPlainZodMessages } from '@lab/domain';
import '@mantine/core/styles.css';
import { ThemeProviders } from './app/theme-providers';
import { BlankFrame } from './app/layouts/blank-frame';
import { SignInForm, type SignInLink } from './features/auth/components/sign-in-form';
import { getPublicConfig } from './api/public-config';
import { setFormatTimeZone } from './lib/format';
import { keepFocusOnSubmitPress } from './lib/submit-keeps-focus';
import { useSessionLanguage } from './lib/i18n/use-session-language';

/**
 * The sign-in page of its own (sign-in.html, what a browser opening /login gets; docs/performance.md#the-sign-in-page-of-its-own):
 * React, Mantine and the sign-in card, without the app's router, React Query and form library. Signing in opens the
 * app with a full load; its scripts were fetched while the person typed.
 */

// eslint-disable-next-line jsx-a11y/anchor-has-content -- the text comes in through the props (children)
const PlainLink: SignInLink = ({ to, ...rest }) => <a href={to} {...rest} />;

let appFetched = false;
/** Fetches the app's page and puts its scripts and styles in the HTTP cache (hashed files, cached for a year). */
function fetchApp() {
  if (appFetched) return;
  appFetched = true;
  void fetch('/', { headers: { accept: 'text/html' } })
    .then((res) => res.text())
    .then((html) => {
      for (const [, href, ext] of html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(js|css))"/g)) {
        const link = document.createElement('link');
        link.rel = 'prefetch';
        link.as = ext === 'js' ? 'script' : 'style';
        // As the app's page asks for them (type="module", crossorigin), so the cached copy is the one it takes.
        link.crossOrigin = 'anonymous';
        link.href = href!;
        document.head.appendChild(link);
      }
    })
    .catch(() => (appFetched = false));
}

function SignInPage() {
  const [setupNeeded, setSetupNeeded] = useState(false);
  const [singleSignOn, setSingleSignOn] = useState<{ name: string } | null>(null);
  const [passkeySignIn, setPasskeySignIn] = useState(false);
  // Signed out: the language last chosen in this browser, else the browser's (docs/i18n.md).
  useSessionLanguage();
  useEffect(() => {
    getPublicConfig().then(
      (config) => {
        setSetupNeeded(config.setupNeeded);
        setSingleSignOn(config.oidc);
        setPasskeySignIn(config.passwordlessPasskeys);
        setFormatTimeZone(config.timeZone); // the portal's pages print the lab's times from the first (lib/format.ts)
      },
      () => undefined, // the card still signs in; the setup link shows when the server answers
    );
  }, []);
  return (
    <BlankFrame onInteract={fetchApp}>
      <SignInForm
        link={PlainLink}
        setupNeeded={setupNeeded}
        singleSignOn={singleSignOn}
        passkeySignIn={passkeySignIn}
        onSignedIn={(user) => window.location.assign(user.mustChangePassword ? '/changepassword' : '/')}
      />
    </BlankFrame>
  );
}

keepFocusOnSubmitPress();
installPlainZodMessages();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ThemeProviders>
      <SignInPage />
    </ThemeProviders>
  </StrictMode>,
);
