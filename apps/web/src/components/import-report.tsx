import { Alert, Badge, Group, ScrollArea, Table } from '@mantine/core';
import type { TImportReport } from '@lab/domain';

/** The counts of an import report (dry run or real): rows, to add, to update, errors. */
export function ImportReportCounts({ report }: { report: TImportReport }) {
  return (
    <Group gap="sm">
      <Badge variant="light">{report.total.toLocaleString()} rows</Badge>
      <Badge variant="light" color="green">
        {report.inserted.toLocaleString()} to add
      </Badge>
      <Badge variant="light" color="blue">
        {report.updated.toLocaleString()} to update
      </Badge>
      <Badge variant="light" color={report.errors.length ? 'red' : 'gray'}>
        {report.errors.length} errors
      </Badge>
    </Group>
  );
}

/** Every refused row of an import report, by line, column and reason (render it only when there are errors). */
export function ImportErrorsAlert({ errors }: { errors: TImportReport['errors'] }) {
  return (
    <Alert color="red" title="Fix these rows and choose the file again; nothing was imported.">
      <ScrollArea.Autosize mah={200}>
        <Table aria-label="Import errors" verticalSpacing={4}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Line</Table.Th>
              <Table.Th>Column</Table.Th>
              <Table.Th>Problem</Table.Th>
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
