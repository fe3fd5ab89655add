import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Alert,
  Button,
  CloseButton,
  FileButton,
  Group,
  Modal,
  Progress,
  Stack,
  TagsInput,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconPaperclip, IconSend } from '@tabler/icons-react';
import type { TMailAttachment } from '@lab/domain';
import { ApiError } from '@/lib/api-client';
import { uploadAttachment, useMailDirectory, useSendMail } from '../api/mails';

export interface ComposeDraft {
  /** A saved draft of mine (its copy id): saving updates it, sending replaces it. */
  id?: number;
  to: string[];
  cc: string[];
  bcc: string[];
  subject: string;
  message: string;
  attachments: TMailAttachment[];
  inReplyTo?: number;
}

export const emptyDraft = (): ComposeDraft => ({ to: [], cc: [], bcc: [], subject: '', message: '', attachments: [] });

const ACCEPT = 'application/pdf,image/png,image/jpeg,image/tiff,.pdf,.png,.jpg,.jpeg,.tif,.tiff';

/** A To/Cc/Bcc picker: portal users by name or email from the directory; any typed address is kept as written. */
function AddressInput({
  label,
  value,
  onChange,
  error,
}: {
  label: string;
  value: string[];
  onChange(v: string[]): void;
  error?: string;
}) {
  const { t } = useTranslation('mail');
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search, 200);
  const dir = useMailDirectory(q);
  const names = new Map((dir.data ?? []).map((u) => [u.email, u.name]));
  return (
    <TagsInput
      label={label}
      value={value}
      onChange={(v) => onChange(v.map((s) => s.trim().toLowerCase()).filter(Boolean))}
      searchValue={search}
      onSearchChange={setSearch}
      data={(dir.data ?? []).map((u) => u.email)}
      renderOption={({ option }) => (
        <div>
          <Text size="sm">{names.get(option.value) ?? option.value}</Text>
          <Text size="xs" c="dimmed">
            {option.value}
          </Text>
        </div>
      )}
      filter={({ options }) => options}
      splitChars={[',', ' ', ';']}
      placeholder={value.length ? undefined : t('compose.addressPlaceholder')}
      error={error}
      clearable
    />
  );
}

/** Compose, reply, forward or continue a draft (docs/workspace.md#mail). */
export function ComposeModal({ initial, onClose }: { initial: ComposeDraft; onClose(): void }) {
  const { t } = useTranslation('mail');
  const phone = useMediaQuery('(max-width: 48em)');
  const [draft, setDraft] = useState<ComposeDraft>(initial);
  const [showCopies, setShowCopies] = useState(initial.cc.length + initial.bcc.length > 0);
  const [error, setError] = useState<ApiError | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const send = useSendMail();
  const set = <K extends keyof ComposeDraft>(k: K, v: ComposeDraft[K]) => setDraft((d) => ({ ...d, [k]: v }));

  const submit = (asDraft: boolean) => {
    setError(null);
    send.mutate(
      {
        id: draft.id,
        to: draft.to,
        cc: draft.cc,
        bcc: draft.bcc,
        subject: draft.subject,
        message: draft.message,
        attachments: draft.attachments.map((a) => a.id),
        inReplyTo: draft.inReplyTo,
        draft: asDraft,
      },
      {
        onSuccess: ({ id }) => {
          if (asDraft) {
            set('id', id);
            notifications.show({ color: 'green', message: t('compose.draftSaved') });
          } else {
            notifications.show({ color: 'green', message: t('compose.sent') });
            onClose();
          }
        },
        onError: (e) => setError(e instanceof ApiError ? e : new ApiError(0, String(e))),
      },
    );
  };

  const attach = async (files: File[]) => {
    setError(null);
    for (const file of files) {
      try {
        setProgress(0);
        const a = await uploadAttachment(file, setProgress);
        setDraft((d) => ({ ...d, attachments: [...d.attachments, a] }));
      } catch (e) {
        setError(e instanceof ApiError ? e : new ApiError(0, String(e)));
      } finally {
        setProgress(null);
      }
    }
  };

  return (
    <Modal
      opened
      onClose={onClose}
      title={draft.inReplyTo ? t('reader.reply') : draft.id ? t('compose.draft') : t('compose.new')}
      size="lg"
      fullScreen={phone}
    >
      <Stack gap="sm">
        {error && (
          <Alert color="red" role="alert" withCloseButton onClose={() => setError(null)}>
            {error.message}
          </Alert>
        )}
        <AddressInput
          label={t('compose.to')}
          value={draft.to}
          onChange={(v) => set('to', v)}
          error={error?.fields.to}
        />
        {showCopies ? (
          <>
            <AddressInput
              label={t('compose.cc')}
              value={draft.cc}
              onChange={(v) => set('cc', v)}
              error={error?.fields.cc}
            />
            <AddressInput
              label={t('compose.bcc')}
              value={draft.bcc}
              onChange={(v) => set('bcc', v)}
              error={error?.fields.bcc}
            />
          </>
        ) : (
          <Group justify="flex-end">
            <Button variant="subtle" size="compact-sm" onClick={() => setShowCopies(true)}>
              {t('compose.ccBcc')}
            </Button>
          </Group>
        )}
        <TextInput
          label={t('compose.subject')}
          value={draft.subject}
          onChange={(e) => set('subject', e.currentTarget.value)}
          error={error?.fields.subject}
        />
        <Textarea
          label={t('compose.message')}
          value={draft.message}
          onChange={(e) => set('message', e.currentTarget.value)}
          autosize
          minRows={8}
          maxRows={20}
          error={error?.fields.message}
        />
        {draft.attachments.length > 0 && (
          <Stack gap={4} aria-label={t('attachments')}>
            {draft.attachments.map((a) => (
              <Group key={a.id} gap="xs" wrap="nowrap">
                <IconPaperclip size={14} aria-hidden />
                <Text size="sm" truncate style={{ flex: 1 }}>
                  {t('fileSize', { name: a.fileName, kb: Math.max(1, Math.round(a.size / 1024)) })}
                </Text>
                <CloseButton
                  size="sm"
                  aria-label={t('compose.remove', { name: a.fileName })}
                  onClick={() =>
                    set(
                      'attachments',
                      draft.attachments.filter((x) => x.id !== a.id),
                    )
                  }
                />
              </Group>
            ))}
          </Stack>
        )}
        {progress !== null && <Progress value={progress * 100} aria-label={t('compose.progress')} />}
        {error?.fields.file && (
          <Text c="red" size="sm">
            {error.fields.file}
          </Text>
        )}
        <Group justify="space-between">
          <FileButton onChange={(f) => void attach(f)} accept={ACCEPT} multiple>
            {(props) => (
              <Button
                {...props}
                variant="default"
                leftSection={<IconPaperclip size={16} />}
                disabled={progress !== null}
              >
                {t('compose.attach')}
              </Button>
            )}
          </FileButton>
          <Group gap="sm">
            <Button
              variant="default"
              onClick={() => submit(true)}
              loading={send.isPending && send.variables?.draft === true}
            >
              {t('compose.saveDraft')}
            </Button>
            <Button
              leftSection={<IconSend size={16} />}
              onClick={() => submit(false)}
              loading={send.isPending && send.variables?.draft === false}
            >
              {t('compose.send')}
            </Button>
          </Group>
        </Group>
      </Stack>
    </Modal>
  );
}
