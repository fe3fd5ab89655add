import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from '@tanstack/react-router';
import { Alert, Center, Group, Loader, Pagination, Stack, Switch, Text } from '@mantine/core';
import { PageHeader } from '@/components/page-header';
import { useMyReports } from '../api/get-my-reports';
import { MyReportsList } from './my-reports-list';

const PAGE_SIZE = 20;

/** `/myreports`: a patient's released reports (a physician's facility's), newest first. */
export function MyReportsPage() {
  const { t } = useTranslation('reports');
  const navigate = useNavigate();
  const [page, setPage] = useState(1);
  const [unread, setUnread] = useState(false);
  const reports = useMyReports({ page, pageSize: PAGE_SIZE, unread });
  const data = reports.data;
  return (
    <>
      <PageHeader title={t('myReports.title')} subtitle={t('myReports.subtitle')} />
      <Stack>
        <Group justify="space-between">
          <Switch
            label={t('myReports.unreadOnly')}
            checked={unread}
            onChange={(e) => (setUnread(e.currentTarget.checked), setPage(1))}
          />
          {data && data.unread > 0 && (
            <Text size="sm" c="dimmed">
              {t('unread', { count: data.unread })}
            </Text>
          )}
        </Group>
        {reports.error ? (
          <Alert color="red">{reports.error.message}</Alert>
        ) : !data ? (
          <Center py="xl">
            <Loader />
          </Center>
        ) : data.data.length === 0 ? (
          <Alert color="gray">{t('myReports.none')}</Alert>
        ) : (
          <>
            <MyReportsList
              reports={data.data}
              onOpen={(r, version) =>
                void navigate({
                  to: '/myreports/$caseId/$version',
                  params: { caseId: String(r.caseId), version: String(version) },
                })
              }
            />
            {data.total > PAGE_SIZE && (
              <Pagination total={Math.ceil(data.total / PAGE_SIZE)} value={page} onChange={setPage} size="sm" />
            )}
          </>
        )}
      </Stack>
    </>
  );
}
