import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertCircle, IconKey } from '@tabler/icons-react';
import { AUTH_MESSAGES, type TMfaMethod, type TSessionUser } from '@lab/domain';
import { ApiError } from '@/lib/api-client';
import { translateMessage } from '@/lib/i18n';
import { verifySecondFactor, verifyWithPasskey } from '../api/sign-in';
import { AuthCard } from './auth-card';

export interface SecondFactorStepProps {
  mfaToken: string;
  methods: TMfaMethod[];
  onSignedIn: (user: TSessionUser) => unknown;
  /** Back to the password (a spent or expired token says why). */
  onRestart: (why?: string) => void;
}

/**
 * The sign-in's second step (docs/security.md#second-factors): a passkey (docs/security.md#passkeys), the 6-digit
 * code of the authenticator app, or one of the recovery codes. Plain React like the sign-in card it replaces (the
 * sign-in page's own entry has no router).
 */
export function SecondFactorStep({ mfaToken, methods, onSignedIn, onRestart }: SecondFactorStepProps) {
  const { t, i18n } = useTranslation('account');
  const tr = (m: string) => translateMessage(m, i18n.language);
  const [recovery, setRecovery] = useState(!methods.includes('totp'));
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [err, setErr] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [passkeyPending, setPasskeyPending] = useState(false);
  const passkey = methods.includes('webauthn');
  const codes = methods.includes('totp') || methods.includes('recovery');

  const signInWithPasskey = async () => {
    if (passkeyPending || pending) return;
    setPasskeyPending(true);
    setErr(null);
    try {
      await onSignedIn(await verifyWithPasskey(mfaToken));
    } catch (error) {
      setPasskeyPending(false);
      if (error instanceof ApiError && error.code === 'mfa_token_invalid') return onRestart(error.message);
      if (error instanceof ApiError) setErr(tr(error.fields.webauthn ?? error.message));
      // The browser's own refusal (cancelled, timed out, no such passkey here): say so, and let them try again.
      else setErr(t('secondFactor.passkeyNotUsed'));
    }
  };

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (pending) return;
    if (!code.trim()) {
      setFieldError(recovery ? t('secondFactor.enterRecovery') : t('secondFactor.enterCode'));
      return;
    }
    setPending(true);
    setErr(null);
    setFieldError(null);
    try {
      await onSignedIn(await verifySecondFactor(mfaToken, code));
    } catch (error) {
      setPending(false);
      if (error instanceof ApiError && error.code === 'mfa_token_invalid') return onRestart(error.message);
      if (error instanceof ApiError && error.fields.code) setFieldError(tr(error.fields.code));
      else setErr(tr(error instanceof ApiError ? error.message : AUTH_MESSAGES.generic));
    }
  };

  return (
    <AuthCard
      title={t('secondFactor.title')}
      subtitle={recovery ? t('secondFactor.recoverySubtitle') : t('secondFactor.codeSubtitle')}
    >
      {passkey && (
        <Button
          leftSection={<IconKey size={16} />}
          loading={passkeyPending}
          onClick={() => void signInWithPasskey()}
          variant={codes && methods.includes('totp') ? 'light' : 'filled'}
          fullWidth
        >
          {t('secondFactor.usePasskey')}
        </Button>
      )}
      {err && (
        <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
          {err}
        </Alert>
      )}
      <form onSubmit={(e) => void onSubmit(e)} noValidate>
        <Stack>
          <TextInput
            key={recovery ? 'recovery' : 'totp'}
            label={recovery ? t('secondFactor.recoveryCode') : t('secondFactor.code')}
            name="code"
            autoComplete="one-time-code"
            inputMode={recovery ? 'text' : 'numeric'}
            placeholder={recovery ? 'XXXXX-XXXXX' : '123456'}
            maxLength={recovery ? 12 : 7}
            autoFocus
            value={code}
            onChange={(e) => {
              setCode(e.currentTarget.value);
              setFieldError(null);
            }}
            error={fieldError}
          />
          <Button type="submit" loading={pending} fullWidth>
            {t('secondFactor.verify')}
          </Button>
        </Stack>
      </form>
      <Stack gap={4} align="center">
        {methods.includes('recovery') && methods.includes('totp') && (
          <Anchor
            component="button"
            type="button"
            size="sm"
            onClick={() => {
              setRecovery(!recovery);
              setCode('');
              setFieldError(null);
            }}
          >
            {recovery ? t('secondFactor.useApp') : t('secondFactor.useRecovery')}
          </Anchor>
        )}
        <Text size="sm">
          <Anchor component="button" type="button" onClick={() => onRestart()}>
            {t('secondFactor.back')}
          </Anchor>
        </Text>
      </Stack>
    </AuthCard>
  );
}
