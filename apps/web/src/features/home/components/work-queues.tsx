import { Badge, Card, Group, SimpleGrid, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import { WORK_QUEUES, type TWorkQueue } from '@lab/domain';
import { ButtonLink } from '@/components/router-links';
import classes from './home.module.css';

/**
 * The work queues (docs/dashboard.md#work-queues): each card counts the rows of a list and opens that list with
 * the same filters, so the number on the card is the number of rows on opening.
 */
export function WorkQueues({ queues, today }: { queues: TWorkQueue[]; today: string }) {
  return (
    <Card withBorder component="section" aria-label="Work queues" data-testid="work-queues">
      <Stack gap="xs">
        <Title order={2} size="h5">
          Work queues
        </Title>
        <SimpleGrid cols={{ base: 2, md: 4 }} spacing="xs">
          {queues.map((q) => {
            const def = WORK_QUEUES[q.key];
            return (
              <ButtonLink key={q.key} to={def.to} search={def.search(today)} data-queue={q.key}>
                <Card withBorder padding="sm" h="100%">
                  <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
                    <Text fw={600} size="sm">
                      {def.label}
                      <VisuallyHidden>:</VisuallyHidden>
                    </Text>
                    <IconChevronRight size={16} className={classes.chevron} style={{ flexShrink: 0 }} aria-hidden />
                  </Group>
                  <Group gap="xs" align="baseline">
                    <Text fz="h3" fw={600} lh={1.3}>
                      {q.count.toLocaleString()}
                    </Text>
                    {q.key === 'stat-open' && q.count > 0 && (
                      <Badge color="red" size="xs" variant="filled">
                        STAT
                      </Badge>
                    )}
                  </Group>
                  <Text size="xs" c="dimmed">
                    {q.note ?? def.description}
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
