import { useState } from 'react';
import { Stack, Text, Textarea } from '@mantine/core';
import { KeyHint } from '@/components/key-hint';
import { Demo, DemoStack } from '../../components/demo';
import { States } from './kit';

const MAX = 1000;

export default function TextareaPage() {
  const [reason, setReason] = useState('');
  const [sent, setSent] = useState<string | null>(null);
  const error =
    sent !== null && !sent.trim()
      ? 'is required to cancel a case'
      : reason.length > MAX
        ? `must be at most ${MAX} characters`
        : undefined;
  return (
    <DemoStack>
      <Demo
        title="A reason, with Ctrl+Enter"
        description="The cancel-case dialog's reason: grows with its text, says what happens to it, Ctrl+Enter confirms, a counter as the limit nears."
        code={`<Textarea label="Reason" withAsterisk aria-required autosize minRows={3}
  description={<>Kept in the status history. <KeyHint>Ctrl+Enter</KeyHint> confirms.</>}
  {...form.register('reason')}
  onKeyDown={(e) => { if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) void submit(); }}
  error={form.formState.errors.reason?.message} />`}
      >
        <Stack maw={520} gap={4}>
          <Textarea
            label="Reason"
            withAsterisk
            aria-required
            autosize
            minRows={3}
            maxRows={8}
            description={
              <>
                Kept in the status history. <KeyHint>Ctrl+Enter</KeyHint> confirms.
              </>
            }
            value={reason}
            onChange={(e) => setReason(e.currentTarget.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) setSent(reason);
            }}
            error={error}
          />
          <Text size="xs" c={reason.length > MAX ? 'red' : 'dimmed'} ta="end" aria-live="polite">
            {reason.length} / {MAX}
          </Text>
          {sent !== null && !error && (
            <Text size="sm" c="green">
              Confirmed with reason “{sent}”
            </Text>
          )}
        </Stack>
      </Demo>
      <Demo
        title="States"
        description="Disabled, read-only (a signed report's text), with an error."
        code={`<Textarea label="Gross description" disabled />
<Textarea label="Final diagnosis" readOnly autosize value={signedText} />
<Textarea label="Reason" withAsterisk aria-required error="is required to cancel a case" />`}
      >
        <States>
          <Textarea label="Gross description (disabled)" disabled placeholder="Opens once the case is grossed" />
          <Textarea
            label="Final diagnosis (read-only)"
            readOnly
            autosize
            value={'Skin, left forearm, shave biopsy:\n– Seborrheic keratosis, irritated.\n– Margins free.'}
          />
          <Textarea label="Reason" withAsterisk aria-required error="is required to cancel a case" />
        </States>
      </Demo>
    </DemoStack>
  );
}
