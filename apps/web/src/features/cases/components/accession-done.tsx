import { useNavigate } from '@tanstack/react-router';
import { Button, Card, Group, Stack, Text } from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import { IconExternalLink, IconPlus, IconPrinter } from '@tabler/icons-react';
import { CASE_TYPE_LABELS, type TCase } from '@lab/domain';
import { openCaseLabels } from '../api/labels-url';
import { PriorityBadge } from './case-badges';
import classes from './accession.module.css';
import { KeyHint } from '@/components/key-hint';

/** The saved accession: the new number, big, and what to do next. */
export function AccessionDone({ saved, onNew }: { saved: TCase; onNew(): void }) {
  const navigate = useNavigate();
  const openCase = () => void navigate({ to: `/specimen/${saved.id}` });
  useHotkeys([
    ['alt+L', () => openCaseLabels(saved.id)],
    ['alt+O', openCase],
    ['alt+N', onNew],
  ]);
  return (
    <Card withBorder padding="xl" maw={720} mx="auto" mt="lg">
      <Stack align="center" gap="md">
        <Text c="dimmed" size="sm">
          Case accessioned
        </Text>
        <Text className={classes.caseNumber} data-testid="new-case-number" role="status">
          {saved.caseNumber}
        </Text>
        <Group gap="xs">
          <PriorityBadge priority={saved.priority} size="md" />
          <Text size="sm">
            {CASE_TYPE_LABELS[saved.caseType]} · {saved.patient.lastName}, {saved.patient.firstName} (MRN{' '}
            {saved.patient.mrn}) · {saved.parts.length} part{saved.parts.length === 1 ? '' : 's'}
          </Text>
        </Group>
        <Group justify="center" gap="sm">
          <Button
            autoFocus
            leftSection={<IconPrinter size={16} />}
            rightSection={<KeyHint>Alt+L</KeyHint>}
            onClick={() => openCaseLabels(saved.id)}
          >
            Print labels
          </Button>
          <Button
            variant="default"
            leftSection={<IconExternalLink size={16} />}
            rightSection={<KeyHint>Alt+O</KeyHint>}
            onClick={openCase}
          >
            Open case
          </Button>
          <Button
            variant="light"
            leftSection={<IconPlus size={16} />}
            rightSection={<KeyHint>Alt+N</KeyHint>}
            onClick={onNew}
          >
            New accession
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
