import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionIcon, Badge, Button, Group, Modal, Stack, Table, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import { IconPencil, IconPlayerStop, IconPlus } from '@tabler/icons-react';
import type { TDestination } from '@lab/domain';
import { ListError } from '@/components/data-table';
import { useDeactivateDestination, useDestinations, useSaveDestination } from '../api/interfaces';
import { DestinationForm } from './destination-form';
import { toast } from './toast';
import { scrollRegion } from '@/components/scroll-region';

const endpoint = (d: TDestination) => (d.kind === 'mllp' ? `${d.host ?? ''}:${d.port ?? ''}` : (d.baseUrl ?? ''));

/** Where released reports go: add, edit, deactivate (never deleted). */
export function DestinationsTab() {
  const { t } = useTranslation('interfaces');
  const list = useDestinations();
  const save = useSaveDestination();
  const deactivate = useDeactivateDestination();
  const [editing, setEditing] = useState<TDestination | 'new' | null>(null);
  const [confirming, setConfirming] = useState<TDestination | null>(null);
  const rows = list.data?.data ?? [];
  return (
    <Stack>
      <Group justify="flex-end">
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing('new')}>
          {t('destinations.add')}
        </Button>
      </Group>
      {list.isError && <ListError error={list.error} />}
      <Table.ScrollContainer minWidth={560} scrollAreaProps={scrollRegion(t('tabs.destinations'))}>
        <Table highlightOnHover aria-label={t('tabs.destinations')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('columns.name')}</Table.Th>
              <Table.Th>{t('columns.kind')}</Table.Th>
              <Table.Th>{t('columns.endpoint')}</Table.Th>
              <Table.Th>{t('columns.facilities')}</Table.Th>
              <Table.Th>{t('columns.status')}</Table.Th>
              <Table.Th>
                <VisuallyHidden>{t('columns.actions')}</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.length === 0 && (
              <Table.Tr>
                <Table.Td colSpan={6}>
                  <Text size="sm" c="dimmed">
                    {list.isPending ? t('loading') : t('destinations.empty')}
                  </Text>
                </Table.Td>
              </Table.Tr>
            )}
            {rows.map((d) => (
              <Table.Tr key={d.id}>
                <Table.Td>{d.name}</Table.Td>
                <Table.Td>{d.kind === 'mllp' ? 'HL7 v2 (MLLP)' : 'FHIR R4'}</Table.Td>
                <Table.Td style={{ overflowWrap: 'break-word' }}>{endpoint(d)}</Table.Td>
                <Table.Td>{d.facilityIds.length === 0 ? t('all') : d.facilityIds.length}</Table.Td>
                <Table.Td>
                  <Badge
                    variant="light"
                    color={d.active ? 'green' : 'gray'}
                    style={{ whiteSpace: 'normal', height: 'auto' }}
                  >
                    {d.active ? t('active') : t('inactive')}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  <Group gap={4} wrap="nowrap" justify="flex-end">
                    <Tooltip label={t('edit', { name: d.name })}>
                      <ActionIcon
                        variant="subtle"
                        aria-label={t('edit', { name: d.name })}
                        onClick={() => setEditing(d)}
                      >
                        <IconPencil size={16} aria-hidden />
                      </ActionIcon>
                    </Tooltip>
                    {d.active && (
                      <Tooltip label={t('destinations.deactivateName', { name: d.name })}>
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          aria-label={t('destinations.deactivateName', { name: d.name })}
                          onClick={() => setConfirming(d)}
                        >
                          <IconPlayerStop size={16} aria-hidden />
                        </ActionIcon>
                      </Tooltip>
                    )}
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing === 'new' ? t('destinations.add') : t('edit', { name: editing?.name ?? '' })}
        centered
      >
        {editing !== null && (
          <DestinationForm
            destination={editing === 'new' ? null : editing}
            onCancel={() => setEditing(null)}
            onSubmit={async (body) => {
              const saved = await save.mutateAsync({ id: editing === 'new' ? undefined : editing.id, body });
              toast('green', t('saved', { name: saved.name }));
              setEditing(null);
            }}
          />
        )}
      </Modal>
      <Modal
        opened={confirming !== null}
        onClose={() => setConfirming(null)}
        title={t('destinations.confirmTitle', { name: confirming?.name ?? '' })}
        centered
      >
        <Stack>
          <Text size="sm">{t('destinations.confirmBody')}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(null)}>
              {t('destinations.keep')}
            </Button>
            <Button
              color="red"
              loading={deactivate.isPending}
              onClick={() =>
                confirming &&
                deactivate.mutate(confirming.id, {
                  onSuccess: (d) => {
                    toast('green', t('destinations.deactivated', { name: d.name }));
                    setConfirming(null);
                  },
                  onError: (e) => toast('red', e.message, t('destinations.notDeactivated')),
                })
              }
            >
              {t('destinations.deactivate')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
