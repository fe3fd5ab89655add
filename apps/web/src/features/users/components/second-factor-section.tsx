import { useMemo, useState, type FormEvent } from 'react';
import {
  Alert,
  Badge,
  Button,
  Code,
  CopyButton,
  Group,
  Image,
  Paper,
  PasswordInput,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDeviceMobile, IconDownload, IconKey, IconShieldCheck, IconTrash } from '@tabler/icons-react';
import { renderSVG } from 'uqr';
import { PASSKEY_NAME_MAX, type TPasskey, type TTotpSetupResponse } from '@lab/domain';
import { ApiError } from '@/lib/api-client';
import {
  useConfirmTotp,
  useMySecondFactors,
  useRegisterPasskey,
  useRemovePasskey,
  useRemoveTotp,
  useStartTotpSetup,
} from '../api/second-factors';

const fieldOf = (err: unknown, field: string) =>
  err instanceof ApiError ? (err.fields[field] ?? (Object.keys(err.fields).length ? null : err.message)) : null;

/**
 * The profile's "Second factor" section (docs/security.md#second-factors): set up an authenticator app (QR code
 * and the secret to type), confirm it with a code, see the recovery codes once (copy, download), remove it with
 * the password; add, list and remove passkeys (docs/security.md#passkeys).
 */
export function SecondFactorSection() {
  const status = useMySecondFactors();
  const [setup, setSetup] = useState<TTotpSetupResponse | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const mfa = status.data;

  return (
    <Paper withBorder p="xl" component="section" aria-labelledby="second-factor-title">
      <Stack>
        <Group justify="space-between">
          <Title order={2} size="h4" id="second-factor-title">
            Second factor
          </Title>
          {(mfa?.totp || Boolean(mfa?.passkeys.length)) && (
            <Badge color="teal" leftSection={<IconShieldCheck size={14} />}>
              On
            </Badge>
          )}
        </Group>
        {mfa?.enrolmentRequired && !codes && (
          <Alert color="yellow" title="A second factor is required" data-testid="mfa-enrolment-required">
            Your role must use a second factor. Set up an authenticator app or add a passkey to continue using the
            portal.
          </Alert>
        )}
        {codes ? (
          <RecoveryCodes codes={codes} onDone={() => setCodes(null)} />
        ) : setup ? (
          <ConfirmSetup
            setup={setup}
            onConfirmed={(c) => {
              setSetup(null);
              setCodes(c);
            }}
            onCancel={() => setSetup(null)}
          />
        ) : mfa?.totp ? (
          <TotpOn recoveryCodesLeft={mfa.recoveryCodesLeft} />
        ) : mfa ? (
          <StartSetup onStarted={setSetup} />
        ) : null}
        {mfa && !codes && !setup && <Passkeys passkeys={mfa.passkeys} onFirst={setCodes} />}
      </Stack>
    </Paper>
  );
}

function StartSetup({ onStarted }: { onStarted: (s: TTotpSetupResponse) => void }) {
  const start = useStartTotpSetup();
  return (
    <Stack gap="sm" align="flex-start">
      <Text size="sm">
        Sign in with your password and a code from an authenticator app on your phone (Google Authenticator, Microsoft
        Authenticator, 1Password, FreeOTP…).
      </Text>
      <Button
        leftSection={<IconDeviceMobile size={16} />}
        loading={start.isPending}
        onClick={() =>
          start.mutate(undefined, {
            onSuccess: onStarted,
            onError: (e) => notifications.show({ color: 'red', message: e.message }),
          })
        }
      >
        Set up an authenticator app
      </Button>
    </Stack>
  );
}

function ConfirmSetup({
  setup,
  onConfirmed,
  onCancel,
}: {
  setup: TTotpSetupResponse;
  onConfirmed: (codes: string[]) => void;
  onCancel: () => void;
}) {
  const confirm = useConfirmTotp();
  const [code, setCode] = useState('');
  const qr = useMemo(
    () =>
      `data:image/svg+xml;utf8,${encodeURIComponent(renderSVG(setup.otpauthUrl, { whiteColor: '#ffffff', blackColor: '#000000' }))}`,
    [setup.otpauthUrl],
  );
  const submit = (e: FormEvent) => {
    e.preventDefault();
    confirm.mutate(code, { onSuccess: (r) => onConfirmed(r.recoveryCodes) });
  };
  return (
    <form onSubmit={submit} noValidate aria-label="Confirm the authenticator app">
      <Stack>
        <Text size="sm">1. Scan this code with the authenticator app, or type the secret below into it.</Text>
        <Group align="flex-start" wrap="wrap" gap="lg">
          <Image
            src={qr}
            alt="QR code of the authenticator app's secret"
            w={184}
            h={184}
            bg="white"
            p={8}
            radius="sm"
            data-testid="totp-qr"
          />
          <Stack gap={4} miw={0} style={{ flex: '1 1 200px' }}>
            <Text size="sm" fw={500}>
              Secret
            </Text>
            <Code block data-testid="totp-secret" style={{ wordBreak: 'break-all', whiteSpace: 'pre-wrap' }}>
              {setup.secret.replace(/(.{4})/g, '$1 ').trim()}
            </Code>
            <CopyButton value={setup.secret}>
              {({ copied, copy }) => (
                <Button variant="subtle" size="compact-sm" onClick={copy} w="fit-content">
                  {copied ? 'Copied' : 'Copy the secret'}
                </Button>
              )}
            </CopyButton>
          </Stack>
        </Group>
        <TextInput
          label="2. Enter the 6-digit code the app shows"
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={7}
          value={code}
          onChange={(e) => setCode(e.currentTarget.value)}
          error={fieldOf(confirm.error, 'code')}
          maw={260}
        />
        <Group>
          <Button type="submit" loading={confirm.isPending}>
            Confirm
          </Button>
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const text = codes.join('\n');
  const download = () => {
    const url = URL.createObjectURL(new Blob([`${text}\n`], { type: 'text/plain' }));
    const a = document.createElement('a');
    a.href = url;
    a.download = 'recovery-codes.txt';
    a.click();
    URL.revokeObjectURL(url);
  };
  return (
    <Stack data-testid="recovery-codes">
      <Alert color="teal" title="Your second factor is set up">
        Keep these recovery codes somewhere safe and offline. Each one signs you in once if you lose your phone. They
        are shown only now.
      </Alert>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing={4} maw={360}>
        {codes.map((c) => (
          <Code key={c} fz="md" ta="center">
            {c}
          </Code>
        ))}
      </SimpleGrid>
      <Group>
        <CopyButton value={text}>
          {({ copied, copy }) => (
            <Button variant="default" onClick={copy}>
              {copied ? 'Copied' : 'Copy the codes'}
            </Button>
          )}
        </CopyButton>
        <Button variant="default" leftSection={<IconDownload size={16} />} onClick={download}>
          Download
        </Button>
        <Button onClick={onDone}>I have saved them</Button>
      </Group>
    </Stack>
  );
}

function TotpOn({ recoveryCodesLeft }: { recoveryCodesLeft: number }) {
  const remove = useRemoveTotp();
  const [removing, setRemoving] = useState(false);
  const [password, setPassword] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    remove.mutate(password, {
      onSuccess: () => {
        setRemoving(false);
        setPassword('');
        notifications.show({ color: 'green', message: 'The authenticator app was removed.' });
      },
    });
  };
  return (
    <Stack gap="sm">
      <Text size="sm">
        Signing in asks for a code of your authenticator app. Recovery codes left: <b>{recoveryCodesLeft}</b>.
      </Text>
      {removing ? (
        <form onSubmit={submit} noValidate aria-label="Remove the authenticator app">
          <Stack gap="sm" maw={360}>
            <PasswordInput
              label="Your password"
              name="password"
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.currentTarget.value)}
              error={fieldOf(remove.error, 'password')}
            />
            <Group>
              <Button type="submit" color="red" loading={remove.isPending}>
                Remove
              </Button>
              <Button variant="default" onClick={() => setRemoving(false)}>
                Cancel
              </Button>
            </Group>
          </Stack>
        </form>
      ) : (
        <Button variant="light" color="red" w="fit-content" onClick={() => setRemoving(true)}>
          Remove the authenticator app
        </Button>
      )}
    </Stack>
  );
}

const when = (iso: string) => new Date(iso).toLocaleString();

/** Passkeys and security keys: add one (named), the list, remove one with the password. */
function Passkeys({ passkeys, onFirst }: { passkeys: TPasskey[]; onFirst: (codes: string[]) => void }) {
  const register = useRegisterPasskey();
  const [adding, setAdding] = useState(false);
  const [name, setName] = useState('');
  const [removing, setRemoving] = useState<TPasskey | null>(null);
  const add = (e: FormEvent) => {
    e.preventDefault();
    register.mutate(name, {
      onSuccess: (r) => {
        setAdding(false);
        setName('');
        notifications.show({ color: 'green', message: `The passkey "${r.name}" was added.` });
        if (r.recoveryCodes) onFirst(r.recoveryCodes);
      },
    });
  };
  const addError =
    register.error instanceof ApiError
      ? (register.error.fields.response ?? register.error.message)
      : register.error
        ? 'The passkey was not made: the browser or the key said no, or it was cancelled.'
        : null;
  return (
    <Stack gap="sm" data-testid="passkeys">
      <Title order={3} size="h5">
        Passkeys
      </Title>
      <Text size="sm">
        A passkey or a security key (fingerprint, face, PIN or a USB key) signs you in instead of a code.
      </Text>
      {passkeys.length > 0 && (
        <Stack gap={4} component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Your passkeys">
          {passkeys.map((p) => (
            <Group key={p.id} component="li" justify="space-between" wrap="nowrap">
              <Stack gap={0}>
                <Text size="sm" fw={500}>
                  {p.name}
                </Text>
                <Text size="xs" c="dimmed">
                  Added {when(p.createdAt)}
                  {p.lastUsedAt ? ` · last used ${when(p.lastUsedAt)}` : ' · not used yet'}
                </Text>
              </Stack>
              <Button
                variant="subtle"
                color="red"
                size="compact-sm"
                leftSection={<IconTrash size={14} />}
                aria-label={`Remove the passkey ${p.name}`}
                onClick={() => setRemoving(p)}
              >
                Remove
              </Button>
            </Group>
          ))}
        </Stack>
      )}
      {removing && <RemovePasskey passkey={removing} onDone={() => setRemoving(null)} />}
      {adding ? (
        <form onSubmit={add} noValidate aria-label="Add a passkey">
          <Stack gap="sm" maw={360}>
            <TextInput
              label="A name for it"
              description="So you can tell your keys apart, e.g. “Work laptop” or “Blue key”."
              name="passkey-name"
              maxLength={PASSKEY_NAME_MAX}
              value={name}
              onChange={(e) => setName(e.currentTarget.value)}
              error={addError}
            />
            <Group>
              <Button type="submit" loading={register.isPending}>
                Continue
              </Button>
              <Button variant="default" onClick={() => setAdding(false)}>
                Cancel
              </Button>
            </Group>
          </Stack>
        </form>
      ) : (
        <Button
          variant="light"
          leftSection={<IconKey size={16} />}
          w="fit-content"
          onClick={() => {
            register.reset();
            setAdding(true);
          }}
        >
          Add a passkey
        </Button>
      )}
    </Stack>
  );
}

function RemovePasskey({ passkey, onDone }: { passkey: TPasskey; onDone: () => void }) {
  const remove = useRemovePasskey();
  const [password, setPassword] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    remove.mutate(
      { id: passkey.id, password },
      {
        onSuccess: () => {
          notifications.show({ color: 'green', message: `The passkey "${passkey.name}" was removed.` });
          onDone();
        },
      },
    );
  };
  return (
    <form onSubmit={submit} noValidate aria-label={`Remove the passkey ${passkey.name}`}>
      <Stack gap="sm" maw={360}>
        <PasswordInput
          label={`Your password, to remove "${passkey.name}"`}
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.currentTarget.value)}
          error={fieldOf(remove.error, 'password')}
        />
        <Group>
          <Button type="submit" color="red" loading={remove.isPending}>
            Remove
          </Button>
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
