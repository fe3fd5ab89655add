import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from '@tanstack/react-router';
import { Anchor, Badge, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useMyReports } from '../api/get-my-reports';
import { MyReportsList } from './my-reports-list';

/** The physician's home: the newest reports released to their facility, unread in bold. */
export function LatestReportsCard() {
  const { t } = useTranslation('reports');
  const navigate = useNavigate();
  const reports = useMyReports({ page: 1, pageSize: 8 });
  const data = reports.data;
  return (
    <Card withBorder mt="md" data-testid="latest-reports">
      <Stack gap="xs">
        <Group justify="space-between">
          <Group gap="xs">
            <Title order={2} size="h5">
              {t('latest.title')}
            </Title>
            {!!data?.unread && (
              <Badge color="blue" variant="filled" size="sm">
                {t('unread', { count: data.unread })}
              </Badge>
            )}
          </Group>
          <Anchor component={Link} to="/reportresult" size="sm">
            {t('latest.find')}
          </Anchor>
        </Group>
        {reports.error ? (
          <Text c="red" size="sm">
            {reports.error.message}
          </Text>
        ) : !data ? (
          <Skeleton h={120} />
        ) : data.data.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('latest.none')}
          </Text>
        ) : (
          <MyReportsList
            compact
            reports={data.data}
            onOpen={(r, version) =>
              void navigate({
                to: '/reportresult/$caseId/$version',
                params: { caseId: String(r.caseId), version: String(version) },
              })
            }
          />
        )}
      </Stack>
    </Card>
  );
}
