import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useRouterState } from '@tanstack/react-router';
import {
  Anchor,
  Avatar,
  Button,
  Image,
  Paper,
  PasswordInput,
  Portal,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconFingerprint, IconLock } from '@tabler/icons-react';
import type { TWebauthnResponse } from '@lab/domain';
import { assertMyPasskey } from '@/api/auth/second-factor';
import { signOut } from '@/api/auth/sign-out';
import { ApiError } from '@/lib/api-client';
import { translateMessage } from '@/lib/i18n';
import { screenLock, useScreenLocked } from '@/lib/idle';
import { useSession } from '@/lib/session';
import { unlockScreen } from '../api/unlock';

export const LOCK_SCREEN_PATH = '/pages/lock-screen';

/**
 * Hides everything else on the page — from view, from the keyboard and from assistive tech — without unmounting
 * it, so a half-filled form (even in a modal) is there as it was after the unlock.
 */
function useHideOthers(host: HTMLElement | null, active: boolean) {
  useEffect(() => {
    if (!active || !host) return;
    const mine = host.closest('body > *');
    const others = Array.from(document.body.children).filter(
      (el): el is HTMLElement => el instanceof HTMLElement && el !== mine && !el.hasAttribute('data-lock-hidden'),
    );
    others.forEach((el) => {
      el.setAttribute('data-lock-hidden', el.style.visibility);
      el.inert = true;
      el.setAttribute('aria-hidden', 'true');
      el.style.visibility = 'hidden';
    });
    // The hidden page keeps its height: without this the overlay would scroll over blank space.
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
      others.forEach((el) => {
        el.inert = false;
        el.removeAttribute('aria-hidden');
        el.style.visibility = el.getAttribute('data-lock-hidden') ?? '';
        el.removeAttribute('data-lock-hidden');
      });
    };
  }, [host, active]);
}

/** The lock screen over the signed-in frame (docs/shell.md#lock-screen); mounted once by the shell layout. */
export function LockOverlay() {
  const locked = useScreenLocked();
  if (!locked) return null;
  return <LockPanel />;
}

function LockPanel() {
  const { t, i18n } = useTranslation('account');
  const tr = (m: string | null | undefined) => (m ? translateMessage(m, i18n.language) : null);
  const login = useSession();
  const navigate = useNavigate();
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const [host, setHost] = useState<HTMLDivElement | null>(null);
  const [password, setPassword] = useState('');
  // Asked once the server names the code (a user with a second factor): the lock screen holds no query of its own.
  const [code, setCode] = useState<string | null>(null);
  // Shown once the server names `webauthn` (a user with a passkey): "Use your passkey".
  const [passkeyAsked, setPasskeyAsked] = useState(false);
  const [passkeyError, setPasskeyError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [codeError, setCodeError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const codeInput = useRef<HTMLInputElement>(null);
  const codeShown = code !== null;
  useEffect(() => {
    if (codeShown) codeInput.current?.focus();
  }, [codeShown]);
  useHideOthers(host, true);

  useEffect(() => {
    const prev = document.title;
    document.title = t('lock.documentTitle');
    return () => {
      document.title = prev;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the title is set once, when the screen locks
  }, []);

  // The portal mounts a moment after the panel, and the closing user menu hands focus back to its button: the
  // password field takes it once the overlay is there, and again if the menu's hand-back came later.
  useEffect(() => {
    if (!host) return;
    input.current?.focus();
    const again = window.setTimeout(() => {
      if (!host.contains(document.activeElement)) input.current?.focus();
    }, 300);
    return () => window.clearTimeout(again);
  }, [host]);

  /** Sends the password with the code typed or the passkey's assertion; what the server asks for next is shown. */
  const unlock = async (webauthn?: TWebauthnResponse) => {
    setBusy(true);
    setError(null);
    setCodeError(null);
    setPasskeyError(null);
    try {
      await unlockScreen(password, webauthn ? { webauthn } : { code: code?.trim() || undefined });
      screenLock.unlock();
      if (pathname === LOCK_SCREEN_PATH) await navigate({ to: '/' });
    } catch (err) {
      // A 401 (session over, or too many wrong passwords) is handled by the app: sign-in page with the reason.
      if (err instanceof ApiError && err.status === 401) return;
      const fields = err instanceof ApiError ? err.fields : {};
      if ((fields.code || fields.webauthn) && !fields.password) {
        // The password was right; the second factor is missing or wrong. The first ask shows no error, only the way.
        const firstAsk = code === null && !passkeyAsked;
        if (fields.webauthn) setPasskeyAsked(true);
        if (fields.code) setCode(code ?? '');
        if (!firstAsk) {
          setCodeError(tr(fields.code));
          setPasskeyError(tr(fields.webauthn));
        }
        return;
      }
      setError(err instanceof ApiError ? tr(fields.password ?? err.message) : t('lock.somethingWrong'));
      setPassword('');
      input.current?.focus();
    } finally {
      setBusy(false);
    }
  };

  const passwordGiven = () => {
    if (password) return true;
    setError(t('lock.passwordRequired'));
    input.current?.focus();
    return false;
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (passwordGiven()) await unlock();
  };

  const unlockWithPasskey = async () => {
    if (!passwordGiven()) return;
    setPasskeyError(null);
    let webauthn: TWebauthnResponse;
    try {
      webauthn = await assertMyPasskey();
    } catch (err) {
      if (err instanceof ApiError && err.status === 401) return;
      // The browser's own refusal (cancelled, timed out, no passkey of mine here).
      setPasskeyError(t('lock.passkeyNotUsed'));
      return;
    }
    await unlock(webauthn);
  };

  const leave = async () => {
    setBusy(true);
    await signOut();
    await navigate({ to: '/login' });
  };

  const name = login?.UserName ?? '';
  return (
    <Portal>
      <div
        ref={setHost}
        role="dialog"
        aria-modal="true"
        aria-labelledby="lock-title"
        data-testid="lock-screen"
        style={{
          position: 'fixed',
          inset: 0,
          zIndex: 10000,
          display: 'grid',
          placeItems: 'center',
          padding: 'var(--mantine-spacing-md)',
          overflowY: 'auto',
          background: 'light-dark(var(--mantine-color-gray-1), var(--mantine-color-dark-8))',
        }}
      >
        <Paper withBorder shadow="md" radius="md" p="xl" w="100%" maw={400}>
          <form onSubmit={submit} noValidate>
            <Stack align="center" gap="md">
              <Image src="/logo.svg" alt={t('lock.logoAlt')} w={48} h={48} />
              <Avatar color="initials" name={name} size={72} radius="xl" src={login?.user.avatar ?? undefined} />
              <div style={{ textAlign: 'center' }}>
                <Title order={2} size="h4" id="lock-title">
                  {name}
                </Title>
                <Text size="sm" c="dimmed">
                  {t('lock.locked')}
                </Text>
              </div>
              <PasswordInput
                ref={input}
                w="100%"
                label={t('lock.password')}
                name="password"
                autoComplete="current-password"
                value={password}
                onChange={(e) => setPassword(e.currentTarget.value)}
                error={error}
                disabled={busy}
                data-autofocus
              />
              {code !== null && (
                <TextInput
                  w="100%"
                  label={passkeyAsked ? t('lock.code') : t('lock.authenticatorCode')}
                  description={passkeyAsked ? t('lock.codeOrPasskeyHint') : t('lock.codeHint')}
                  name="code"
                  autoComplete="one-time-code"
                  inputMode="numeric"
                  value={code}
                  onChange={(e) => setCode(e.currentTarget.value)}
                  error={codeError}
                  disabled={busy}
                  ref={codeInput}
                />
              )}
              {passkeyAsked && (
                <Stack gap={4} w="100%">
                  <Button
                    variant="light"
                    fullWidth
                    leftSection={<IconFingerprint size={16} />}
                    onClick={() => void unlockWithPasskey()}
                    disabled={busy}
                  >
                    {t('lock.usePasskey')}
                  </Button>
                  {passkeyError && (
                    <Text size="sm" c="red" role="alert">
                      {passkeyError}
                    </Text>
                  )}
                  {code === null && (
                    <Anchor component="button" type="button" size="sm" onClick={() => setCode('')} disabled={busy}>
                      {t('lock.useRecovery')}
                    </Anchor>
                  )}
                </Stack>
              )}
              <Button type="submit" fullWidth loading={busy} leftSection={<IconLock size={16} />}>
                {t('lock.unlock')}
              </Button>
              <Button variant="subtle" color="gray" fullWidth onClick={leave} disabled={busy}>
                {t('lock.signOut')}
              </Button>
              <Text size="sm">
                {t('lock.notYou')}{' '}
                <Anchor component="button" type="button" onClick={leave} disabled={busy}>
                  {t('lock.someoneElse')}
                </Anchor>
              </Text>
            </Stack>
          </form>
        </Paper>
      </div>
    </Portal>
  );
}
