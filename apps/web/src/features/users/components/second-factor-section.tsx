import { useMemo, useState, type FormEvent } from 'react';
import { Trans, useTranslation } from 'react-i18next';
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
import { formatDateTime } from '@/lib/format';
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
  const { t } = useTranslation('profile', { keyPrefix: 'secondFactor' });
  const status = useMySecondFactors();
  const [setup, setSetup] = useState<TTotpSetupResponse | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const mfa = status.data;

  return (
    <Paper withBorder p="xl" component="section" aria-labelledby="second-factor-title">
      <Stack>
        <Group justify="space-between">
          <Title order={2} size="h4" id="second-factor-title">
            {t('title')}
          </Title>
          {(mfa?.totp || Boolean(mfa?.passkeys.length)) && (
            <Badge color="teal" leftSection={<IconShieldCheck size={14} />}>
              {t('on')}
            </Badge>
          )}
        </Group>
        {mfa?.enrolmentRequired && !codes && (
          <Alert color="yellow" title={t('requiredTitle')} data-testid="mfa-enrolment-required">
            {t('required')}
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
  const { t } = useTranslation('profile', { keyPrefix: 'secondFactor' });
  const start = useStartTotpSetup();
  return (
    <Stack gap="sm" align="flex-start">
      <Text size="sm">{t('intro')}</Text>
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
        {t('setUp')}
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
  const { t } = useTranslation('profile', { keyPrefix: 'secondFactor' });
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
    <form onSubmit={submit} noValidate aria-label={t('confirmLabel')}>
      <Stack>
        <Text size="sm">{t('scan')}</Text>
        <Group align="flex-start" wrap="wrap" gap="lg">
          <Image src={qr} alt={t('qrAlt')} w={184} h={184} bg="white" p={8} radius="sm" data-testid="totp-qr" />
          <Stack gap={4} miw={0} style={{ flex: '1 1 200px' }}>
            <Text size="sm" fw={500}>
              {t('secret')}
            </Text>
            <Code block data-testid="totp-secret" style={{ wordBreak: 'break-all', whiteSpace: 'pre-wrap' }}>
              {setup.secret.replace(/(.{4})/g, '$1 ').trim()}
            </Code>
            <CopyButton value={setup.secret}>
              {({ copied, copy }) => (
                <Button variant="subtle" size="compact-sm" onClick={copy} w="fit-content">
                  {copied ? t('copied') : t('copySecret')}
                </Button>
              )}
            </CopyButton>
          </Stack>
        </Group>
        <TextInput
          label={t('enterCode')}
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
            {t('confirm')}
          </Button>
          <Button variant="default" onClick={onCancel}>
            {t('cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useTranslation('profile', { keyPrefix: 'secondFactor' });
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
      <Alert color="teal" title={t('doneTitle')}>
        {t('doneText')}
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
              {copied ? t('copied') : t('copyCodes')}
            </Button>
          )}
        </CopyButton>
        <Button variant="default" leftSection={<IconDownload size={16} />} onClick={download}>
          {t('download')}
        </Button>
        <Button onClick={onDone}>{t('saved')}</Button>
      </Group>
    </Stack>
  );
}

function TotpOn({ recoveryCodesLeft }: { recoveryCodesLeft: number }) {
  const { t } = useTranslation('profile', { keyPrefix: 'secondFactor' });
  const remove = useRemoveTotp();
  const [removing, setRemoving] = useState(false);
  const [password, setPassword] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    remove.mutate(password, {
      onSuccess: () => {
        setRemoving(false);
        setPassword('');
        notifications.show({ color: 'green', message: t('totpRemoved') });
      },
    });
  };
  return (
    <Stack gap="sm">
      <Text size="sm">
        <Trans t={t} i18nKey="totpOn" values={{ count: recoveryCodesLeft }} components={{ b: <b /> }} />
      </Text>
      {removing ? (
        <form onSubmit={submit} noValidate aria-label={t('removeTotpLabel')}>
          <Stack gap="sm" maw={360}>
            <PasswordInput
              label={t('yourPassword')}
              name="password"
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.currentTarget.value)}
              error={fieldOf(remove.error, 'password')}
            />
            <Group>
              <Button type="submit" color="red" loading={remove.isPending}>
                {t('remove')}
              </Button>
              <Button variant="default" onClick={() => setRemoving(false)}>
                {t('cancel')}
              </Button>
            </Group>
          </Stack>
        </form>
      ) : (
        <Button variant="light" color="red" w="fit-content" onClick={() => setRemoving(true)}>
          {t('removeTotp')}
        </Button>
      )}
    </Stack>
  );
}

const when = (iso: string) => formatDateTime(iso);

/** Passkeys and security keys: add one (named), the list, remove one with the password. */
function Passkeys({ passkeys, onFirst }: { passkeys: TPasskey[]; onFirst: (codes: string[]) => void }) {
  const { t } = useTranslation('profile', { keyPrefix: 'secondFactor' });
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
        notifications.show({ color: 'green', message: t('passkeyAdded', { name: r.name }) });
        if (r.recoveryCodes) onFirst(r.recoveryCodes);
      },
    });
  };
  const addError =
    register.error instanceof ApiError
      ? (register.error.fields.response ?? register.error.message)
      : register.error
        ? t('passkeyNotMade')
        : null;
  return (
    <Stack gap="sm" data-testid="passkeys">
      <Title order={3} size="h5">
        {t('passkeys')}
      </Title>
      <Text size="sm">{t('passkeysIntro')}</Text>
      {passkeys.length > 0 && (
        <Stack gap={4} component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('yourPasskeys')}>
          {passkeys.map((p) => (
            <Group key={p.id} component="li" justify="space-between" wrap="nowrap">
              <Stack gap={0}>
                <Text size="sm" fw={500}>
                  {p.name}
                </Text>
                <Text size="xs" c="dimmed">
                  {t('added', { date: when(p.createdAt) })}
                  {p.lastUsedAt ? t('lastUsed', { date: when(p.lastUsedAt) }) : t('notUsed')}
                </Text>
              </Stack>
              <Button
                variant="subtle"
                color="red"
                size="compact-sm"
                leftSection={<IconTrash size={14} />}
                aria-label={t('removePasskey', { name: p.name })}
                onClick={() => setRemoving(p)}
              >
                {t('remove')}
              </Button>
            </Group>
          ))}
        </Stack>
      )}
      {removing && <RemovePasskey passkey={removing} onDone={() => setRemoving(null)} />}
      {adding ? (
        <form onSubmit={add} noValidate aria-label={t('addPasskeyLabel')}>
          <Stack gap="sm" maw={360}>
            <TextInput
              label={t('passkeyName')}
              description={t('passkeyNameHint')}
              name="passkey-name"
              maxLength={PASSKEY_NAME_MAX}
              value={name}
              onChange={(e) => setName(e.currentTarget.value)}
              error={addError}
            />
            <Group>
              <Button type="submit" loading={register.isPending}>
                {t('continue')}
              </Button>
              <Button variant="default" onClick={() => setAdding(false)}>
                {t('cancel')}
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
          {t('addPasskey')}
        </Button>
      )}
    </Stack>
  );
}

function RemovePasskey({ passkey, onDone }: { passkey: TPasskey; onDone: () => void }) {
  const { t } = useTranslation('profile', { keyPrefix: 'secondFactor' });
  const remove = useRemovePasskey();
  const [password, setPassword] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    remove.mutate(
      { id: passkey.id, password },
      {
        onSuccess: () => {
          notifications.show({ color: 'green', message: t('passkeyRemoved', { name: passkey.name }) });
          onDone();
        },
      },
    );
  };
  return (
    <form onSubmit={submit} noValidate aria-label={t('removePasskey', { name: passkey.name })}>
      <Stack gap="sm" maw={360}>
        <PasswordInput
          label={t('passwordToRemove', { name: passkey.name })}
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.currentTarget.value)}
          error={fieldOf(remove.error, 'password')}
        />
        <Group>
          <Button type="submit" color="red" loading={remove.isPending}>
            {t('remove')}
          </Button>
          <Button variant="default" onClick={onDone}>
            {t('cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
