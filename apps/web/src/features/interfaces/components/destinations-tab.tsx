import { useState } from 'react';
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
          Add destination
        </Button>
      </Group>
      {list.isError && <ListError error={list.error} />}
      <Table.ScrollContainer minWidth={560} scrollAreaProps={scrollRegion('Destinations')}>
        <Table highlightOnHover aria-label="Destinations">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Name</Table.Th>
              <Table.Th>Kind</Table.Th>
              <Table.Th>Endpoint</Table.Th>
              <Table.Th>Facilities</Table.Th>
              <Table.Th>Status</Table.Th>
              <Table.Th>
                <VisuallyHidden>Actions</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.length === 0 && (
              <Table.Tr>
                <Table.Td colSpan={6}>
                  <Text size="sm" c="dimmed">
                    {list.isPending ? 'Loading…' : 'No destinations yet: released reports are not sent anywhere.'}
                  </Text>
                </Table.Td>
              </Table.Tr>
            )}
            {rows.map((d) => (
              <Table.Tr key={d.id}>
                <Table.Td>{d.name}</Table.Td>
                <Table.Td>{d.kind === 'mllp' ? 'HL7 v2 (MLLP)' : 'FHIR R4'}</Table.Td>
                <Table.Td style={{ overflowWrap: 'break-word' }}>{endpoint(d)}</Table.Td>
                <Table.Td>{d.facilityIds.length === 0 ? 'All' : d.facilityIds.length}</Table.Td>
                <Table.Td>
                  <Badge
                    variant="light"
                    color={d.active ? 'green' : 'gray'}
                    style={{ whiteSpace: 'normal', height: 'auto' }}
                  >
                    {d.active ? 'Active' : 'Inactive'}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  <Group gap={4} wrap="nowrap" justify="flex-end">
                    <Tooltip label={`Edit ${d.name}`}>
                      <ActionIcon variant="subtle" aria-label={`Edit ${d.name}`} onClick={() => setEditing(d)}>
                        <IconPencil size={16} aria-hidden />
                      </ActionIcon>
                    </Tooltip>
                    {d.active && (
                      <Tooltip label={`Deactivate ${d.name}`}>
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          aria-label={`Deactivate ${d.name}`}
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
        title={editing === 'new' ? 'Add destination' : `Edit ${editing?.name ?? ''}`}
        centered
      >
        {editing !== null && (
          <DestinationForm
            destination={editing === 'new' ? null : editing}
            onCancel={() => setEditing(null)}
            onSubmit={async (body) => {
              const saved = await save.mutateAsync({ id: editing === 'new' ? undefined : editing.id, body });
              toast('green', `${saved.name} saved`);
              setEditing(null);
            }}
          />
        )}
      </Modal>
      <Modal
        opened={confirming !== null}
        onClose={() => setConfirming(null)}
        title={`Deactivate ${confirming?.name ?? ''}?`}
        centered
      >
        <Stack>
          <Text size="sm">
            No new report is queued for it. Messages already queued stay in the log; the destination is kept.
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(null)}>
              Keep it
            </Button>
            <Button
              color="red"
              loading={deactivate.isPending}
              onClick={() =>
                confirming &&
                deactivate.mutate(confirming.id, {
                  onSuccess: (d) => {
                    toast('green', `${d.name} deactivated`);
                    setConfirming(null);
                  },
                  onError: (e) => toast('red', e.message, 'Not deactivated'),
                })
              }
            >
              Deactivate
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
