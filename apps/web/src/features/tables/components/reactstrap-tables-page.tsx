import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { Badge, Code, Loader, Paper, SimpleGrid, Stack, Table, Text, Title, type TableProps } from '@mantine/core';
import type { TLookupItem } from '@lab/domain';
import { lookupKeys } from '@/api/query-keys';
import { ListError } from '@/components/data-table';
import { PageHeader } from '@/components/page-header';
import { fetchLookupEntries } from '@/lib/lookups-api';
import classes from './tables.module.css';

/** The active entries of a short list by code (a hundred at most: the stains, the facilities). */
const shortListQuery = (key: string) => ({
  queryKey: [...lookupKeys.admin(key), 'table-styles'],
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    fetchLookupEntries(key, { page: 1, pageSize: 100, active: true, sort: 'code' }, signal),
});

/** A stain type's colour; its name is the catalogue's `tables:stainType.<type>`. */
const STAIN_TYPE: Record<string, string> = { routine: 'gray', special: 'grape', ihc: 'teal' };

const text = (v: unknown) => (typeof v === 'string' ? v : v === null || v === undefined ? '' : String(v));

function StainType({ value }: { value: unknown }) {
  const { t } = useTranslation('tables');
  const color = STAIN_TYPE[text(value)];
  return color ? (
    <Badge variant="light" color={color} size="sm">
      {t(`stainType.${text(value)}`)}
    </Badge>
  ) : (
    text(value)
  );
}

/** One style: what it is for, the table, and the few props that make it. */
function Style({ title, use, code, children }: { title: string; use: string; code: string; children: ReactNode }) {
  const { t } = useTranslation('tables');
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={t('styles.table', { title })}>
      <Stack gap="sm">
        <div>
          <Title order={2} size="h4">
            {title}
          </Title>
          <Text size="sm" c="dimmed">
            {use}
          </Text>
        </div>
        {children}
        <Code block className={classes.code} style={{ overflowX: 'auto', whiteSpace: 'pre' }}>
          {code}
        </Code>
      </Stack>
    </Paper>
  );
}

/** The stain list in one table style. */
function StainTable({ label, rows, ...props }: TableProps & { label: string; rows: TLookupItem[] }) {
  const { t } = useTranslation('tables');
  return (
    <Table className={classes.table} {...props} aria-label={label}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('col.code')}</Table.Th>
          <Table.Th>{t('col.stain')}</Table.Th>
          <Table.Th>{t('col.type')}</Table.Th>
          <Table.Th>{t('col.cpt')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((s) => (
          <Table.Tr key={s.id}>
            <Table.Td ff="monospace">{s.code}</Table.Td>
            <Table.Td>{s.name}</Table.Td>
            <Table.Td>
              <StainType value={s.stainType} />
            </Table.Td>
            <Table.Td>{text(s.cptCode) || '—'}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** The styles shown on the stains: the Table props that make each; all rows or the first few. */
/** The styles shown on the stains; each one's title and use are the catalogue's `tables:styles.<key>`. */
const STAIN_STYLES: Array<{
  key: string;
  code: string;
  props: TableProps;
  allRows?: boolean;
}> = [
  {
    key: 'basic',
    code: '<Table>\n  <Table.Thead>…</Table.Thead>\n  <Table.Tbody>…</Table.Tbody>\n</Table>',
    props: {},
  },
  {
    key: 'striped',
    code: '<Table striped>…</Table>',
    props: { striped: true },
  },
  {
    key: 'bordered',
    code: '<Table withTableBorder withColumnBorders>…</Table>',
    props: { withTableBorder: true, withColumnBorders: true },
  },
  {
    key: 'hover',
    code: '<Table highlightOnHover>…</Table>',
    props: { highlightOnHover: true },
  },
  {
    key: 'dense',
    code: '<Table striped verticalSpacing={2} horizontalSpacing="xs" fz="xs">…</Table>',
    props: { striped: true, verticalSpacing: 2, horizontalSpacing: 'xs', fz: 'xs' },
    allRows: true,
  },
];

/**
 * `/tables/reactstrap`: the simple table styles of the portal (Mantine's Table: striped, bordered, hover, dense,
 * responsive) on the lab's own stain list and submitting facilities, each with the props that make it.
 */
export function ReactstrapTablesPage() {
  const { t } = useTranslation('tables');
  const stains = useQuery(shortListQuery('stainlist'));
  const facilities = useQuery(shortListQuery('submittingfacilities'));
  const s = stains.data?.data ?? [];
  const few = s.slice(0, 6);

  return (
    <>
      <PageHeader title={t('styles.title')} subtitle={t('styles.subtitle')} />
      <ListError error={stains.error ?? facilities.error} />
      {stains.isPending ? (
        <Loader />
      ) : (
        <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
          {STAIN_STYLES.map((st) => (
            <Style
              key={st.key}
              title={t(`styles.${st.key}.title`)}
              use={t(`styles.${st.key}.use`, { count: s.length })}
              code={st.code}
            >
              <StainTable
                {...st.props}
                label={t('styles.stains', { style: t(`styles.${st.key}.title`).toLowerCase() })}
                rows={st.allRows ? s : few}
              />
            </Style>
          ))}

          <Style
            title={t('styles.responsive.title')}
            use={t('styles.responsive.use')}
            code={'<Table.ScrollContainer minWidth={760}>\n  <Table>…</Table>\n</Table.ScrollContainer>'}
          >
            <Table.ScrollContainer minWidth={760}>
              <Table className={classes.table} striped highlightOnHover aria-label={t('styles.facilities')}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('col.code')}</Table.Th>
                    <Table.Th>{t('col.facility')}</Table.Th>
                    <Table.Th>{t('col.address')}</Table.Th>
                    <Table.Th>{t('col.phone')}</Table.Th>
                    <Table.Th>{t('col.fax')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {(facilities.data?.data ?? []).map((f) => (
                    <Table.Tr key={f.id}>
                      <Table.Td ff="monospace">{f.code}</Table.Td>
                      <Table.Td>{f.name}</Table.Td>
                      <Table.Td style={{ whiteSpace: 'pre-line' }}>{text(f.address)}</Table.Td>
                      <Table.Td style={{ whiteSpace: 'nowrap' }}>{text(f.phone)}</Table.Td>
                      <Table.Td style={{ whiteSpace: 'nowrap' }}>{text(f.fax) || '—'}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </Style>
        </SimpleGrid>
      )}
    </>
  );
}
