import { useTranslation } from 'react-i18next';
import { Alert, Badge, Group, ScrollArea, Table } from '@mantine/core';
import { formatNumber } from '@/lib/format';
import type { TImportReport } from '@lab/domain';

/** The counts of an import report (dry run or real): rows, to add, to update, errors. */
export function ImportReportCounts({ report }: { report: TImportReport }) {
  const { t } = useTranslation('shared');
  return (
    <Group gap="sm">
      <Badge variant="light">{t('import.rows', { count: report.total, n: formatNumber(report.total) })}</Badge>
      <Badge variant="light" color="green">
        {t('import.toAdd', { n: formatNumber(report.inserted) })}
      </Badge>
      <Badge variant="light" color="blue">
        {t('import.toUpdate', { n: formatNumber(report.updated) })}
      </Badge>
      <Badge variant="light" color={report.errors.length ? 'red' : 'gray'}>
        {t('import.errors', { count: report.errors.length, n: formatNumber(report.errors.length) })}
      </Badge>
    </Group>
  );
}

/** Every refused row of an import report, by line, column and reason (render it only when there are errors). */
export function ImportErrorsAlert({ errors }: { errors: TImportReport['errors'] }) {
  const { t } = useTranslation('shared');
  return (
    <Alert color="red" title={t('import.fix')}>
      <ScrollArea.Autosize mah={200}>
        <Table aria-label={t('import.errorsLabel')} verticalSpacing={4}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('import.line')}</Table.Th>
              <Table.Th>{t('import.column')}</Table.Th>
              <Table.Th>{t('import.problem')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {errors.map((e, i) => (
              <Table.Tr key={i}>
                <Table.Td>{e.line || ''}</Table.Td>
                <Table.Td>{e.field}</Table.Td>
                <Table.Td>{e.message}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea.Autosize>
    </Alert>
  );
}
