import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Badge, Box, Divider, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import {
  BILL_TO_KIND_LABELS,
  CASE_STATUS_LABELS,
  formatMoney,
  INVOICE_COMPONENT_LABELS,
  translateServerMessage,
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

/**
 * The invoice laid out like its PDF (docs/invoice.md#page): the lab, the number and dates, bill-to, patient and
 * case, the lines, the totals and the notes. Read left to right like the PDF, also inside a right-to-left portal.
 */
export function InvoiceDocument({ invoice: inv, testId = 'invoice-document' }: { invoice: TInvoice; testId?: string }) {
  const { t, i18n } = useTranslation(['invoice', 'common', 'patients']);
  // "James Miller (self)": the domain writes the relationship's code; shown as the coverage tab names it ("self":
  // the patient, which "Titular … (titular)" did not say).
  const subscriberText = (subscriber: string) =>
    subscriber.replace(/ \((self|spouse|child|other)\)$/, (_, code: string) =>
      i18n.language === 'en'
        ? ` (${code})`
        : ` (${code === 'self' ? t('doc.subscriberSelf') : t(`patients:coverage.relationships.${code}`)})`,
    );
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
                {t('doc.clia', { clia: inv.lab.clia })}
              </Text>
            )}
          </Stack>
          <Stack gap={2} align="flex-end">
            <Title order={2} fw={800} style={{ letterSpacing: 2 }}>
              {t('doc.heading')}
            </Title>
            <Meta label={t('doc.number')} value={<span data-testid="invoice-number">{inv.invoiceNumber}</span>} />
            <Meta label={t('doc.date')} value={formatDate(inv.invoiceDate)} />
            <Meta label={t('doc.serviceDate')} value={formatDate(inv.serviceDate)} />
            <Meta
              label={t('doc.case')}
              value={`${inv.caseNumber} · ${t(`common:caseStatus.${inv.caseStatus}`, { defaultValue: CASE_STATUS_LABELS[inv.caseStatus] })}`}
            />
            {inv.component !== 'global' && (
              <Meta
                label={t('doc.billing')}
                value={t(`doc.components.${inv.component}`, { defaultValue: INVOICE_COMPONENT_LABELS[inv.component] })}
              />
            )}
          </Stack>
        </Group>

        <Divider />

        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
          <Block title={t('doc.billTo')} testId="invoice-bill-to">
            {b ? (
              <>
                <Line strong>
                  <span translate="no">{b.name}</span>
                </Line>
                {b.addressLines.map((l) => (
                  <Line key={l}>{l}</Line>
                ))}
                {b.phone && <Line>{b.phone}</Line>}
                <Group gap={6} mt={4}>
                  <Badge variant="light" size="sm">
                    {t(`doc.billToKinds.${b.kind}`, { defaultValue: BILL_TO_KIND_LABELS[b.kind] })}
                  </Badge>
                  {inv.billingClass && (
                    <Text size="xs" c="dimmed">
                      {inv.billingClass}
                      {inv.billingClassSource === 'facility' ? t('doc.facilityDefault') : ''}
                    </Text>
                  )}
                </Group>
                {b.payerCode && <Line>{t('doc.payerId', { id: b.payerCode })}</Line>}
                {b.memberId && <Line>{t('doc.memberId', { id: b.memberId })}</Line>}
                {b.groupNumber && <Line>{t('doc.group', { number: b.groupNumber })}</Line>}
                {b.subscriber && <Line>{t('doc.subscriber', { name: subscriberText(b.subscriber) })}</Line>}
                {b.coverageRank && (
                  <Text size="xs" c="dimmed">
                    {t(`doc.coverage.${b.coverageRank}`, { defaultValue: b.coverageRank })}
                  </Text>
                )}
              </>
            ) : (
              <>
                <Line strong>{t('doc.notDetermined')}</Line>
                <Text size="sm" c="dimmed">
                  {t('doc.seeNotes', { billingClass: inv.billingClass ?? t('doc.noBillingClass') })}
                </Text>
              </>
            )}
          </Block>
          <Block title={t('doc.patient')} testId="invoice-patient">
            <Line strong>{inv.patient.name}</Line>
            <Line>{t('doc.mrn', { mrn: inv.patient.mrn })}</Line>
            <Line>
              {t('doc.dob', {
                dob: formatDate(inv.patient.dob),
                sex: t(`doc.sexes.${inv.patient.sex}`, { defaultValue: inv.patient.sex }),
              })}
            </Line>
            {inv.patient.addressLines.map((l) => (
              <Line key={l}>{l}</Line>
            ))}
          </Block>
          <Block title={t('doc.case')} testId="invoice-case">
            <Line strong>{inv.caseNumber}</Line>
            <Line>
              {t('doc.orderingPhysician', {
                physician: inv.orderingPhysician
                  ? t('doc.physicianNpi', { name: inv.orderingPhysician.name, npi: inv.orderingPhysician.npi })
                  : '—',
              })}
            </Line>
            <Line>{t('doc.facility', { name: inv.facility?.name ?? '—' })}</Line>
            {inv.pathologist && <Line>{t('doc.pathologist', { name: inv.pathologist })}</Line>}
            {inv.icdCodes.length > 0 && (
              <Line>{t('doc.icd', { codes: inv.icdCodes.map((c) => c.code).join(', ') })}</Line>
            )}
          </Block>
        </SimpleGrid>

        <Table.ScrollContainer minWidth={560}>
          <Table verticalSpacing="xs" data-testid="invoice-lines">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('doc.cpt')}</Table.Th>
                <Table.Th>{t('doc.mod')}</Table.Th>
                <Table.Th>{t('doc.description')}</Table.Th>
                <Table.Th className={classes.amount}>{t('doc.units')}</Table.Th>
                <Table.Th className={classes.amount}>{t('doc.unitFee')}</Table.Th>
                <Table.Th className={classes.amount}>{t('doc.amount')}</Table.Th>
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
                        {translateServerMessage(l.warning, i18n.language)}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td className={classes.amount}>{l.units}</Table.Td>
                  <Table.Td className={classes.amount} c={l.unitFee === null ? 'orange' : undefined}>
                    {l.unitFee === null ? t('doc.noFee') : formatMoney(l.unitFee)}
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
                      {t('doc.noProcedures')}
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
              <Text size="sm">{t('doc.subtotal')}</Text>
              <Text size="sm" className={classes.amount}>
                {formatMoney(inv.subtotal)}
              </Text>
            </Group>
            <Group justify="space-between" className={classes.totalRow}>
              <Text fw={800}>{t('doc.totalDue')}</Text>
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
            title={t('doc.notes')}
            data-testid="invoice-warnings"
          >
            <Box component="ul" m={0} ps="md">
              {inv.warnings.map((w) => (
                <li key={w}>
                  <Text size="sm">{translateServerMessage(w, i18n.language)}</Text>
                </li>
              ))}
            </Box>
          </Alert>
        )}

        <Text size="xs" c="dimmed">
          {t('doc.footer', {
            number: inv.invoiceNumber,
            lab: inv.lab.name,
            address: inv.lab.address.replace(/\n/g, ', '),
          })}
        </Text>
      </Stack>
    </Paper>
  );
}
