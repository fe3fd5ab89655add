import { useEffect, useRef, useState, type ComponentPropsWithoutRef, type FormEvent, type ReactNode } from 'react';
import { Alert, Anchor, Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck, IconClock, IconFingerprint } from '@tabler/icons-react';
import { AUTH_MESSAGES, ZLoginRequest, type TLoginRequest, type TMfaMethod, type TSessionUser } from '@lab/domain';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client';
import { translateMessage } from '@/lib/i18n';
import { LanguagePicker } from '@/components/language-picker';
import { session } from '@/lib/session';
import { resetNotice } from '../api/reset-notice';
import { signIn, signInWithPasskey } from '../api/sign-in';
import { AuthCard } from './auth-card';
import { SecondFactorStep } from './second-factor-step';
import {
  AccountNotSetUp,
  clearSingleSignOnReturn,
  completeOnce,
  CompletingSingleSignOn,
  problemKey,
  readSingleSignOnReturn,
  SingleSignOnButton,
} from './single-sign-on';

/** The pages the sign-in card links to. */
export type SignInLinkTarget = '/pages/forgot-password' | '/pages/register' | '/setup';
/** A link to one of them: the router's inside the app, a plain link on the sign-in page's own entry. */
export type SignInLink = (props: Omit<ComponentPropsWithoutRef<'a'>, 'href'> & { to: SignInLinkTarget }) => ReactNode;

type Field = keyof TLoginRequest;
/** Marks the browser's own refusal of the passkey, shown in the reader's language. */
const PASSKEY_NOT_USED = 'passkey-not-used';
type FieldErrors = Partial<Record<Field, string>>;

/** The form's values checked by the shared schema: the first message of each field. */
function check(values: TLoginRequest): { data?: TLoginRequest; errors: FieldErrors } {
  const parsed = ZLoginRequest.safeParse(values);
  if (parsed.success) return { data: parsed.data, errors: {} };
  const errors: FieldErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as Field;
    errors[field] ??= issue.message;
  }
  return { errors };
}

export interface SignInFormProps {
  link: SignInLink;
  /** The server has no administrator yet: the card offers the first-run setup. */
  setupNeeded: boolean;
  /** The administrator allows signing in with a passkey alone (public-config): the card offers it. */
  passkeySignIn?: boolean;
  /** Called with the signed-in user once the session is stored; the caller opens the next page. */
  onSignedIn: (user: TSessionUser) => unknown;
  /** Single sign-on is configured (public config `oidc`): the button's words. */
  singleSignOn?: { name: string } | null;
}

/**
 * The sign-in card (docs/shell.md#sign-in). It runs inside the app (route /login after a sign-out) and as the sign-in
 * page's own entry (src/sign-in.tsx, what a browser opening /login gets): no router, React Query or form library, so
 * that page stays small (docs/performance.md#the-sign-in-page-of-its-own). Fields are checked by the domain's schema
 * on submit, then again as they change.
 */
export function SignInForm({ link, setupNeeded, passkeySignIn = false, onSignedIn, singleSignOn }: SignInFormProps) {
  const { t, i18n } = useTranslation('auth');
  const tr = (m: string | undefined) => (m === undefined ? m : translateMessage(m, i18n.language));
  const [timedOut] = useState(() => session.timedOut());
  const [endedBy] = useState(() => session.endedBy());
  const [passwordReset] = useState(() => resetNotice.take());
  const [values, setValues] = useState<TLoginRequest>({ email: '', password: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const [pending, setPending] = useState(false);
  const [err, setErr] = useState<unknown>(null);
  const inputs = { email: useRef<HTMLInputElement>(null), password: useRef<HTMLInputElement>(null) };
  const [mfa, setMfa] = useState<{ token: string; methods: TMfaMethod[] } | null>(null);
  const [passkeyPending, setPasskeyPending] = useState(false);
  // Back from the identity provider (docs/security.md#single-sign-on-openid-connect): a one-time code, or why not.
  const [ssoReturn] = useState(() => readSingleSignOnReturn());
  const [ssoProblem, setSsoProblem] = useState(ssoReturn?.kind === 'problem' ? ssoReturn.problem : null);
  const [completing, setCompleting] = useState(ssoReturn?.kind === 'code');

  useEffect(() => {
    if (!ssoReturn) return;
    clearSingleSignOnReturn();
    if (ssoReturn.kind !== 'code') return;
    let live = true;
    completeOnce(ssoReturn.code).then(
      async (outcome) => {
        if (!live) return;
        if (outcome.kind === 'mfa') {
          setMfa({ token: outcome.mfaToken, methods: outcome.methods });
          setCompleting(false);
        } else await onSignedIn(outcome.user);
      },
      (error: unknown) => {
        if (!live) return;
        setErr(error);
        setCompleting(false);
      },
    );
    return () => {
      live = false;
    };
    // Once per page: the code in the address is exchanged when the page opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ssoReturn]);

  const change = (field: Field) => (e: { currentTarget: HTMLInputElement }) => {
    const next = { ...values, [field]: e.currentTarget.value };
    setValues(next);
    if (submitted) setErrors(check(next).errors);
  };

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (pending) return;
    setSubmitted(true);
    const { data, errors: found } = check(values);
    setErrors(found);
    if (!data) {
      inputs[found.email ? 'email' : 'password'].current?.focus();
      return;
    }
    setPending(true);
    setErr(null);
    try {
      const outcome = await signIn(data);
      if (outcome.kind === 'mfa') {
        setMfa({ token: outcome.mfaToken, methods: outcome.methods });
        setPending(false);
        return;
      }
      await onSignedIn(outcome.user);
    } catch (error) {
      setErr(error);
      setPending(false);
    }
  };

  const signInByPasskey = async () => {
    if (pending || passkeyPending) return;
    setPasskeyPending(true);
    setErr(null);
    try {
      await onSignedIn(await signInWithPasskey());
    } catch (error) {
      setPasskeyPending(false);
      // The server names the passkey's fault in `webauthn`; the browser's own refusal (cancelled, timed out, no
      // passkey here) is no ApiError.
      if (error instanceof ApiError) setErr(error.fields.webauthn ? new ApiError(400, error.fields.webauthn) : error);
      else setErr(new Error(PASSKEY_NOT_USED));
    }
  };

  const message =
    err instanceof ApiError
      ? err.message
      : err instanceof Error && err.message === PASSKEY_NOT_USED
        ? t('signIn.passkeyNotUsed')
        : err
          ? AUTH_MESSAGES.generic
          : null;
  const Link = link;

  if (completing) return <CompletingSingleSignOn />;
  if (ssoProblem === 'account-not-set-up') return <AccountNotSetUp onBack={() => setSsoProblem(null)} />;

  if (mfa) {
    return (
      <SecondFactorStep
        mfaToken={mfa.token}
        methods={mfa.methods}
        onSignedIn={onSignedIn}
        onRestart={(why) => {
          setMfa(null);
          setErr(why ? new ApiError(401, why) : null);
        }}
      />
    );
  }

  return (
    <AuthCard title={t('signIn.title')} subtitle={t('signIn.subtitle')} corner={<LanguagePicker compact />}>
      {timedOut && !err && (
        <Alert color="yellow" icon={<IconClock size={18} />} title={t('signIn.timedOutTitle')}>
          {t('messages.sessionTimedOut')}
        </Alert>
      )}
      {passwordReset && !err && (
        <Alert color="teal" icon={<IconCircleCheck size={18} />} title={t('signIn.passwordChangedTitle')} role="status">
          {tr(passwordReset)}
        </Alert>
      )}
      {endedBy && !err && (
        <Alert
          color="red"
          icon={<IconAlertCircle size={18} />}
          title={t('signIn.signedOutTitle')}
          data-testid="session-ended"
        >
          {tr(endedBy)}
        </Alert>
      )}
      {message && (
        <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
          {tr(message)}
        </Alert>
      )}
      {ssoProblem && !err && (
        <Alert color="red" icon={<IconAlertCircle size={18} />} title={t('singleSignOn.problemTitle')} role="alert">
          {t(problemKey(ssoProblem))}
        </Alert>
      )}
      {singleSignOn && <SingleSignOnButton name={singleSignOn.name} />}
      <form onSubmit={(e) => void onSubmit(e)} noValidate>
        <Stack>
          <TextInput
            ref={inputs.email}
            label={t('signIn.email')}
            name="email"
            type="email"
            autoComplete="username"
            autoFocus
            value={values.email}
            onChange={change('email')}
            error={tr(errors.email)}
          />
          <PasswordInput
            ref={inputs.password}
            label={t('signIn.password')}
            name="password"
            autoComplete="current-password"
            value={values.password}
            onChange={change('password')}
            error={tr(errors.password)}
          />
          <Anchor component={Link} to="/pages/forgot-password" size="sm" ta="end" mt={-8}>
            {t('signIn.forgot')}
          </Anchor>
          <Button type="submit" loading={pending} disabled={passkeyPending} fullWidth>
            {t('signIn.submit')}
          </Button>
          {passkeySignIn && (
            <Button
              variant="default"
              fullWidth
              leftSection={<IconFingerprint size={18} />}
              loading={passkeyPending}
              disabled={pending}
              onClick={() => void signInByPasskey()}
            >
              {t('signIn.passkey')}
            </Button>
          )}
        </Stack>
      </form>
      {setupNeeded && (
        <Alert color="blue" title={t('signIn.firstRun')}>
          {t('signIn.noAdmin')}{' '}
          <Anchor component={Link} to="/setup">
            {t('signIn.setUp')}
          </Anchor>
        </Alert>
      )}
      <Text size="sm" ta="center">
        {t('signIn.newHere')}{' '}
        <Anchor component={Link} to="/pages/register">
          {t('signIn.createAccount')}
        </Anchor>
      </Text>
    </AuthCard>
  );
}
