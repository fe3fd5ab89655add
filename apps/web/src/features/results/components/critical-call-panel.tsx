import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { useForm } from 'react-hook-form';
import { Alert, Button, Card, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { DateTimePicker } from '@mantine/dates';
import { IconPhoneCall } from '@tabler/icons-react';
import { showServerErrors } from '@/lib/form-errors';
import { formatDateTime } from '@/lib/format';
import { useCriticalCalls, useRecordCriticalCall } from '../api/critical-calls';

/**
 * A signed critical result: whom the pathologist called and when. Red while no call is recorded; once one is,
 * the calls are listed and another can be added.
 */
export function CriticalCallPanel({ caseId, critical }: { caseId: number; critical: boolean }) {
  const { t } = useTranslation('workspace');
  const calls = useCriticalCalls(caseId, critical);
  const [adding, setAdding] = useState(false);
  if (!critical || !calls.data) return null;
  const list = calls.data.data;
  const form = <CriticalCallForm caseId={caseId} onDone={() => setAdding(false)} />;
  if (calls.data.required || list.length === 0) {
    return (
      <Alert
        color="red"
        variant="light"
        icon={<IconPhoneCall />}
        title={t('critical.record')}
        data-testid="critical-call-panel"
      >
        <Stack gap="xs">
          <Text size="sm">{t('critical.intro')}</Text>
          {form}
        </Stack>
      </Alert>
    );
  }
  return (
    <Card withBorder data-testid="critical-call-panel">
      <Stack gap="xs">
        <Group justify="space-between">
          <Group gap="xs">
            <IconPhoneCall size={18} color="var(--mantine-color-red-text)" />
            <Title order={2} size="h5">
              {t('critical.calls')}
            </Title>
          </Group>
          {!adding && (
            <Button size="compact-sm" variant="light" color="red" onClick={() => setAdding(true)}>
              {t('critical.record')}
            </Button>
          )}
        </Group>
        {list.map((call) => (
          <Text key={call.id} size="sm">
            <Trans
              t={t}
              i18nKey="critical.called"
              values={{ whom: call.calledWhom, at: formatDateTime(call.calledAt) }}
              components={{ b: <b /> }}
            />
            {call.recordedBy ? t('critical.recordedBy', { name: call.recordedBy }) : ''}
            {call.note ? ` — ${call.note}` : ''}
          </Text>
        ))}
        {adding && form}
      </Stack>
    </Card>
  );
}

function CriticalCallForm({ caseId, onDone }: { caseId: number; onDone(): void }) {
  const { t } = useTranslation('workspace');
  const record = useRecordCriticalCall(caseId);
  const form = useForm<{ calledWhom: string; note: string }>({ defaultValues: { calledWhom: '', note: '' } });
  const [calledAt, setCalledAt] = useState<string | Date | null>(() => new Date());
  const submit = form.handleSubmit(async (v) => {
    try {
      await record.mutateAsync({
        calledWhom: v.calledWhom,
        calledAt: new Date(calledAt ?? Date.now()).toISOString(),
        note: v.note.trim() || undefined,
      });
      form.reset({ calledWhom: '', note: '' });
      setCalledAt(new Date());
      onDone();
    } catch (e) {
      showServerErrors(e, form, ['calledWhom', 'note']);
    }
  });
  return (
    <form onSubmit={(e) => void submit(e)}>
      {form.formState.errors.root && (
        <Text c="red" size="sm" mb="xs">
          {form.formState.errors.root.message}
        </Text>
      )}
      <Group align="end" gap="xs" wrap="wrap">
        <TextInput
          label={t('critical.whom')}
          placeholder={t('critical.whomPlaceholder')}
          {...form.register('calledWhom', { validate: (v) => v.trim() !== '' || t('required') })}
          error={form.formState.errors.calledWhom?.message}
          w={{ base: '100%', sm: 240 }}
        />
        <DateTimePicker
          label={t('critical.when')}
          value={calledAt}
          onChange={setCalledAt}
          maxDate={new Date()}
          w={{ base: '100%', sm: 200 }}
        />
        <TextInput
          label={t('critical.note')}
          {...form.register('note')}
          error={form.formState.errors.note?.message}
          w={{ base: '100%', sm: 220 }}
        />
        <Button type="submit" color="red" loading={record.isPending}>
          {t('critical.recordCall')}
        </Button>
      </Group>
    </form>
  );
}
