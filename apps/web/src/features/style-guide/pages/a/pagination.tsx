import { useState } from 'react';
import { Group, Pagination, Select, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { Demo, DemoStack } from '../../components/demo';
import { StateRow } from './parts';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/lib/format';

const TOTAL_CASES = 1_284;

export default function PaginationPage() {
  const { t } = useTranslation('styleGuideA');
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
        title={t('pagination.underTable')}
        description={t('pagination.footEveryServerListDatatable')}
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
            {t('pagination.of', { from, to, total: formatNumber(TOTAL_CASES) })}
          </Text>
          <Group gap="sm" wrap="wrap">
            <Select
              size="xs"
              w={90}
              aria-label={t('pagination.rowsPerPage')}
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
        title={t('pagination.sizesStates')}
        description={t('pagination.xsNarrowPanelSmUnder')}
        code={`<Pagination total={12} defaultValue={4} size="xs" />
<Pagination total={5} defaultValue={2} size="md" />
<Pagination total={12} value={4} size="sm" siblings={0} disabled />
{total > pageSize && <Pagination total={Math.ceil(total / pageSize)} value={page} onChange={setPage} size="sm" />}`}
      >
        <Stack gap={0}>
          <StateRow label={t('pagination.xs')}>
            <Pagination total={12} defaultValue={4} size="xs" />
          </StateRow>
          <StateRow label={t('pagination.md')}>
            <Pagination total={5} defaultValue={2} size="md" />
          </StateRow>
          <StateRow label={t('pagination.disabledWhileLoading')}>
            <Pagination total={12} value={4} size="sm" siblings={0} disabled />
          </StateRow>
        </Stack>
      </Demo>
    </DemoStack>
  );
}
