import type { ReactNode } from 'react';
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

const STAIN_TYPE: Record<string, { label: string; color: string }> = {
  routine: { label: 'Routine', color: 'gray' },
  special: { label: 'Special', color: 'grape' },
  ihc: { label: 'IHC', color: 'teal' },
};

const text = (v: unknown) => (typeof v === 'string' ? v : v === null || v === undefined ? '' : String(v));

function StainType({ value }: { value: unknown }) {
  const t = STAIN_TYPE[text(value)];
  return t ? (
    <Badge variant="light" color={t.color} size="sm">
      {t.label}
    </Badge>
  ) : (
    text(value)
  );
}

/** One style: what it is for, the table, and the few props that make it. */
function Style({ title, use, code, children }: { title: string; use: string; code: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={`${title} table`}>
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
  return (
    <Table className={classes.table} {...props} aria-label={label}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Code</Table.Th>
          <Table.Th>Stain</Table.Th>
          <Table.Th>Type</Table.Th>
          <Table.Th>CPT</Table.Th>
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
const STAIN_STYLES: Array<{
  title: string;
  use: string | ((count: number) => string);
  code: string;
  props: TableProps;
  allRows?: boolean;
}> = [
  {
    title: 'Basic',
    use: 'A few rows to read at a glance.',
    code: '<Table>\n  <Table.Thead>…</Table.Thead>\n  <Table.Tbody>…</Table.Tbody>\n</Table>',
    props: {},
  },
  {
    title: 'Striped',
    use: 'Alternate shading keeps the eye on its row across wide tables.',
    code: '<Table striped>…</Table>',
    props: { striped: true },
  },
  {
    title: 'Bordered',
    use: 'Lines around every cell, for tables that are compared or printed.',
    code: '<Table withTableBorder withColumnBorders>…</Table>',
    props: { withTableBorder: true, withColumnBorders: true },
  },
  {
    title: 'Hover',
    use: 'The row under the pointer lights up: for lists whose rows open something.',
    code: '<Table highlightOnHover>…</Table>',
    props: { highlightOnHover: true },
  },
  {
    title: 'Dense',
    use: (count) => `Small type and tight rows: all ${count} active stains in little room.`,
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
  const stains = useQuery(shortListQuery('stainlist'));
  const facilities = useQuery(shortListQuery('submittingfacilities'));
  const s = stains.data?.data ?? [];
  const few = s.slice(0, 6);

  return (
    <>
      <PageHeader
        title="Reactstrap tables"
        subtitle="The plain table styles (striped, bordered, hover, dense, responsive) on the lab's stains and submitting facilities, with the code of each."
      />
      <ListError error={stains.error ?? facilities.error} />
      {stains.isPending ? (
        <Loader />
      ) : (
        <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
          {STAIN_STYLES.map((st) => (
            <Style
              key={st.title}
              title={st.title}
              use={typeof st.use === 'string' ? st.use : st.use(s.length)}
              code={st.code}
            >
              <StainTable {...st.props} label={`Stains, ${st.title.toLowerCase()}`} rows={st.allRows ? s : few} />
            </Style>
          ))}

          <Style
            title="Responsive"
            use="A wide table scrolls sideways on a narrow screen instead of squeezing its columns."
            code={'<Table.ScrollContainer minWidth={760}>\n  <Table>…</Table>\n</Table.ScrollContainer>'}
          >
            <Table.ScrollContainer minWidth={760}>
              <Table className={classes.table} striped highlightOnHover aria-label="Submitting facilities, responsive">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Code</Table.Th>
                    <Table.Th>Facility</Table.Th>
                    <Table.Th>Address</Table.Th>
                    <Table.Th>Phone</Table.Th>
                    <Table.Th>Fax</Table.Th>
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
