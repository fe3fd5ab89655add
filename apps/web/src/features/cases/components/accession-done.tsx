import { useTranslation } from 'react-i18next';
import { useNavigate } from '@tanstack/react-router';
import { Button, Card, Group, Stack, Text } from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import { IconExternalLink, IconPlus, IconPrinter } from '@tabler/icons-react';
import type { TCase } from '@lab/domain';
import { openCaseLabels } from '../api/labels-url';
import { PriorityBadge } from './case-badges';
import classes from './accession.module.css';
import { KeyHint } from '@/components/key-hint';

/** The saved accession: the new number, big, and what to do next. */
export function AccessionDone({ saved, onNew }: { saved: TCase; onNew(): void }) {
  const { t } = useTranslation('cases');
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
          {t('done.accessioned')}
        </Text>
        <Text className={classes.caseNumber} data-testid="new-case-number" role="status">
          {saved.caseNumber}
        </Text>
        <Group gap="xs">
          <PriorityBadge priority={saved.priority} size="md" />
          <Text size="sm">
            {t('done.summary', {
              type: t(`caseType.${saved.caseType}`),
              lastName: saved.patient.lastName,
              firstName: saved.patient.firstName,
              mrn: saved.patient.mrn,
              count: saved.parts.length,
            })}
          </Text>
        </Group>
        <Group justify="center" gap="sm">
          <Button
            autoFocus
            leftSection={<IconPrinter size={16} />}
            rightSection={<KeyHint>{t('keys.altL')}</KeyHint>}
            onClick={() => openCaseLabels(saved.id)}
          >
            {t('page.printLabels')}
          </Button>
          <Button
            variant="default"
            leftSection={<IconExternalLink size={16} />}
            rightSection={<KeyHint>{t('keys.altO')}</KeyHint>}
            onClick={openCase}
          >
            {t('done.openCase')}
          </Button>
          <Button
            variant="light"
            leftSection={<IconPlus size={16} />}
            rightSection={<KeyHint>{t('keys.altN')}</KeyHint>}
            onClick={onNew}
          >
            {t('accession.title')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
