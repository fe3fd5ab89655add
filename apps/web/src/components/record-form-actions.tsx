import { Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { KeyHint } from './key-hint';

/**
 * The foot of a record's form (patient, provider): save, "Undo changes" while an existing record has changes,
 * and the Ctrl+Enter hint. An existing record saves only once something changed.
 */
export function RecordFormActions({
  label,
  existing,
  dirty,
  submitting,
  blocked = false,
  onUndo,
}: {
  label: string;
  existing: boolean;
  dirty: boolean;
  submitting: boolean;
  /** Another reason not to save yet (an unconfirmed twin). */
  blocked?: boolean;
  onUndo(): void;
}) {
  const { t } = useTranslation('common');
  return (
    <Group>
      <Button type="submit" loading={submitting} disabled={(existing && !dirty) || blocked}>
        {label}
      </Button>
      {existing && dirty && (
        <Button variant="default" onClick={onUndo}>
          {t('form.undo')}
        </Button>
      )}
      <Text size="xs" c="dimmed">
        <KeyHint>{t('form.saveKey')}</KeyHint> {t('form.saves')}
      </Text>
    </Group>
  );
}
