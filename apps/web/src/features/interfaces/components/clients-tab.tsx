import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@/lib/form-resolver';
import { z } from 'zod';
import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Code,
  CopyButton,
  Group,
  Modal,
  Stack,
  Table,
  Text,
  TextInput,
  Tooltip,
} from '@mantine/core';
import { IconCheck, IconCopy, IconPlus } from '@tabler/icons-react';
import { ZClientInput } from '@lab/domain';
import { ListError } from '@/components/data-table';
import { LookupMultiSelect } from '@/components/lookup-select';
import { showServerErrors } from '@/lib/form-errors';
import { formatDateTime } from '@/lib/format';
import { useCreateClient, useInterfaceClients } from '../api/interfaces';
import { scrollRegion } from '@/components/scroll-region';

type TClientForm = z.infer<typeof ZClientInput>;

/** New interface client: a name and the facilities whose patients it may read (none = every facility). */
export function ClientForm({ onSubmit, onCancel }: { onSubmit(v: TClientForm): Promise<unknown>; onCancel(): void }) {
  const form = useForm<TClientForm>({
    resolver: zodResolver(ZClientInput),
    defaultValues: { name: '', facilityIds: [] },
  });
  const errors = form.formState.errors;
  const submit = form.handleSubmit(async (v) => {
    try {
      await onSubmit(v);
    } catch (e) {
      showServerErrors(e, form, ['name', 'facilityIds']);
    }
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        {errors.root && <Alert color="red">{errors.root.message}</Alert>}
        <TextInput
          label="Name"
          withAsterisk
          data-autofocus
          {...form.register('name')}
          error={errors.name?.message && `Name ${errors.name.message}`}
        />
        <Controller
          control={form.control}
          name="facilityIds"
          render={({ field }) => (
            <LookupMultiSelect
              list="submittingfacilities"
              label="Facilities"
              description="None chosen: every facility's patients"
              value={field.value ?? []}
              onChange={field.onChange}
              error={errors.facilityIds?.message && `Facilities ${errors.facilityIds.message}`}
            />
          )}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" loading={form.formState.isSubmitting}>
            Create client
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The secret of a new client, shown this once, with a copy button. */
export function ClientSecret({ clientId, clientSecret }: { clientId: string; clientSecret: string }) {
  return (
    <Stack>
      <Alert color="yellow" title="Copy the secret now">
        It is stored only as a hash and is never shown again.
      </Alert>
      <div>
        <Text size="xs" c="dimmed">
          Client id
        </Text>
        <Code style={{ overflowWrap: 'anywhere' }}>{clientId}</Code>
      </div>
      <div>
        <Text size="xs" c="dimmed">
          Client secret
        </Text>
        <Group gap="xs" wrap="nowrap" align="center">
          <Code data-testid="client-secret" style={{ overflowWrap: 'anywhere' }}>
            {clientSecret}
          </Code>
          <CopyButton value={clientSecret}>
            {({ copied, copy }) => (
              <Tooltip label={copied ? 'Copied' : 'Copy secret'}>
                <ActionIcon
                  variant="subtle"
                  color={copied ? 'green' : undefined}
                  aria-label={copied ? 'Secret copied' : 'Copy secret'}
                  onClick={copy}
                >
                  {copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
                </ActionIcon>
              </Tooltip>
            )}
          </CopyButton>
        </Group>
      </div>
    </Stack>
  );
}

/** Interface clients of the FHIR API (OAuth2 client credentials). */
export function ClientsTab() {
  const list = useInterfaceClients();
  const create = useCreateClient();
  const [adding, setAdding] = useState(false);
  const [created, setCreated] = useState<{ clientId: string; clientSecret: string } | null>(null);
  const rows = list.data?.data ?? [];
  return (
    <Stack>
      <Group justify="flex-end">
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setAdding(true)}>
          Create client
        </Button>
      </Group>
      {list.isError && <ListError error={list.error} />}
      <Table.ScrollContainer minWidth={520} scrollAreaProps={scrollRegion('Interface clients')}>
        <Table aria-label="Interface clients">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Name</Table.Th>
              <Table.Th>Client id</Table.Th>
              <Table.Th>Facilities</Table.Th>
              <Table.Th>Status</Table.Th>
              <Table.Th>Created</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.length === 0 && (
              <Table.Tr>
                <Table.Td colSpan={5}>
                  <Text size="sm" c="dimmed">
                    {list.isPending ? 'Loading…' : 'No interface clients yet.'}
                  </Text>
                </Table.Td>
              </Table.Tr>
            )}
            {rows.map((c) => (
              <Table.Tr key={c.id}>
                <Table.Td>{c.name}</Table.Td>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>
                  <Code>{c.clientId}</Code>
                </Table.Td>
                <Table.Td>{c.facilityIds.length === 0 ? 'All' : c.facilityIds.length}</Table.Td>
                <Table.Td>
                  <Badge
                    variant="light"
                    color={c.active ? 'green' : 'gray'}
                    style={{ whiteSpace: 'normal', height: 'auto' }}
                  >
                    {c.active ? 'Active' : 'Inactive'}
                  </Badge>
                </Table.Td>
                <Table.Td>{formatDateTime(c.createdAt)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Modal opened={adding} onClose={() => setAdding(false)} title="Create interface client" centered>
        {adding && (
          <ClientForm
            onCancel={() => setAdding(false)}
            onSubmit={async (v) => {
              const c = await create.mutateAsync(v);
              setAdding(false);
              setCreated(c);
            }}
          />
        )}
      </Modal>
      <Modal opened={created !== null} onClose={() => setCreated(null)} title="Client created" centered>
        {created && <ClientSecret {...created} />}
        <Group justify="flex-end" mt="md">
          <Button onClick={() => setCreated(null)}>Done</Button>
        </Group>
      </Modal>
    </Stack>
  );
}
