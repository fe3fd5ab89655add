import { useState } from 'react';
import { Stack, Text, Textarea } from '@mantine/core';
import { Demo, DemoStack } from '../../components/demo';
import { States } from './kit';
import { KeyHintSlot } from '../../components/key-hint-slot';
import { Trans, useTranslation } from 'react-i18next';

const MAX = 1000;

export default function TextareaPage() {
  const { t } = useTranslation('styleGuideB');
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
        title={t('textarea.reasonCtrlEnter')}
        description={t('textarea.cancelCaseDialogSReason')}
        code={`<Textarea label="Reason" withAsterisk aria-required autosize minRows={3}
  description={<>Kept in the status history. <KeyHint>Ctrl+Enter</KeyHint> confirms.</>}
  {...form.register('reason')}
  onKeyDown={(e) => { if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) void submit(); }}
  error={form.formState.errors.reason?.message} />`}
      >
        <Stack maw={520} gap={4}>
          <Textarea
            label={t('textarea.reason')}
            withAsterisk
            aria-required
            autosize
            minRows={3}
            maxRows={8}
            description={
              <>
                <Trans t={t} i18nKey="textarea.keptStatusHistoryCtrlEnter" components={{ keyhint: <KeyHintSlot /> }} />
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
              {t('textarea.confirmedReason', { sent })}
            </Text>
          )}
        </Stack>
      </Demo>
      <Demo
        title={t('textarea.states')}
        description={t('textarea.disabledReadOnlySignedReport')}
        code={`<Textarea label="Gross description" disabled />
<Textarea label="Final diagnosis" readOnly autosize value={signedText} />
<Textarea label="Reason" withAsterisk aria-required error="is required to cancel a case" />`}
      >
        <States>
          <Textarea
            label={t('textarea.grossDescriptionDisabled')}
            disabled
            placeholder={t('textarea.opensOnceCaseGrossed')}
          />
          <Textarea
            label={t('textarea.finalDiagnosisReadOnly')}
            readOnly
            autosize
            value={t('textarea.finalDiagnosisText')}
          />
          <Textarea label={t('textarea.reason')} withAsterisk aria-required error={t('textarea.requiredCancelCase')} />
        </States>
      </Demo>
    </DemoStack>
  );
}
