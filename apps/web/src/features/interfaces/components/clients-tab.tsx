import { useState } from 'react';
import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation('interfaces');
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
          label={t('columns.name')}
          withAsterisk
          data-autofocus
          {...form.register('name')}
          error={errors.name?.message && `${t('columns.name')} ${errors.name.message}`}
        />
        <Controller
          control={form.control}
          name="facilityIds"
          render={({ field }) => (
            <LookupMultiSelect
              list="submittingfacilities"
              label={t('columns.facilities')}
              description={t('clients.facilitiesHint')}
              value={field.value ?? []}
              onChange={field.onChange}
              error={errors.facilityIds?.message && `${t('columns.facilities')} ${errors.facilityIds.message}`}
            />
          )}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('cancel')}
          </Button>
          <Button type="submit" loading={form.formState.isSubmitting}>
            {t('clients.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The secret of a new client, shown this once, with a copy button. */
export function ClientSecret({ clientId, clientSecret }: { clientId: string; clientSecret: string }) {
  const { t } = useTranslation('interfaces');
  return (
    <Stack>
      <Alert color="yellow" title={t('clients.copyNow')}>
        {t('clients.copyNowBody')}
      </Alert>
      <div>
        <Text size="xs" c="dimmed">
          {t('clients.clientId')}
        </Text>
        <Code style={{ overflowWrap: 'anywhere' }}>{clientId}</Code>
      </div>
      <div>
        <Text size="xs" c="dimmed">
          {t('clients.clientSecret')}
        </Text>
        <Group gap="xs" wrap="nowrap" align="center">
          <Code data-testid="client-secret" style={{ overflowWrap: 'anywhere' }}>
            {clientSecret}
          </Code>
          <CopyButton value={clientSecret}>
            {({ copied, copy }) => (
              <Tooltip label={copied ? t('clients.copied') : t('clients.copySecret')}>
                <ActionIcon
                  variant="subtle"
                  color={copied ? 'green' : undefined}
                  aria-label={copied ? t('clients.secretCopied') : t('clients.copySecret')}
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
  const { t } = useTranslation('interfaces');
  const list = useInterfaceClients();
  const create = useCreateClient();
  const [adding, setAdding] = useState(false);
  const [created, setCreated] = useState<{ clientId: string; clientSecret: string } | null>(null);
  const rows = list.data?.data ?? [];
  return (
    <Stack>
      <Group justify="flex-end">
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setAdding(true)}>
          {t('clients.create')}
        </Button>
      </Group>
      {list.isError && <ListError error={list.error} />}
      <Table.ScrollContainer minWidth={520} scrollAreaProps={scrollRegion(t('clients.label'))}>
        <Table aria-label={t('clients.label')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('columns.name')}</Table.Th>
              <Table.Th>{t('clients.clientId')}</Table.Th>
              <Table.Th>{t('columns.facilities')}</Table.Th>
              <Table.Th>{t('columns.status')}</Table.Th>
              <Table.Th>{t('columns.created')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.length === 0 && (
              <Table.Tr>
                <Table.Td colSpan={5}>
                  <Text size="sm" c="dimmed">
                    {list.isPending ? t('loading') : t('clients.empty')}
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
                <Table.Td>{c.facilityIds.length === 0 ? t('all') : c.facilityIds.length}</Table.Td>
                <Table.Td>
                  <Badge
                    variant="light"
                    color={c.active ? 'green' : 'gray'}
                    style={{ whiteSpace: 'normal', height: 'auto' }}
                  >
                    {c.active ? t('active') : t('inactive')}
                  </Badge>
                </Table.Td>
                <Table.Td>{formatDateTime(c.createdAt)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Modal opened={adding} onClose={() => setAdding(false)} title={t('clients.createTitle')} centered>
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
      <Modal opened={created !== null} onClose={() => setCreated(null)} title={t('clients.created')} centered>
        {created && <ClientSecret {...created} />}
        <Group justify="flex-end" mt="md">
          <Button onClick={() => setCreated(null)}>{t('clients.done')}</Button>
        </Group>
      </Modal>
    </Stack>
  );
}
