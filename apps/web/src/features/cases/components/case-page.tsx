import { useState, type ReactNode } from 'react';
import { Link, useParams } from '@tanstack/react-router';
import { ActionIcon, Alert, Badge, Button, Group, SimpleGrid, Stack, Table, Text, Timeline } from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconArrowRight, IconBan, IconPencil, IconPrinter, IconReportMedical } from '@tabler/icons-react';
import {
  CASE_STATUS_LABELS,
  CASE_TRANSITIONS,
  CASE_TYPE_LABELS,
  DIAGNOSIS_STATUSES,
  PATIENT_SEX_LABELS,
  isCaseEditable,
  isStaff,
  type TCase,
  type TCasePart,
  type TCaseRef,
  type TCaseStatus,
  type TPatientSex,
  LATERALITY_LABELS,
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
  const { id } = useParams({ strict: false }) as { id?: string };
  const query = useCase(Number(id));
  if (!query.data)
    return (
      <RecordPending
        error={query.error}
        title="Case not available"
        notFound="No such case, or it is not one of yours."
      />
    );
  return <CaseView c={query.data} slots={slots} />;
}

/** The page composes its sections; the header carries the moves and their dialogs. */
function CaseView({ c, slots }: { c: TCase; slots: CasePageSlots }) {
  const staff = isStaff(useSession()?.user.role);
  const editable = staff && isCaseEditable(c.status);
  return (
    <>
      <CaseHeader c={c} staff={staff} editable={editable} />
      {c.status === 'cancelled' && (
        <Alert color="gray" mb="md" title="Cancelled">
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
        <SectionCard title="ICD-10 codes">
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
        <SectionCard title="Tests and flags">
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
        <SectionCard title="Clinical history">
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {c.clinicalHistory || '—'}
          </Text>
        </SectionCard>
      </SimpleGrid>

      {slots.reports?.(c)}

      <SectionCard title="Documents" mt="md" gap="sm">
        {staff && <DocumentUploadPanel caseId={c.id} />}
        <DocumentList caseId={c.id} compact />
      </SectionCard>
    </>
  );
}

const None = () => (
  <Text size="sm" c="dimmed">
    None
  </Text>
);

/** Case number, status and priority; for the lab: labels, results, editing the order and the moves of the life cycle. */
function CaseHeader({ c, staff, editable }: { c: TCase; staff: boolean; editable: boolean }) {
  const move = useChangeCaseStatus(c.id);
  const [cancelling, setCancelling] = useState(false);
  const [editing, setEditing] = useState(false);
  const forward = staff ? forwardMoves(c.status) : [];
  const canCancel = staff && CASE_TRANSITIONS[c.status].includes('cancelled');
  useHotkeys([['alt+L', () => openCaseLabels(c.id)]]);

  const moveTo = async (to: TCaseStatus) => {
    try {
      await move.mutateAsync({ to });
      notifications.show({ color: 'green', message: `${c.caseNumber} is now ${CASE_STATUS_LABELS[to].toLowerCase()}` });
    } catch (e) {
      notifications.show({ color: 'red', message: e instanceof Error ? e.message : 'Could not change the status' });
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
        subtitle={`${CASE_TYPE_LABELS[c.caseType]} case · received ${formatDateTime(c.receivedAt)}`}
        actions={
          <>
            {/* Labels go on the lab's cassettes and slides: a task of the lab, not of the ordering physician. */}
            {staff && (
              <Button variant="default" leftSection={<IconPrinter size={16} />} onClick={() => openCaseLabels(c.id)}>
                Print labels
              </Button>
            )}
            {staff && c.status !== 'cancelled' && (
              <Button
                component={Link}
                to={`/results/${c.id}`}
                variant="default"
                leftSection={<IconReportMedical size={16} />}
              >
                Results
              </Button>
            )}
            {editable && (
              <Button variant="default" leftSection={<IconPencil size={16} />} onClick={() => setEditing(true)}>
                Edit order
              </Button>
            )}
            {forward.map((to) => (
              <Button
                key={to}
                rightSection={<IconArrowRight size={16} />}
                loading={move.isPending}
                onClick={() => void moveTo(to)}
              >
                Mark {CASE_STATUS_LABELS[to].toLowerCase()}
              </Button>
            ))}
            {canCancel && (
              <Button
                color="red"
                variant="light"
                leftSection={<IconBan size={16} />}
                onClick={() => setCancelling(true)}
              >
                Cancel case
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
  return (
    <SectionCard title="Patient">
      <Text fw={600}>
        {c.patient.lastName}, {c.patient.firstName}
      </Text>
      <Group gap="lg">
        <Field label="MRN">{c.patient.mrn}</Field>
        <Field label="Date of birth">{formatDate(`${c.patient.dob}T00:00:00`)}</Field>
        <Field label="Sex">{PATIENT_SEX_LABELS[c.patient.sex as TPatientSex] ?? c.patient.sex}</Field>
      </Group>
    </SectionCard>
  );
}

function OrderSection({ c }: { c: TCase }) {
  return (
    <SectionCard title="Order">
      <Field label="Provider">
        {c.provider
          ? `${c.provider.name}${c.provider.credentials ? `, ${c.provider.credentials}` : ''} · NPI ${c.provider.npi}`
          : '—'}
      </Field>
      <Field label="Facility">{refText(c.facility)}</Field>
      <Field label="Pathologist">{refText(c.pathologist)}</Field>
      <Group gap="lg">
        <Field label="Collected">{c.collectedAt ? formatDateTime(c.collectedAt) : '—'}</Field>
        <Field label="Received">{formatDateTime(c.receivedAt)}</Field>
      </Group>
    </SectionCard>
  );
}

function BillingSection({ c }: { c: TCase }) {
  return (
    <SectionCard title="Billing">
      <Field label="Billing class">{refText(c.billingClass)}</Field>
      <Field label="Financial class">{refText(c.financialClass)}</Field>
      <Group gap="lg">
        <Field label="Accident">{refText(c.accidentType)}</Field>
        <Field label="Ailment">{refText(c.ailmentType)}</Field>
      </Group>
    </SectionCard>
  );
}

/** The parts; while the order may change, the lab edits and adds them here. */
function PartsSection({ c, editable }: { c: TCase; editable: boolean }) {
  const [editingPart, setEditingPart] = useState<TCasePart | null>(null);
  return (
    <SectionCard title="Parts" style={{ gridColumn: 'span 2' }} className="case-parts">
      <Table.ScrollContainer minWidth={420}>
        <Table aria-label="Parts" verticalSpacing={6}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={50}>Part</Table.Th>
              <Table.Th>Body site</Table.Th>
              <Table.Th>Laterality</Table.Th>
              <Table.Th>Description</Table.Th>
              {editable && <Table.Th w={40} aria-label="Actions" />}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {c.parts.map((p) => (
              <Table.Tr key={p.id}>
                <Table.Td fw={700} ff="monospace">
                  {p.label}
                </Table.Td>
                <Table.Td>{p.bodySite?.name ?? '—'}</Table.Td>
                <Table.Td>{p.laterality ? LATERALITY_LABELS[p.laterality] : ''}</Table.Td>
                <Table.Td>{p.description}</Table.Td>
                {editable && (
                  <Table.Td>
                    <ActionIcon
                      variant="subtle"
                      color="gray"
                      aria-label={`Edit part ${p.label}`}
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
  return (
    <SectionCard title="Status history">
      <Timeline active={c.history.length - 1} bulletSize={14} lineWidth={2}>
        {c.history.map((h) => (
          <Timeline.Item
            key={h.id}
            title={CASE_STATUS_LABELS[h.toStatus]}
            color={h.toStatus === 'cancelled' ? 'red' : undefined}
          >
            <Text size="xs" c="dimmed">
              {formatDateTime(h.at)} · {h.userName ?? 'system'}
            </Text>
            {h.reason && <Text size="sm">{h.reason}</Text>}
          </Timeline.Item>
        ))}
      </Timeline>
    </SectionCard>
  );
}
