import { useState } from 'react';
import { Button, Group, Pagination, Stack, Text } from '@mantine/core';
import { DataTable } from '@/components/data-table';
import { Demo, DemoStack } from '../../components/demo';
import { States } from './kit';
import { demoCases } from './lab-data';
import { CASE_COLUMNS, useLocalList } from './table-kit';
import { useTranslation } from 'react-i18next';

const CASES = demoCases(243);

function PagedCases() {
  const { t } = useTranslation('styleGuideB');
  const list = useLocalList(CASES);
  return (
    <DataTable label={t('pagination.casesPaged')} columns={CASE_COLUMNS} getRowId={(c) => String(c.id)} {...list} />
  );
}

function LoadingAndEmpty() {
  const { t } = useTranslation('styleGuideB');
  const [loading, setLoading] = useState(false);
  return (
    <Stack>
      <Button size="xs" variant="default" w="fit-content" onClick={() => setLoading((l) => !l)}>
        {loading ? t('pagination.answerNoRows') : t('pagination.showLoading')}
      </Button>
      <DataTable
        label={t('pagination.casesWaiting')}
        columns={CASE_COLUMNS}
        data={[]}
        total={0}
        page={1}
        pageSize={10}
        sort={undefined}
        loading={loading}
        onPageChange={() => undefined}
        onSortChange={() => undefined}
        emptyText={t('pagination.noCaseMatchesS27')}
      />
    </Stack>
  );
}

export default function PaginationPage() {
  const { t } = useTranslation('styleGuideB');
  const [page, setPage] = useState(3);
  return (
    <DemoStack>
      <Demo
        title={t('pagination.listPages')}
        description={t('pagination.datatableSharedEveryList21')}
        code={`const list = useServerList({ query: patientListQuery, filters: noFilters, sort: { fields: PATIENT_SORT_FIELDS } });
<ListToolbar list={list} search={{ 'aria-label': 'Search patients' }} />
<DataTable label="Patients" columns={columns} {...list.tableProps} onRowClick={open} getRowId={(p) => String(p.id)}
  emptyText={list.params.q ? 'No patient matches. Alt+N registers a new one.' : 'No patients yet.'} />`}
      >
        <PagedCases />
      </Demo>
      <Demo
        title={t('pagination.loadingEmpty')}
        description={t('pagination.whileFirstPageLoadsSpinner')}
        code={`<DataTable … data={[]} total={0} loading={list.isPending} emptyText="No case matches “S27-”." />`}
      >
        <LoadingAndEmpty />
      </Demo>
      <Demo
        title={t('pagination.paginationAlone')}
        description={t('pagination.underGridCardsSuppliesShop')}
        code={`<Pagination total={pages} value={page} onChange={setPage} withEdges />
<Pagination size="sm" total={25} value={page} onChange={setPage} siblings={0} />
<Pagination total={5} value={1} disabled />`}
      >
        <States cols={1}>
          <Group>
            <Pagination total={25} value={page} onChange={setPage} withEdges />
          </Group>
          <Group>
            <Pagination size="sm" total={25} value={page} onChange={setPage} siblings={0} />
            <Text size="xs" c="dimmed">
              {t('pagination.page25', { page })}
            </Text>
          </Group>
          <Pagination total={5} value={1} disabled />
        </States>
      </Demo>
    </DemoStack>
  );
}
