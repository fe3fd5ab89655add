import type { ReactNode } from 'react';
import { Alert, Badge, Box, Divider, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import {
  BILL_TO_KIND_LABELS,
  CASE_STATUS_LABELS,
  formatMoney,
  INVOICE_COMPONENT_LABELS,
  type TInvoice,
} from '@lab/domain';
import { formatDate } from '@/lib/format';
import classes from './invoice.module.css';

function Block({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  return (
    <Stack gap={2} data-testid={testId}>
      <Text size="xs" fw={700} c="dimmed" tt="uppercase" className={classes.blockTitle}>
        {title}
      </Text>
      {children}
    </Stack>
  );
}

function Line({ children, strong }: { children: ReactNode; strong?: boolean }) {
  return (
    <Text size="sm" fw={strong ? 700 : undefined}>
      {children}
    </Text>
  );
}

function Meta({ label, value }: { label: string; value: ReactNode }) {
  return (
    <Group gap="md" justify="flex-end" wrap="nowrap">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={700} miw={120} ta="end">
        {value}
      </Text>
    </Group>
  );
}

const capital = (s: string) => (s ? s[0]!.toUpperCase() + s.slice(1) : s);

/**
 * The invoice laid out like its PDF (docs/invoice.md#page): the lab, the number and dates, bill-to, patient and
 * case, the lines, the totals and the notes. Read left to right like the PDF, also inside a right-to-left portal.
 */
export function InvoiceDocument({ invoice: inv, testId = 'invoice-document' }: { invoice: TInvoice; testId?: string }) {
  const b = inv.billTo;
  return (
    <Paper withBorder p={{ base: 'md', sm: 'xl' }} className={classes.sheet} data-testid={testId} dir="ltr">
      <Stack gap="lg">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="md">
          <Stack gap={2}>
            <Text fw={800} size="lg">
              {inv.lab.name}
            </Text>
            <Text size="xs" c="dimmed" style={{ whiteSpace: 'pre-line' }}>
              {inv.lab.address}
            </Text>
            {inv.lab.clia && (
              <Text size="xs" c="dimmed">
                CLIA {inv.lab.clia}
              </Text>
            )}
          </Stack>
          <Stack gap={2} align="flex-end">
            <Title order={2} fw={800} style={{ letterSpacing: 2 }}>
              INVOICE
            </Title>
            <Meta label="Invoice no." value={<span data-testid="invoice-number">{inv.invoiceNumber}</span>} />
            <Meta label="Invoice date" value={formatDate(inv.invoiceDate)} />
            <Meta label="Date of service" value={formatDate(inv.serviceDate)} />
            <Meta label="Case" value={`${inv.caseNumber} · ${CASE_STATUS_LABELS[inv.caseStatus]}`} />
            {inv.component !== 'global' && <Meta label="Billing" value={INVOICE_COMPONENT_LABELS[inv.component]} />}
          </Stack>
        </Group>

        <Divider />

        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
          <Block title="Bill to" testId="invoice-bill-to">
            {b ? (
              <>
                <Line strong>{b.name}</Line>
                {b.addressLines.map((l) => (
                  <Line key={l}>{l}</Line>
                ))}
                {b.phone && <Line>{b.phone}</Line>}
                <Group gap={6} mt={4}>
                  <Badge variant="light" size="sm">
                    {BILL_TO_KIND_LABELS[b.kind]}
                  </Badge>
                  {inv.billingClass && (
                    <Text size="xs" c="dimmed">
                      {inv.billingClass}
                      {inv.billingClassSource === 'facility' ? ' (facility default)' : ''}
                    </Text>
                  )}
                </Group>
                {b.payerCode && <Line>Payer ID {b.payerCode}</Line>}
                {b.memberId && <Line>Member ID {b.memberId}</Line>}
                {b.groupNumber && <Line>Group {b.groupNumber}</Line>}
                {b.subscriber && <Line>Subscriber {b.subscriber}</Line>}
                {b.coverageRank && (
                  <Text size="xs" c="dimmed">
                    {capital(b.coverageRank)} coverage
                  </Text>
                )}
              </>
            ) : (
              <>
                <Line strong>Not determined</Line>
                <Text size="sm" c="dimmed">
                  {inv.billingClass ?? 'No billing class'}: see the notes below.
                </Text>
              </>
            )}
          </Block>
          <Block title="Patient" testId="invoice-patient">
            <Line strong>{inv.patient.name}</Line>
            <Line>MRN {inv.patient.mrn}</Line>
            <Line>
              DOB {formatDate(inv.patient.dob)} · {capital(inv.patient.sex)}
            </Line>
            {inv.patient.addressLines.map((l) => (
              <Line key={l}>{l}</Line>
            ))}
          </Block>
          <Block title="Case" testId="invoice-case">
            <Line strong>{inv.caseNumber}</Line>
            <Line>
              Ordering physician:{' '}
              {inv.orderingPhysician ? `${inv.orderingPhysician.name} (NPI ${inv.orderingPhysician.npi})` : '—'}
            </Line>
            <Line>Submitting facility: {inv.facility?.name ?? '—'}</Line>
            {inv.pathologist && <Line>Pathologist: {inv.pathologist}</Line>}
            {inv.icdCodes.length > 0 && <Line>ICD-10: {inv.icdCodes.map((c) => c.code).join(', ')}</Line>}
          </Block>
        </SimpleGrid>

        <Table.ScrollContainer minWidth={560}>
          <Table verticalSpacing="xs" data-testid="invoice-lines">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>CPT</Table.Th>
                <Table.Th>Mod.</Table.Th>
                <Table.Th>Description</Table.Th>
                <Table.Th className={classes.amount}>Units</Table.Th>
                <Table.Th className={classes.amount}>Unit fee</Table.Th>
                <Table.Th className={classes.amount}>Amount</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {inv.lines.map((l, i) => (
                <Table.Tr key={`${l.cpt}-${i}`} data-testid="invoice-line">
                  <Table.Td fw={700} ff="monospace">
                    {l.cpt}
                  </Table.Td>
                  <Table.Td ff="monospace">{l.modifiers.join(', ')}</Table.Td>
                  <Table.Td>
                    <Text size="sm">{l.description}</Text>
                    {l.warning && (
                      <Text size="xs" c="orange" fs="italic" data-testid="invoice-line-warning">
                        {l.warning}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td className={classes.amount}>{l.units}</Table.Td>
                  <Table.Td className={classes.amount} c={l.unitFee === null ? 'orange' : undefined}>
                    {l.unitFee === null ? 'no fee' : formatMoney(l.unitFee)}
                  </Table.Td>
                  <Table.Td className={classes.amount} fw={600}>
                    {l.amount === null ? '—' : formatMoney(l.amount)}
                  </Table.Td>
                </Table.Tr>
              ))}
              {inv.lines.length === 0 && (
                <Table.Tr>
                  <Table.Td colSpan={6}>
                    <Text size="sm" c="dimmed">
                      No procedures.
                    </Text>
                  </Table.Td>
                </Table.Tr>
              )}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>

        <Group justify="flex-end">
          <Stack gap={4} className={classes.totals}>
            <Group justify="space-between">
              <Text size="sm">Subtotal</Text>
              <Text size="sm" className={classes.amount}>
                {formatMoney(inv.subtotal)}
              </Text>
            </Group>
            <Group justify="space-between" className={classes.totalRow}>
              <Text fw={800}>Total due (USD)</Text>
              <Text fw={800} size="lg" className={classes.amount} data-testid="invoice-total">
                {formatMoney(inv.total)}
              </Text>
            </Group>
          </Stack>
        </Group>

        {inv.warnings.length > 0 && (
          <Alert
            color="orange"
            variant="light"
            icon={<IconAlertTriangle size={18} />}
            title="Notes"
            data-testid="invoice-warnings"
          >
            <Box component="ul" m={0} ps="md">
              {inv.warnings.map((w) => (
                <li key={w}>
                  <Text size="sm">{w}</Text>
                </li>
              ))}
            </Box>
          </Alert>
        )}

        <Text size="xs" c="dimmed">
          Please quote invoice {inv.invoiceNumber} with your payment. Questions about this invoice: {inv.lab.name},{' '}
          {inv.lab.address.replace(/\n/g, ', ')}.
        </Text>
      </Stack>
    </Paper>
  );
}
