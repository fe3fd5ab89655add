import { useState } from 'react';
import { Button, Group, Pagination, Stack, Text } from '@mantine/core';
import { DataTable } from '@/components/data-table';
import { Demo, DemoStack } from '../../components/demo';
import { States } from './kit';
import { demoCases } from './lab-data';
import { CASE_COLUMNS, useLocalList } from './table-kit';

const CASES = demoCases(243);

function PagedCases() {
  const list = useLocalList(CASES);
  return <DataTable label="Cases, paged" columns={CASE_COLUMNS} getRowId={(c) => String(c.id)} {...list} />;
}

function LoadingAndEmpty() {
  const [loading, setLoading] = useState(false);
  return (
    <Stack>
      <Button size="xs" variant="default" w="fit-content" onClick={() => setLoading((l) => !l)}>
        {loading ? 'Answer with no rows' : 'Show loading'}
      </Button>
      <DataTable
        label="Cases, waiting"
        columns={CASE_COLUMNS}
        data={[]}
        total={0}
        page={1}
        pageSize={10}
        sort={undefined}
        loading={loading}
        onPageChange={() => undefined}
        onSortChange={() => undefined}
        emptyText="No case matches “S27-”."
      />
    </Stack>
  );
}

export default function PaginationPage() {
  const [page, setPage] = useState(3);
  return (
    <DemoStack>
      <Demo
        title="A list in pages"
        description="DataTable, shared by every list: “21–30 of 243”, rows per page, first/last page, sortable headers (a new sort goes back to page 1). The portal's lists get their page from the server (useServerList); here the browser does it."
        code={`const list = useServerList({ query: patientListQuery, filters: noFilters, sort: { fields: PATIENT_SORT_FIELDS } });
<ListToolbar list={list} search={{ 'aria-label': 'Search patients' }} />
<DataTable label="Patients" columns={columns} {...list.tableProps} onRowClick={open} getRowId={(p) => String(p.id)}
  emptyText={list.params.q ? 'No patient matches. Alt+N registers a new one.' : 'No patients yet.'} />`}
      >
        <PagedCases />
      </Demo>
      <Demo
        title="Loading and empty"
        description="While the first page loads: a spinner where the rows go; with no rows: one sentence saying what matched nothing."
        code={`<DataTable … data={[]} total={0} loading={list.isPending} emptyText="No case matches “S27-”." />`}
      >
        <LoadingAndEmpty />
      </Demo>
      <Demo
        title="Pagination alone"
        description="Under a grid of cards (the supplies shop): withEdges for first/last; small on dense screens; disabled while a page loads."
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
              Page {page} of 25
            </Text>
          </Group>
          <Pagination total={5} value={1} disabled />
        </States>
      </Demo>
    </DemoStack>
  );
}
