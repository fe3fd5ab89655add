import { Button, Divider, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  OIDC_CODE_FRAGMENT,
  OIDC_DEFAULT_NAME,
  OIDC_PROBLEM_FRAGMENT,
  ZOidcProblem,
  type TOidcProblem,
} from '@lab/domain';
import { completeSingleSignOn, type TSignInOutcome } from '../api/sign-in';
import { AuthCard } from './auth-card';

/** Where the button goes: the server redirects to the identity provider (a full page load, no script needed). */
export const SINGLE_SIGN_ON_START = '/api/authenticate/oidc/start';

/** What the server's callback left in the sign-in page's address fragment: the one-time code, or why there is none. */
export type SingleSignOnReturn = { kind: 'code'; code: string } | { kind: 'problem'; problem: TOidcProblem };

/** Reads the fragment (`#sso-code=…` or `#sso-problem=…`); the fragment never reaches a server or a log. */
export function readSingleSignOnReturn(hash = window.location.hash): SingleSignOnReturn | null {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const code = params.get(OIDC_CODE_FRAGMENT);
  if (code) return { kind: 'code', code };
  const problem = ZOidcProblem.safeParse(params.get(OIDC_PROBLEM_FRAGMENT));
  return problem.success ? { kind: 'problem', problem: problem.data } : null;
}

/** Takes the code out of the address, so a reload or a bookmark does not send it again. */
export function clearSingleSignOnReturn() {
  if (window.location.hash) history.replaceState(history.state, '', window.location.pathname + window.location.search);
}

const completions = new Map<string, Promise<TSignInOutcome>>();
/** One exchange per code, however many times the page's effect runs (React's strict mode runs it twice). */
export function completeOnce(code: string): Promise<TSignInOutcome> {
  let done = completions.get(code);
  if (!done) completions.set(code, (done = completeSingleSignOn(code)));
  return done;
}

const PROBLEM_KEYS: Record<Exclude<TOidcProblem, 'account-not-set-up'>, string> = {
  'no-verified-email': 'singleSignOn.noVerifiedEmail',
  refused: 'singleSignOn.refused',
  expired: 'singleSignOn.expired',
  failed: 'singleSignOn.failed',
};

/** The catalogue key of a problem shown in the sign-in card (the unknown account has a page of its own). */
export const problemKey = (problem: Exclude<TOidcProblem, 'account-not-set-up'>) => PROBLEM_KEYS[problem];

/** The sign-in card's single sign-on button, above the password form; its words are the portal's OIDC_NAME. */
export function SingleSignOnButton({ name }: { name: string }) {
  const { t } = useTranslation('auth');
  return (
    <>
      <Button component="a" href={SINGLE_SIGN_ON_START} variant="default" fullWidth>
        {name === OIDC_DEFAULT_NAME ? t('singleSignOn.defaultButton') : name}
      </Button>
      <Divider label={t('singleSignOn.or')} labelPosition="center" />
    </>
  );
}

/** The page an unknown (or inactive) account lands on: the provider knew the person, the portal does not. */
export function AccountNotSetUp({ onBack }: { onBack: () => void }) {
  const { t } = useTranslation('auth');
  return (
    <AuthCard title={t('singleSignOn.notSetUpTitle')}>
      <Text role="alert">{t('singleSignOn.notSetUp')}</Text>
      <Text>{t('singleSignOn.askAdministrator')}</Text>
      <Button variant="default" onClick={onBack}>
        {t('singleSignOn.back')}
      </Button>
    </AuthCard>
  );
}

/** While the one-time code is exchanged for the session. */
export function CompletingSingleSignOn() {
  const { t } = useTranslation('auth');
  return (
    <AuthCard title={t('singleSignOn.completing')}>
      <Text c="dimmed" role="status">
        {t('singleSignOn.completingDetail')}
      </Text>
    </AuthCard>
  );
}
