import { useTranslation } from 'react-i18next';
import { Badge, Code, Table, Text } from '@mantine/core';
import { formatAuditValue, type TAuditRow } from '@lab/domain';
import { formatDateTime } from '@/lib/format';
import { auditEventLabel } from './audit-table';

const EVENT_COLORS: Record<string, string> = {
  create: 'blue',
  update: 'yellow',
  deactivate: 'orange',
  reactivate: 'green',
  'status-change': 'red',
  'sign-in': 'green',
  'sign-in-failed': 'red',
  import: 'violet',
};

const short = (value: string | null) => {
  const v = formatAuditValue(value);
  return v.length > 120 ? `${v.slice(0, 120)}…` : v;
};

/** One record's audit history (when, who, what, field old → new); shared by every admin screen. */
export function HistoryTable({ rows, loading }: { rows: TAuditRow[]; loading?: boolean }) {
  const { t } = useTranslation('audit');
  if (!loading && rows.length === 0) return <Text c="dimmed">{t('history.none')}</Text>;
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table striped verticalSpacing="xs" aria-label={t('history.label')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('columns.when')}</Table.Th>
            <Table.Th>{t('columns.event')}</Table.Th>
            <Table.Th>{t('history.what')}</Table.Th>
            <Table.Th>{t('history.by')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((r) => (
            <Table.Tr key={r.id}>
              <Table.Td>
                <Text size="xs">{formatDateTime(r.datecreated)}</Text>
              </Table.Td>
              <Table.Td>
                <Badge variant="light" color={EVENT_COLORS[r.eventtype] ?? 'gray'}>
                  {auditEventLabel(t, r.eventtype)}
                </Badge>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{r.eventdescription}</Text>
                {r.datavalue && (
                  <Text size="xs" c="dimmed">
                    <Code>{r.datavalue}</Code> {short(r.oldvalue)} → {short(r.newvalue)}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                <Text size="xs">{r.username}</Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
