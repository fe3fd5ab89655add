import { useTranslation } from 'react-i18next';
import { Button, Drawer, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import type { TInterfaceMessage } from '@lab/domain';
import { formatDateTime } from '@/lib/format';
import { useResendMessage } from '../api/interfaces';
import { toast } from './toast';
import { MessageBody } from './message-body';
import { MessageStatusBadge } from './status-badge';

/** Outbound messages can be sent again unless one is being sent right now. */
export const canResend = (m: Pick<TInterfaceMessage, 'direction' | 'status'>) =>
  m.direction === 'out' && ['failed', 'acked', 'queued'].includes(m.status);

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </div>
  );
}

/** One message of the log: its facts, the raw body pretty-printed, the ACK, and Resend for outbound ones. */
export function MessageDrawer({ message, onClose }: { message: TInterfaceMessage | null; onClose(): void }) {
  const { t } = useTranslation('interfaces');
  const resend = useResendMessage();
  const m = message;
  return (
    <Drawer
      opened={m !== null}
      onClose={onClose}
      position="right"
      size="xl"
      title={m ? `${m.type} ${m.controlId}` : ''}
      closeButtonProps={{ 'aria-label': t('drawer.close') }}
    >
      {m && (
        <Stack>
          <Group justify="space-between" wrap="wrap">
            <MessageStatusBadge status={m.status} />
            {canResend(m) && (
              <Button
                leftSection={<IconSend size={16} aria-hidden />}
                loading={resend.isPending}
                onClick={() =>
                  resend.mutate(m.id, {
                    onSuccess: (next) => {
                      toast('green', t('drawer.requeued', { id: next.controlId }));
                      onClose();
                    },
                    onError: (e) => toast('red', e.message, t('drawer.notResent')),
                  })
                }
              >
                {t('drawer.resend')}
              </Button>
            )}
          </Group>
          <SimpleGrid cols={2} spacing="xs">
            <Fact label={t('drawer.direction')}>{m.direction === 'out' ? t('outbound') : t('inbound')}</Fact>
            <Fact label={t('columns.destination')}>
              {m.destination ? `${m.destination.name} (${m.destination.kind})` : '—'}
            </Fact>
            <Fact label={t('columns.case')}>{m.caseNumber ?? '—'}</Fact>
            <Fact label={t('columns.mrn')}>{m.mrn ?? '—'}</Fact>
            <Fact label={t('columns.attempts')}>{m.attempts}</Fact>
            <Fact label={t('drawer.updated')}>{formatDateTime(m.updatedAt)}</Fact>
          </SimpleGrid>
          {m.lastError && (
            <Fact label={t('drawer.lastError')}>
              <Text span c="red" size="sm">
                {m.lastError}
              </Text>
            </Fact>
          )}
          <Title order={3} size="h5">
            {t('drawer.message')}
          </Title>
          <MessageBody body={m.body} protocol={m.protocol} label={t('drawer.messageBody')} />
          <Title order={3} size="h5">
            {t('drawer.ack')}
          </Title>
          {m.ack ? (
            <MessageBody body={m.ack} protocol={m.protocol} label={t('drawer.ack')} />
          ) : (
            <Text size="sm" c="dimmed">
              {t('drawer.noAck')}
            </Text>
          )}
        </Stack>
      )}
    </Drawer>
  );
}
