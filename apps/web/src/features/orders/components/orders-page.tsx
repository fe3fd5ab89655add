import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Badge, Button, Group, Modal, SegmentedControl, Stack, Table, Text, Textarea } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { INCOMING_ORDER_STATUSES, type TIncomingOrder, type TIncomingOrderStatus } from '@lab/domain';
import { PageHeader } from '@/components/page-header';
import { scrollRegion } from '@/components/scroll-region';
import { formatDate, formatDateTime } from '@/lib/format';
import { useOrders } from '../api/list-orders';
import { useAccessionOrder } from '../api/accession-order';
import { useRejectOrder } from '../api/reject-order';

const STATUS_COLORS: Record<TIncomingOrderStatus, string> = {
  pending: 'blue',
  accessioned: 'green',
  rejected: 'red',
  cancelled: 'gray',
};

/**
 * Incoming orders (docs/interfaces.md#the-orders-screen): HL7 and FHIR orders waiting to be accessioned. On a
 * pending row, `A` (or the Accession button) makes the case and opens it; `R` asks for the reason to reject.
 */
export function OrdersPage() {
  const { t } = useTranslation('orders');
  const [status, setStatus] = useState<TIncomingOrderStatus>('pending');
  const orders = useOrders({ status, page: 1, pageSize: 100 });
  const accession = useAccessionOrder();
  const navigate = useNavigate();
  const [rejecting, setRejecting] = useState<TIncomingOrder | null>(null);
  const [error, setError] = useState<string | null>(null);

  const accessionRow = (o: TIncomingOrder) => {
    setError(null);
    accession.mutate(
      { id: o.id },
      {
        onSuccess: ({ caseId }) => void navigate({ to: '/specimen/$id', params: { id: String(caseId) } }),
        onError: (e) => setError(e.message),
      },
    );
  };

  return (
    <Stack gap="md">
      <PageHeader
        title={t('title')}
        subtitle={t('subtitle')}
        actions={
          <SegmentedControl
            aria-label={t('columns.status')}
            value={status}
            onChange={(v) => setStatus(v as TIncomingOrderStatus)}
            data={INCOMING_ORDER_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))}
          />
        }
      />
      {error && (
        <Alert color="red" title={t('notAccessioned')} withCloseButton onClose={() => setError(null)}>
          {error}
        </Alert>
      )}
      <Table.ScrollContainer
        minWidth={760}
        scrollAreaProps={orders.data?.data.length ? undefined : scrollRegion(t('title'))}
      >
        <Table striped highlightOnHover verticalSpacing="sm" aria-label={t('title')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('columns.received')}</Table.Th>
              <Table.Th>{t('columns.order')}</Table.Th>
              <Table.Th>{t('columns.patient')}</Table.Th>
              <Table.Th>{t('columns.tests')}</Table.Th>
              <Table.Th>{t('columns.provider')}</Table.Th>
              <Table.Th>{t('columns.status')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {orders.data?.data.map((o) => (
              <Table.Tr
                key={o.id}
                tabIndex={0}
                aria-label={t('rowLabel', {
                  number: o.placerOrderNumber,
                  lastName: o.patient.lastName,
                  firstName: o.patient.firstName,
                })}
                onKeyDown={(e) => {
                  if (o.status !== 'pending' || e.target !== e.currentTarget) return;
                  if (e.key === 'a' || e.key === 'A') {
                    e.preventDefault();
                    accessionRow(o);
                  } else if (e.key === 'r' || e.key === 'R') {
                    e.preventDefault();
                    setRejecting(o);
                  }
                }}
              >
                <Table.Td>{formatDateTime(o.receivedAt)}</Table.Td>
                <Table.Td>
                  <Text fw={600}>{o.placerOrderNumber}</Text>
                  <Text size="xs" c="dimmed">
                    {o.source.toUpperCase()} · {o.sendingApplication || '—'}
                    {o.priority === 'stat' && (
                      <Badge ml={6} size="xs" color="red">
                        {t('common:priority.stat')}
                      </Badge>
                    )}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Text>
                    {o.patient.lastName}, {o.patient.firstName}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {t('cases:picker.row', { mrn: o.patient.mrn, dob: formatDate(o.patient.dob) })}
                  </Text>
                  <Badge size="xs" variant="light" color={o.patient.matchedPatientId ? 'green' : 'yellow'}>
                    {o.patient.matchedPatientId
                      ? o.patient.matchedBy === 'mrn'
                        ? t('matchedByMrn')
                        : t('matchedByName')
                      : t('newPatient')}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{o.tests.map((x) => `${x.code} ${x.name}`).join(', ')}</Text>
                  <Text size="xs" c="dimmed">
                    {o.specimens
                      .map(
                        (s, i) =>
                          `${String.fromCharCode(65 + i)}: ${[s.source, s.site].filter(Boolean).join(', ') || '—'}`,
                      )
                      .join(' · ')}
                  </Text>
                  {o.icd10.length > 0 && (
                    <Text size="xs" c="dimmed">
                      {t('icd', { codes: o.icd10.join(', ') })}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{o.provider?.name ?? '—'}</Text>
                  <Text size="xs" c="dimmed">
                    {o.facility?.name || o.facility?.code || '—'}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Stack gap={6} align="flex-start">
                    <Badge color={STATUS_COLORS[o.status]} variant="light">
                      {t(`status.${o.status}`)}
                    </Badge>
                    {o.status === 'pending' && (
                      <Group gap={6} wrap="nowrap">
                        <Button size="xs" loading={accession.isPending} onClick={() => accessionRow(o)}>
                          {t('accession')}
                        </Button>
                        <Button size="xs" variant="default" onClick={() => setRejecting(o)}>
                          {t('reject')}
                        </Button>
                      </Group>
                    )}
                    {o.caseId && o.caseNumber && (
                      <Button
                        size="xs"
                        variant="subtle"
                        onClick={() => void navigate({ to: '/specimen/$id', params: { id: String(o.caseId) } })}
                      >
                        {o.caseNumber}
                      </Button>
                    )}
                    {o.rejectReason && (
                      <Text size="xs" c="dimmed">
                        {o.rejectReason}
                      </Text>
                    )}
                    {o.notice && (
                      <Text size="xs" c="orange">
                        {o.notice}
                      </Text>
                    )}
                  </Stack>
                </Table.Td>
              </Table.Tr>
            ))}
            {orders.data && orders.data.data.length === 0 && (
              <Table.Tr>
                <Table.Td colSpan={6}>
                  <Text c="dimmed" ta="center" py="md">
                    {t(`none.${status}`)}
                  </Text>
                </Table.Td>
              </Table.Tr>
            )}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <RejectDialog order={rejecting} onClose={() => setRejecting(null)} />
    </Stack>
  );
}

function RejectDialog({ order, onClose }: { order: TIncomingOrder | null; onClose(): void }) {
  const { t } = useTranslation('orders');
  const reject = useRejectOrder();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setReason('');
    setError(null);
    onClose();
  };
  return (
    <Modal
      opened={order !== null}
      onClose={close}
      title={t('rejectDialog.title', { number: order?.placerOrderNumber ?? '' })}
    >
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (!order) return;
          if (!reason.trim()) {
            setError(t('rejectDialog.required'));
            return;
          }
          reject.mutate(
            { id: order.id, reason: reason.trim() },
            { onSuccess: close, onError: (err) => setError(err.message) },
          );
        }}
      >
        <Stack>
          <Textarea
            label={t('rejectDialog.reason')}
            withAsterisk
            autoFocus
            autosize
            minRows={2}
            value={reason}
            error={error}
            onChange={(e) => setReason(e.currentTarget.value)}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('cases:cancel')}
            </Button>
            <Button type="submit" color="red" loading={reject.isPending}>
              {t('rejectDialog.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
