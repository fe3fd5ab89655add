import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { DateTimePicker } from '@mantine/dates';
import { IconPhoneCall } from '@tabler/icons-react';
import { applyServerErrors } from '@/lib/form-errors';
import { formatDateTime } from '@/lib/format';
import { useCriticalCalls, useRecordCriticalCall } from '../api/critical-calls';

/** A signed critical result: whom the pathologist called and when, with the calls recorded so far. */
export function CriticalCallPanel({ caseId, critical }: { caseId: number; critical: boolean }) {
  const calls = useCriticalCalls(caseId, critical);
  const record = useRecordCriticalCall(caseId);
  const form = useForm<{ calledWhom: string; note: string }>({
    defaultValues: { calledWhom: '', note: '' },
  });
  const [banner, setBanner] = useState<string | null>(null);
  const [calledAt, setCalledAt] = useState<string | Date | null>(() => new Date());
  if (!critical && !calls.data?.required) return null;
  const list = calls.data?.data ?? [];
  const submit = form.handleSubmit(async (v) => {
    setBanner(null);
    try {
      await record.mutateAsync({
        calledWhom: v.calledWhom,
        calledAt: new Date(calledAt ?? Date.now()).toISOString(),
        note: v.note.trim() || undefined,
      });
      form.reset({ calledWhom: '', note: '' });
      setCalledAt(new Date());
    } catch (e) {
      setBanner(applyServerErrors(e, form.setError, ['calledWhom', 'note']));
    }
  });
  return (
    <Alert color="red" variant="light" icon={<IconPhoneCall />} title="Record critical call" data-testid="critical-call-panel">
      <Stack gap="xs">
        {list.length === 0 ? (
          <Text size="sm">A critical result: record whom you called, and when.</Text>
        ) : (
          list.map((call) => (
            <Text key={call.id} size="sm">
              Called <b>{call.calledWhom}</b> at {formatDateTime(call.calledAt)}
              {call.recordedBy ? ` · recorded by ${call.recordedBy}` : ''}
              {call.note ? ` — ${call.note}` : ''}
            </Text>
          ))
        )}
        {banner && <Text c="red" size="sm">{banner}</Text>}
        <form onSubmit={(e) => void submit(e)}>
          <Group align="end" gap="xs" wrap="wrap">
            <TextInput
              label="Called whom"
              placeholder="Dr. Name, phone"
              {...form.register('calledWhom', { validate: (v) => v.trim() !== '' || 'is required' })}
              error={form.formState.errors.calledWhom?.message}
              w={{ base: '100%', sm: 240 }}
            />
            <DateTimePicker
              label="When"
              value={calledAt}
              onChange={(v) => setCalledAt(v)}
              maxDate={new Date()}
              w={{ base: '100%', sm: 200 }}
            />
            <TextInput label="Note" {...form.register('note')} w={{ base: '100%', sm: 220 }} />
            <Button type="submit" color="red" loading={record.isPending}>
              Record call
            </Button>
          </Group>
        </form>
      </Stack>
    </Alert>
  );
}
