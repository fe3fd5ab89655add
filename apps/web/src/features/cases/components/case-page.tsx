import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from '@tanstack/react-router';
import { ActionIcon, Alert, Badge, Button, Group, SimpleGrid, Stack, Table, Text, Timeline } from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconArrowRight, IconBan, IconPencil, IconPrinter, IconReportMedical } from '@tabler/icons-react';
import {
  CASE_STATUS_LABELS,
  CASE_TRANSITIONS,
  DIAGNOSIS_STATUSES,
  isCaseEditable,
  isStaff,
  type TCase,
  type TCasePart,
  type TCaseRef,
  type TCaseStatus,
} from '@lab/domain';
import { CancelCaseDialog } from '@/components/cancel-case-dialog';
import { PageHeader } from '@/components/page-header';
import { RecordPending } from '@/components/record-pending';
import { SectionCard } from '@/components/section-card';
import { formatDate, formatDateTime } from '@/lib/format';
import { useSession } from '@/lib/session';
import { DocumentList, DocumentUploadPanel } from '@/components/documents';
import { useChangeCaseStatus } from '../api/change-case-status';
import { useCase } from '../api/get-case';
import { openCaseLabels } from '../api/labels-url';
import { EditCaseDialog } from './edit-case-dialog';
import { AddPartForm, EditPartDialog } from './part-forms';
import { CaseStatusBadge, PriorityBadge } from './case-badges';

/** A reference list's entry by its name; its code is the lists' and the interfaces' (labels, not codes: issue 26). */
const refText = (r: TCaseRef | null) => (r ? r.name : '—');

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="sm" component="div">
        {children}
      </Text>
    </Stack>
  );
}

/** The moves the case page offers: forward along the bench, never into sign-out (the diagnosis screen's). */
const forwardMoves = (status: TCaseStatus) =>
  CASE_TRANSITIONS[status].filter((s) => s !== 'cancelled' && !(DIAGNOSIS_STATUSES as readonly string[]).includes(s));

/** What other features show on the case page (the app layer composes them: the report versions). */
export interface CasePageSlots {
  reports?: (c: TCase) => ReactNode;
}

/** `/specimen/$id`: header, parts, codes, status history and the moves of the life cycle. */
export function CasePage({ slots = {} }: { slots?: CasePageSlots }) {
  const { t } = useTranslation('cases');
  const { id } = useParams({ strict: false }) as { id?: string };
  const query = useCase(Number(id));
  if (!query.data)
    return <RecordPending error={query.error} title={t('page.notAvailable')} notFound={t('page.notFound')} />;
  return <CaseView c={query.data} slots={slots} />;
}

/** The page composes its sections; the header carries the moves and their dialogs. */
function CaseView({ c, slots }: { c: TCase; slots: CasePageSlots }) {
  const { t } = useTranslation('cases');
  const staff = isStaff(useSession()?.user.role);
  const editable = staff && isCaseEditable(c.status);
  return (
    <>
      <CaseHeader c={c} staff={staff} editable={editable} />
      {c.status === 'cancelled' && (
        <Alert color="gray" mb="md" title={t('page.cancelled')}>
          {c.cancelReason}
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
        <PatientSection c={c} />
        <OrderSection c={c} />
        <BillingSection c={c} />
      </SimpleGrid>

      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md" mt="md">
        <PartsSection c={c} editable={editable} />
        <StatusHistorySection c={c} />
      </SimpleGrid>

      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md" mt="md">
        <SectionCard title={t('page.icdCodes')}>
          {c.icdCodes.length ? (
            c.icdCodes.map((r) => (
              <Text key={r.id} size="sm">
                <Text span ff="monospace" fw={600}>
                  {r.code}
                </Text>{' '}
                {r.name}
              </Text>
            ))
          ) : (
            <None />
          )}
        </SectionCard>
        <SectionCard title={t('page.testsAndFlags')}>
          <Group gap={6}>
            {c.tests.map((r) => (
              <Badge key={r.id} variant="outline">
                {r.name}
              </Badge>
            ))}
            {c.flags.map((r) => (
              <Badge key={r.id} color={r.color ?? 'gray'}>
                {r.name}
              </Badge>
            ))}
            {c.tests.length + c.flags.length === 0 && <None />}
          </Group>
        </SectionCard>
        <SectionCard title={t('page.clinicalHistory')}>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {c.clinicalHistory || '—'}
          </Text>
        </SectionCard>
      </SimpleGrid>

      {slots.reports?.(c)}

      <SectionCard title={t('page.documents')} mt="md" gap="sm">
        {staff && <DocumentUploadPanel caseId={c.id} />}
        <DocumentList caseId={c.id} compact />
      </SectionCard>
    </>
  );
}

function None() {
  const { t } = useTranslation('cases');
  return (
    <Text size="sm" c="dimmed">
      {t('page.none')}
    </Text>
  );
}

/** Case number, status and priority; for the lab: labels, results, editing the order and the moves of the life cycle. */
function CaseHeader({ c, staff, editable }: { c: TCase; staff: boolean; editable: boolean }) {
  const { t } = useTranslation('cases');
  const move = useChangeCaseStatus(c.id);
  const [cancelling, setCancelling] = useState(false);
  const [editing, setEditing] = useState(false);
  const forward = staff ? forwardMoves(c.status) : [];
  const canCancel = staff && CASE_TRANSITIONS[c.status].includes('cancelled');
  useHotkeys([['alt+L', () => openCaseLabels(c.id)]]);

  const moveTo = async (to: TCaseStatus) => {
    try {
      await move.mutateAsync({ to });
      notifications.show({
        color: 'green',
        message: t(`page.nowStatus.${to}`, {
          caseNumber: c.caseNumber,
          defaultValue: `${c.caseNumber} is now ${CASE_STATUS_LABELS[to].toLowerCase()}`,
        }),
      });
    } catch (e) {
      notifications.show({ color: 'red', message: e instanceof Error ? e.message : t('page.statusFailed') });
    }
  };

  return (
    <>
      <PageHeader
        title={
          <Group gap="sm">
            <span data-testid="case-number">{c.caseNumber}</span>
            <CaseStatusBadge status={c.status} size="lg" />
            <PriorityBadge priority={c.priority} size="lg" />
          </Group>
        }
        subtitle={t('page.subtitle', {
          type: t(`caseType.${c.caseType}`),
          received: formatDateTime(c.receivedAt),
        })}
        actions={
          <>
            {/* Labels go on the lab's cassettes and slides: a task of the lab, not of the ordering physician. */}
            {staff && (
              <Button variant="default" leftSection={<IconPrinter size={16} />} onClick={() => openCaseLabels(c.id)}>
                {t('page.printLabels')}
              </Button>
            )}
            {staff && c.status !== 'cancelled' && (
              <Button
                component={Link}
                to={`/results/${c.id}`}
                variant="default"
                leftSection={<IconReportMedical size={16} />}
              >
                {t('page.results')}
              </Button>
            )}
            {editable && (
              <Button variant="default" leftSection={<IconPencil size={16} />} onClick={() => setEditing(true)}>
                {t('page.editOrder')}
              </Button>
            )}
            {forward.map((to) => (
              <Button
                key={to}
                rightSection={<IconArrowRight size={16} />}
                loading={move.isPending}
                onClick={() => void moveTo(to)}
              >
                {t(`page.mark.${to}`, { defaultValue: `Mark ${CASE_STATUS_LABELS[to].toLowerCase()}` })}
              </Button>
            ))}
            {canCancel && (
              <Button
                color="red"
                variant="light"
                leftSection={<IconBan size={16} />}
                onClick={() => setCancelling(true)}
              >
                {t('page.cancelCase')}
              </Button>
            )}
          </>
        }
      />
      {editable && <EditCaseDialog c={c} opened={editing} onClose={() => setEditing(false)} />}
      <CancelCaseDialog
        caseNumber={c.caseNumber}
        opened={cancelling}
        onClose={() => setCancelling(false)}
        onConfirm={(reason) => move.mutateAsync({ to: 'cancelled', reason })}
      />
    </>
  );
}

function PatientSection({ c }: { c: TCase }) {
  const { t } = useTranslation('cases');
  return (
    <SectionCard title={t('page.patient')}>
      <Text fw={600}>{t('patientName', { lastName: c.patient.lastName, firstName: c.patient.firstName })}</Text>
      <Group gap="lg">
        <Field label={t('page.mrn')}>{c.patient.mrn}</Field>
        <Field label={t('page.dob')}>{formatDate(`${c.patient.dob}T00:00:00`)}</Field>
        <Field label={t('page.sex')}>{t(`sex.${c.patient.sex}`, { defaultValue: c.patient.sex })}</Field>
      </Group>
    </SectionCard>
  );
}

function OrderSection({ c }: { c: TCase }) {
  const { t } = useTranslation('cases');
  return (
    <SectionCard title={t('page.order')}>
      <Field label={t('page.provider')}>
        {c.provider
          ? `${c.provider.name}${c.provider.credentials ? `, ${c.provider.credentials}` : ''} · NPI ${c.provider.npi}`
          : '—'}
      </Field>
      <Field label={t('page.facility')}>{refText(c.facility)}</Field>
      <Field label={t('page.pathologist')}>{refText(c.pathologist)}</Field>
      <Group gap="lg">
        <Field label={t('page.collected')}>{c.collectedAt ? formatDateTime(c.collectedAt) : '—'}</Field>
        <Field label={t('page.received')}>{formatDateTime(c.receivedAt)}</Field>
      </Group>
    </SectionCard>
  );
}

function BillingSection({ c }: { c: TCase }) {
  const { t } = useTranslation('cases');
  return (
    <SectionCard title={t('page.billing')}>
      <Field label={t('page.billingClass')}>{refText(c.billingClass)}</Field>
      <Field label={t('page.financialClass')}>{refText(c.financialClass)}</Field>
      <Group gap="lg">
        <Field label={t('page.accident')}>{refText(c.accidentType)}</Field>
        <Field label={t('page.ailment')}>{refText(c.ailmentType)}</Field>
      </Group>
    </SectionCard>
  );
}

/** The parts; while the order may change, the lab edits and adds them here. */
function PartsSection({ c, editable }: { c: TCase; editable: boolean }) {
  const { t } = useTranslation('cases');
  const [editingPart, setEditingPart] = useState<TCasePart | null>(null);
  return (
    <SectionCard title={t('page.parts')} style={{ gridColumn: 'span 2' }} className="case-parts">
      <Table.ScrollContainer minWidth={420}>
        <Table aria-label={t('page.parts')} verticalSpacing={6}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={50}>{t('page.part')}</Table.Th>
              <Table.Th>{t('page.bodySite')}</Table.Th>
              <Table.Th>{t('page.laterality')}</Table.Th>
              <Table.Th>{t('page.description')}</Table.Th>
              {editable && <Table.Th w={40} aria-label={t('page.actions')} />}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {c.parts.map((p) => (
              <Table.Tr key={p.id}>
                <Table.Td fw={700} ff="monospace">
                  {p.label}
                </Table.Td>
                <Table.Td translate="no">{p.bodySite?.name ?? '—'}</Table.Td>
                <Table.Td>{p.laterality ? t(`laterality.${p.laterality}`) : ''}</Table.Td>
                <Table.Td>{p.description}</Table.Td>
                {editable && (
                  <Table.Td>
                    <ActionIcon
                      variant="subtle"
                      color="gray"
                      aria-label={t('page.editPart', { label: p.label })}
                      onClick={() => setEditingPart(p)}
                    >
                      <IconPencil size={16} />
                    </ActionIcon>
                  </Table.Td>
                )}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {editable && <AddPartForm caseId={c.id} />}
      {editable && <EditPartDialog caseId={c.id} part={editingPart} onClose={() => setEditingPart(null)} />}
    </SectionCard>
  );
}

function StatusHistorySection({ c }: { c: TCase }) {
  const { t } = useTranslation('cases');
  return (
    <SectionCard title={t('page.statusHistory')}>
      <Timeline active={c.history.length - 1} bulletSize={14} lineWidth={2}>
        {c.history.map((h) => (
          <Timeline.Item
            key={h.id}
            title={t(`common:caseStatus.${h.toStatus}`, { defaultValue: CASE_STATUS_LABELS[h.toStatus] })}
            color={h.toStatus === 'cancelled' ? 'red' : undefined}
          >
            <Text size="xs" c="dimmed">
              {formatDateTime(h.at)} · {h.userName ?? t('page.system')}
            </Text>
            {h.reason && <Text size="sm">{h.reason}</Text>}
          </Timeline.Item>
        ))}
      </Timeline>
    </SectionCard>
  );
}
