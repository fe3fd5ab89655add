import { useState } from 'react';
import { Group, Pagination, Select, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { Demo, DemoStack } from '../../components/demo';
import { StateRow } from './parts';

const TOTAL_CASES = 1_284;

export default function PaginationPage() {
  const [page, setPage] = useState(1);
  // On a phone the edges and siblings go, so the pages fit beside nothing else (7 controls instead of 11).
  const isPhone = useMediaQuery('(max-width: 36em)');
  const [pageSize, setPageSize] = useState('25');
  const pages = Math.ceil(TOTAL_CASES / Number(pageSize));
  const from = (page - 1) * Number(pageSize) + 1;
  const to = Math.min(page * Number(pageSize), TOTAL_CASES);
  return (
    <DemoStack>
      <Demo
        title="Under a table"
        description="The foot of every server list (DataTable): which rows are shown of how many, the page size, and the pages with first and last. A new page size starts again at page 1. On a phone the first/last buttons and the siblings go, so the pages fit 390 px."
        code={`<Group justify="space-between" wrap="wrap" gap="sm">
  <Text size="sm" c="dimmed">{from}–{to} of {total.toLocaleString()}</Text>
  <Group gap="sm" wrap="wrap">
    <Select size="xs" w={90} aria-label="Rows per page" data={['10', '25', '50', '100']}
      value={String(pageSize)} onChange={(v) => onPageSizeChange(Number(v))} allowDeselect={false} />
    <Pagination size="sm" total={pages} value={page} onChange={onPageChange} withEdges={!isPhone} siblings={isPhone ? 0 : 1} />
  </Group>
</Group>`}
      >
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Text size="sm" c="dimmed" data-testid="page-range">
            {from}–{to} of {TOTAL_CASES.toLocaleString()}
          </Text>
          <Group gap="sm" wrap="wrap">
            <Select
              size="xs"
              w={90}
              aria-label="Rows per page"
              data={['10', '25', '50', '100']}
              value={pageSize}
              onChange={(v) => {
                setPageSize(v ?? '25');
                setPage(1);
              }}
              allowDeselect={false}
            />
            <Pagination
              size="sm"
              total={pages}
              value={page}
              onChange={setPage}
              withEdges={!isPhone}
              siblings={isPhone ? 0 : 1}
            />
          </Group>
        </Group>
      </Demo>
      <Demo
        title="Sizes and states"
        description="xs in a narrow panel, sm under tables and lists, md alone on a page; disabled while the list loads; a single page shows no pagination at all."
        code={`<Pagination total={12} defaultValue={4} size="xs" />
<Pagination total={5} defaultValue={2} size="md" />
<Pagination total={12} value={4} size="sm" siblings={0} disabled />
{total > pageSize && <Pagination total={Math.ceil(total / pageSize)} value={page} onChange={setPage} size="sm" />}`}
      >
        <Stack gap={0}>
          <StateRow label="xs">
            <Pagination total={12} defaultValue={4} size="xs" />
          </StateRow>
          <StateRow label="md">
            <Pagination total={5} defaultValue={2} size="md" />
          </StateRow>
          <StateRow label="Disabled while loading">
            <Pagination total={12} value={4} size="sm" siblings={0} disabled />
          </StateRow>
        </Stack>
      </Demo>
    </DemoStack>
  );
}
