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
import { IconDeviceMobile, IconDownload, IconShieldCheck } from '@tabler/icons-react';
import { renderSVG } from 'uqr';
import type { TTotpSetupResponse } from '@lab/domain';
import { ApiError } from '@/lib/api-client';
import { useConfirmTotp, useMySecondFactors, useRemoveTotp, useStartTotpSetup } from '../api/second-factors';

const fieldOf = (err: unknown, field: string) =>
  err instanceof ApiError ? (err.fields[field] ?? (Object.keys(err.fields).length ? null : err.message)) : null;

/**
 * The profile's "Second factor" section (docs/security.md#second-factors): set up an authenticator app (QR code
 * and the secret to type), confirm it with a code, see the recovery codes once (copy, download), remove it with
 * the password.
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
          {mfa?.totp && (
            <Badge color="teal" leftSection={<IconShieldCheck size={14} />}>
              On
            </Badge>
          )}
        </Group>
        {mfa?.enrolmentRequired && !codes && (
          <Alert color="yellow" title="A second factor is required" data-testid="mfa-enrolment-required">
            Your role must use a second factor. Set up an authenticator app to continue using the portal.
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
      <Alert color="teal" title="The authenticator app is set up">
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
