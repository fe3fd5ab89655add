import { Badge, Card, Group, SimpleGrid, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import { WORK_QUEUES, type TWorkQueue } from '@lab/domain';
import { ButtonLink } from '@/components/router-links';
import { useTranslation } from 'react-i18next';
import classes from './home.module.css';

/**
 * The server writes a queue's extra figure in English ("3 grossed today"): the two it writes are shown from the home
 * catalogue in the reader's language; any other note as sent.
 */
const NOTES: Array<[RegExp, string]> = [
  [/^(\d+) pending for all pathologists$/, 'notes.pendingAll'],
  [/^(\d+) grossed today$/, 'notes.grossedToday'],
];

/**
 * The work queues (docs/dashboard.md#work-queues): each card counts the rows of a list and opens that list with
 * the same filters, so the number on the card is the number of rows on opening.
 */
export function WorkQueues({ queues, today }: { queues: TWorkQueue[]; today: string }) {
  // The queue's name and description by its key (the home catalogue); the domain's English is the English text.
  const { t, i18n } = useTranslation('home');
  const noteText = (note: string) => {
    for (const [pattern, key] of NOTES) {
      const match = pattern.exec(note);
      if (match) return t(key, { count: Number(match[1]) });
    }
    return note;
  };
  return (
    <Card withBorder component="section" aria-label={t('workQueues')} data-testid="work-queues">
      <Stack gap="xs">
        <Title order={2} size="h5">
          {t('workQueues')}
        </Title>
        <SimpleGrid cols={{ base: 2, md: 4 }} spacing="xs">
          {queues.map((q) => {
            const def = WORK_QUEUES[q.key];
            return (
              <ButtonLink key={q.key} to={def.to} search={def.search(today)} data-queue={q.key}>
                <Card withBorder padding="sm" h="100%">
                  <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
                    <Text fw={600} size="sm">
                      {t(`queues.${q.key}.label`)}
                      <VisuallyHidden>:</VisuallyHidden>
                    </Text>
                    <IconChevronRight size={16} className={classes.chevron} style={{ flexShrink: 0 }} aria-hidden />
                  </Group>
                  <Group gap="xs" align="baseline">
                    <Text fz="h3" fw={600} lh={1.3}>
                      {q.count.toLocaleString(i18n.language)}
                    </Text>
                    {q.key === 'stat-open' && q.count > 0 && (
                      <Badge color="red" size="xs" variant="filled">
                        {t('stat')}
                      </Badge>
                    )}
                  </Group>
                  <Text size="xs" c="dimmed">
                    {q.note === null ? t(`queues.${q.key}.description`) : noteText(q.note)}
                  </Text>
                </Card>
              </ButtonLink>
            );
          })}
        </SimpleGrid>
      </Stack>
    </Card>
  );
}
