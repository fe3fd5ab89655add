import { Button, Group, Text } from '@mantine/core';
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
  return (
    <Group>
      <Button type="submit" loading={submitting} disabled={(existing && !dirty) || blocked}>
        {label}
      </Button>
      {existing && dirty && (
        <Button variant="default" onClick={onUndo}>
          Undo changes
        </Button>
      )}
      <Text size="xs" c="dimmed">
        <KeyHint>Ctrl+Enter</KeyHint> saves
      </Text>
    </Group>
  );
}
