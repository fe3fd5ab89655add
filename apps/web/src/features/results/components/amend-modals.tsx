import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert, Button, Group, Modal, PasswordInput, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconSignature } from '@tabler/icons-react';
import { useMediaQuery } from '@mantine/hooks';
import type { TCase, TDiagnosis, TDiagnosisContent } from '@lab/domain';
import { applyServerErrors } from '@/lib/form-errors';
import { useAddAddendum } from '../api/add-addendum';
import { useAmendReport } from '../api/amend-report';
import { IcdCodesInput, ProceduresInput } from './case-coding';
import { SIGNATURE_TEXT } from './sign-out-modal';
import { contentOf } from './use-diagnosis-draft';

/** Amend: a reason, the corrected diagnoses, comment and codes (from the current values), and the password. */
export function AmendModal({ opened, c, diagnosis, onClose }: { opened: boolean; c: TCase; diagnosis: TDiagnosis; onClose(): void }) {
  const phone = useMediaQuery('(max-width: 36em)');
  return (
    <Modal opened={opened} onClose={onClose} title={`Amend ${c.caseNumber}`} size="xl" fullScreen={phone}>
      {opened && <AmendForm c={c} diagnosis={diagnosis} onDone={onClose} />}
    </Modal>
  );
}

function AmendForm({ c, diagnosis, onDone }: { c: TCase; diagnosis: TDiagnosis; onDone(): void }) {
  const amend = useAmendReport(c.id);
  const [content, setContent] = useState<TDiagnosisContent>(() => contentOf(diagnosis));
  const form = useForm<{ reason: string; password: string }>({ defaultValues: { reason: '', password: '' } });
  const [banner, setBanner] = useState<string | null>(null);
  const submit = form.handleSubmit(async (v) => {
    setBanner(null);
    try {
      const res = await amend.mutateAsync({ ...v, ...content });
      notifications.show({ color: 'green', message: `${c.caseNumber}: corrected report signed (version ${res.report.version})` });
      onDone();
    } catch (e) {
      setBanner(applyServerErrors(e, form.setError, ['reason', 'password']));
    }
  });
  return (
    <form onSubmit={(e) => void submit(e)}>
      <Stack>
        {banner && <Alert color="red">{banner}</Alert>}
        <Textarea
          dir="auto"
          label="Reason for the amendment"
          withAsterisk
          autosize
          minRows={2}
          data-autofocus
          {...form.register('reason', { validate: (v) => v.trim() !== '' || 'is required' })}
          error={form.formState.errors.reason?.message}
        />
        {content.parts.map((p) => (
          <Textarea
            dir="auto"
            key={p.partId}
            label={`Final diagnosis ${p.letter}`}
            autosize
            minRows={2}
            value={p.finalDiagnosis}
            onChange={(e) => {
              const text = e.currentTarget.value;
              setContent((x) => ({ ...x, parts: x.parts.map((q) => (q.partId === p.partId ? { ...q, finalDiagnosis: text } : q)) }));
            }}
          />
        ))}
        <Textarea
          dir="auto"
          label="Comment"
          autosize
          minRows={2}
          value={content.comment}
          onChange={(e) => {
            const comment = e.currentTarget.value;
            setContent((x) => ({ ...x, comment }));
          }}
        />
        <IcdCodesInput value={content.icdCodeIds} onChange={(icdCodeIds) => setContent((x) => ({ ...x, icdCodeIds }))} />
        <ProceduresInput value={content.procedures} onChange={(procedures) => setContent((x) => ({ ...x, procedures }))} />
        <Text size="sm">{SIGNATURE_TEXT}</Text>
        <PasswordInput
          label="Password"
          autoComplete="current-password"
          {...form.register('password', { required: 'is required' })}
          error={form.formState.errors.password?.message}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" leftSection={<IconSignature size={16} />} loading={form.formState.isSubmitting}>
            Sign corrected report
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Addendum: text below the unchanged diagnosis, signed with the password. */
export function AddendumModal({ opened, c, onClose }: { opened: boolean; c: TCase; onClose(): void }) {
  return (
    <Modal opened={opened} onClose={onClose} title={`Addendum to ${c.caseNumber}`} size="lg">
      {opened && <AddendumForm c={c} onDone={onClose} />}
    </Modal>
  );
}

function AddendumForm({ c, onDone }: { c: TCase; onDone(): void }) {
  const add = useAddAddendum(c.id);
  const form = useForm<{ text: string; password: string }>({ defaultValues: { text: '', password: '' } });
  const [banner, setBanner] = useState<string | null>(null);
  const submit = form.handleSubmit(async (v) => {
    setBanner(null);
    try {
      const res = await add.mutateAsync(v);
      notifications.show({ color: 'green', message: `${c.caseNumber}: addendum signed (version ${res.report.version})` });
      onDone();
    } catch (e) {
      setBanner(applyServerErrors(e, form.setError, ['text', 'password']));
    }
  });
  return (
    <form onSubmit={(e) => void submit(e)}>
      <Stack>
        {banner && <Alert color="red">{banner}</Alert>}
        <Textarea
          dir="auto"
          label="Addendum"
          withAsterisk
          autosize
          minRows={4}
          data-autofocus
          {...form.register('text', { validate: (v) => v.trim() !== '' || 'is required' })}
          error={form.formState.errors.text?.message}
        />
        <Text size="sm">{SIGNATURE_TEXT}</Text>
        <PasswordInput
          label="Password"
          autoComplete="current-password"
          {...form.register('password', { required: 'is required' })}
          error={form.formState.errors.password?.message}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" leftSection={<IconSignature size={16} />} loading={form.formState.isSubmitting}>
            Sign addendum
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
