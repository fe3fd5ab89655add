import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@/lib/form-resolver';
import { z } from 'zod';
import {
  ActionIcon,
  Alert,
  Anchor,
  Button,
  Group,
  Paper,
  Progress,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconCheck, IconUpload, IconX } from '@tabler/icons-react';
import { DOCUMENT_CATEGORIES, ZDocumentCategory, type TDocument, type TUploadedDocument } from '@lab/domain';
import { ApiError } from '@/lib/api-client';
import { formatBytes, formatDateTime } from '@/lib/format';
import { useUploadDocument } from './api/upload-document';
import { AttachTargetPicker, type AttachTarget } from './attach-target-picker';
import { DocumentDropzone } from './document-dropzone';
import { documentMessage } from './document-messages';

const FORM_MESSAGES = { titleMax: 'At most 200 characters', chooseTarget: 'Choose a patient or a case' } as const;
/** A message of this form or of the domain's documents, in the language shown. */
const formMessage = (t: TFunction<'documents'>, m: string | undefined) =>
  m === FORM_MESSAGES.titleMax
    ? t('upload.titleMax')
    : m === FORM_MESSAGES.chooseTarget
      ? t('upload.chooseTarget')
      : m && documentMessage(t, m);

const ZUploadForm = z
  .object({
    category: ZDocumentCategory,
    title: z.string().trim().max(200, FORM_MESSAGES.titleMax),
    target: z.object({
      kind: z.enum(['patient', 'case']),
      id: z.number().int().nullable(),
      label: z.string().optional(),
    }),
  })
  .refine((v) => v.target.id !== null, { message: FORM_MESSAGES.chooseTarget, path: ['target'] });
type TUploadForm = z.infer<typeof ZUploadForm>;

interface QueueItem {
  key: string;
  file: File;
  progress: number;
  state: 'waiting' | 'uploading' | 'done' | 'failed';
  message?: string;
  /** Earlier documents of the patient holding the very same file. */
  sameFileAs?: TUploadedDocument['sameFileAs'];
}

export const CATEGORY_LABELS: Record<string, string> = {
  requisition: 'Requisition',
  report: 'Report',
  consent: 'Consent',
  correspondence: 'Correspondence',
  image: 'Image',
  other: 'Other',
};
/** A category's label in the language shown (CATEGORY_LABELS keeps the English). */
export const categoryLabel = (t: TFunction<'documents'>, c: string) =>
  t(`categories.${c}`, { defaultValue: CATEGORY_LABELS[c] ?? c });
export const categoryOptions = (t: TFunction<'documents'>) =>
  DOCUMENT_CATEGORIES.map((c) => ({ value: c, label: categoryLabel(t, c) }));

const baseName = (name: string) => name.replace(/\.[^.]+$/, '');

/** The same file was already on the record: say so, with a link to the earlier document. */
function SameFileNotice({ earlier }: { earlier: TUploadedDocument['sameFileAs'] }) {
  const { t } = useTranslation('documents');
  const first = earlier[0]!;
  return (
    <Alert color="yellow" variant="light" p="xs" role="status" title={t('upload.sameTitle')}>
      <Text size="xs">
        {t('upload.same', {
          title: first.title,
          onCase: first.caseNumber ? t('upload.onCase', { number: first.caseNumber }) : '',
          date: formatDateTime(first.uploadedAt),
          more: earlier.length > 1 ? t('upload.more', { count: earlier.length - 1 }) : '',
        })}{' '}
        <Anchor href={`/documents/${first.id}/view`} target="_blank" rel="noopener" size="xs">
          {t('upload.openExisting')}
        </Anchor>
      </Text>
    </Alert>
  );
}

interface Props {
  /** Fixed targets (embedded in a patient or case page): the picker is hidden. */
  patientId?: number;
  caseId?: number;
  onUploaded?(doc: TDocument): void;
}

/**
 * Drop files (or pick them) to attach them to a patient or a case, with a progress bar per file.
 * Files wait in the queue until the form is valid; Enter or "Upload" sends them.
 */
export function DocumentUploadPanel({ patientId, caseId, onUploaded }: Props) {
  const { t } = useTranslation('documents');
  const fixed = patientId !== undefined || caseId !== undefined;
  const upload = useUploadDocument();
  const openRef = useRef<() => void>(null);
  const [queue, setQueueState] = useState<QueueItem[]>([]);
  // The latest queue, for an upload started right after files were added (before a re-render).
  const queueRef = useRef<QueueItem[]>([]);
  const setQueue = (fn: (q: QueueItem[]) => QueueItem[]) => {
    queueRef.current = fn(queueRef.current);
    setQueueState(queueRef.current);
  };
  const form = useForm<TUploadForm>({
    resolver: zodResolver(ZUploadForm),
    mode: 'onChange',
    defaultValues: {
      category: 'other',
      title: '',
      target: fixed
        ? { kind: caseId !== undefined ? 'case' : 'patient', id: caseId ?? patientId ?? null }
        : { kind: 'patient', id: null },
    },
  });

  const patch = (key: string, change: Partial<QueueItem>) =>
    setQueue((q) => q.map((it) => (it.key === key ? { ...it, ...change } : it)));

  const send = form.handleSubmit(async (values) => {
    const waiting = queueRef.current.filter((it) => it.state === 'waiting' || it.state === 'failed');
    if (waiting.length === 0) {
      openRef.current?.();
      return;
    }
    for (const [i, item] of waiting.entries()) {
      patch(item.key, { state: 'uploading', progress: 0, message: undefined });
      const title = values.title
        ? waiting.length > 1
          ? `${values.title} (${i + 1})`
          : values.title
        : baseName(item.file.name);
      try {
        const doc = await upload.mutateAsync({
          file: item.file,
          title,
          category: values.category,
          patientId: values.target.kind === 'patient' ? values.target.id! : undefined,
          caseId: values.target.kind === 'case' ? values.target.id! : undefined,
          onProgress: (p) => patch(item.key, { progress: p }),
        });
        patch(item.key, { state: 'done', progress: 1, sameFileAs: doc.sameFileAs });
        onUploaded?.(doc);
      } catch (e) {
        const err = e instanceof ApiError ? e : null;
        const f = err?.fields ?? {};
        if (f.patientId || f.caseId) form.setError('target', { message: f.patientId ?? f.caseId });
        if (f.title) form.setError('title', { message: f.title });
        if (f.category) form.setError('category', { message: f.category });
        patch(item.key, {
          state: 'failed',
          message: f.file ?? err?.message ?? t('upload.failedMessage'),
        });
      }
    }
    form.setValue('title', '');
  });

  const addFiles = (files: File[]) => {
    const items = files.map((file) => ({
      key: `${file.name}-${file.size}-${Math.random()}`,
      file,
      progress: 0,
      state: 'waiting' as const,
    }));
    setQueue((q) => [...q.filter((it) => it.state !== 'done'), ...items]);
    // Start at once when the form is already complete; otherwise the errors say what is missing.
    void send();
  };

  const pending = queue.filter((it) => it.state === 'waiting' || it.state === 'failed').length;
  const busy = queue.some((it) => it.state === 'uploading');

  return (
    <Paper withBorder p="md" radius="md">
      <form onSubmit={send} noValidate aria-label={t('upload.title')}>
        <Stack gap="sm">
          <Title order={2} size="h4">
            {t('upload.title')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: fixed ? 2 : 3 }} spacing="sm">
            {!fixed && (
              <Controller
                control={form.control}
                name="target"
                render={({ field, fieldState }) => (
                  <AttachTargetPicker
                    ref={field.ref}
                    autoFocus
                    value={field.value as AttachTarget}
                    onChange={field.onChange}
                    error={formMessage(t, fieldState.error?.message)}
                  />
                )}
              />
            )}
            <Controller
              control={form.control}
              name="category"
              render={({ field, fieldState }) => (
                <Select
                  label={t('category')}
                  data={categoryOptions(t)}
                  allowDeselect={false}
                  value={field.value}
                  onChange={(v) => field.onChange(v ?? 'other')}
                  error={formMessage(t, fieldState.error?.message)}
                />
              )}
            />
            <TextInput
              label={t('title')}
              placeholder={t('upload.titlePlaceholder')}
              {...form.register('title')}
              error={formMessage(t, form.formState.errors.title?.message)}
            />
          </SimpleGrid>
          <DocumentDropzone openRef={openRef} onDrop={addFiles} loading={busy} />
          {queue.length > 0 && (
            <Stack gap={6} aria-label={t('upload.queue')}>
              {queue.map((it) => (
                <Group key={it.key} gap="sm" wrap="nowrap" data-testid="upload-item">
                  <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
                    <Group justify="space-between" gap="xs" wrap="nowrap">
                      <Text size="sm" truncate>
                        {it.file.name}
                      </Text>
                      <Text size="xs" c={it.state === 'failed' ? 'red' : 'dimmed'} style={{ whiteSpace: 'nowrap' }}>
                        {it.state === 'uploading'
                          ? `${Math.round(it.progress * 100)} %`
                          : it.state === 'done'
                            ? t('upload.uploaded')
                            : it.state === 'failed'
                              ? t('upload.failed')
                              : t('upload.waiting')}{' '}
                        · {formatBytes(it.file.size)}
                      </Text>
                    </Group>
                    <Progress
                      value={it.progress * 100}
                      color={it.state === 'failed' ? 'red' : it.state === 'done' ? 'green' : 'blue'}
                      animated={it.state === 'uploading'}
                      aria-label={t('upload.progressOf', { name: it.file.name })}
                    />
                    {it.message && (
                      <Text size="xs" c="red">
                        {documentMessage(t, it.message)}
                      </Text>
                    )}
                    {it.sameFileAs && it.sameFileAs.length > 0 && <SameFileNotice earlier={it.sameFileAs} />}
                  </Stack>
                  {it.state === 'done' ? (
                    <IconCheck size={18} color="var(--mantine-color-green-text)" />
                  ) : (
                    <ActionIcon
                      variant="subtle"
                      color="gray"
                      aria-label={t('upload.remove', { name: it.file.name })}
                      disabled={it.state === 'uploading'}
                      onClick={() => setQueue((q) => q.filter((x) => x.key !== it.key))}
                    >
                      <IconX size={16} />
                    </ActionIcon>
                  )}
                </Group>
              ))}
            </Stack>
          )}
          <Group justify="flex-end">
            <Button type="submit" leftSection={<IconUpload size={16} />} loading={busy}>
              {pending > 0 ? t('upload.submit', { count: pending }) : t('upload.choose')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
