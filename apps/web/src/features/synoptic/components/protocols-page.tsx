import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Checkbox,
  Drawer,
  FileButton,
  Group,
  List,
  Modal,
  Paper,
  Stack,
  Table,
  Text,
  Tooltip,
  VisuallyHidden,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconArchive, IconEye, IconFileImport } from '@tabler/icons-react';
import { CASE_TYPES, SYNOPTIC_PROTOCOLS_TITLE, type TCaseType, type TProtocolSummary } from '@lab/domain';
import { ListError } from '@/components/data-table';
import { ApiError } from '@/lib/api-client';
import { PageHeader } from '@/components/page-header';
import { useImportProtocol, useProtocols, useRetireProtocol } from '@/api/synoptic/protocols';
import { ProtocolItems } from './protocol-items';

const label = (p: TProtocolSummary) => `${p.name} ${p.version}`;

/** The problems a refused import names, one per line: the engine's list (field `questionnaire`, joined by "; "). */
function importProblems(e: unknown): string[] {
  if (e instanceof ApiError && e.fields.questionnaire) return e.fields.questionnaire.split('; ').filter(Boolean);
  return [e instanceof Error ? e.message : String(e)];
}

/** /synoptic/protocols (administrators): every protocol version, its items, import and retire. */
export function SynopticProtocolsPage() {
  const { t } = useTranslation('synoptic');
  const list = useProtocols();
  const retire = useRetireProtocol();
  const [viewing, setViewing] = useState<TProtocolSummary | null>(null);
  const [retiring, setRetiring] = useState<TProtocolSummary | null>(null);
  const rows = list.data ?? [];
  return (
    <>
      <PageHeader
        title={t('menu:admin-synoptic-protocols', { defaultValue: SYNOPTIC_PROTOCOLS_TITLE })}
        subtitle={t('subtitle')}
      />
      <Stack>
        <ImportCard />
        <Paper withBorder p="md" radius="md">
          {list.isError && <ListError error={list.error} />}
          <Table.ScrollContainer minWidth={640}>
            <Table
              highlightOnHover
              aria-label={t('menu:admin-synoptic-protocols', { defaultValue: SYNOPTIC_PROTOCOLS_TITLE })}
            >
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('columns.name')}</Table.Th>
                  <Table.Th>{t('columns.version')}</Table.Th>
                  <Table.Th>{t('columns.status')}</Table.Th>
                  <Table.Th>{t('columns.caseTypes')}</Table.Th>
                  <Table.Th>
                    <VisuallyHidden>{t('columns.actions')}</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.length === 0 && (
                  <Table.Tr>
                    <Table.Td colSpan={5}>
                      <Text size="sm" c="dimmed">
                        {list.isPending ? t('loading') : t('none')}
                      </Text>
                    </Table.Td>
                  </Table.Tr>
                )}
                {rows.map((p) => (
                  <Table.Tr key={p.id}>
                    <Table.Td>{p.name}</Table.Td>
                    <Table.Td ff="monospace">{p.version}</Table.Td>
                    <Table.Td>
                      <Badge variant="light" color={p.status === 'active' ? 'green' : 'gray'}>
                        {p.status === 'active' ? t('active') : t('retired')}
                      </Badge>
                    </Table.Td>
                    <Table.Td>{p.caseTypes.map((type) => t(`cases:caseType.${type}`)).join(', ')}</Table.Td>
                    <Table.Td>
                      <Group gap={4} wrap="nowrap" justify="flex-end">
                        <Tooltip label={t('view', { name: label(p) })}>
                          <ActionIcon
                            variant="subtle"
                            aria-label={t('view', { name: label(p) })}
                            onClick={() => setViewing(p)}
                          >
                            <IconEye size={16} aria-hidden />
                          </ActionIcon>
                        </Tooltip>
                        {p.status === 'active' && (
                          <Tooltip label={t('retireOne', { name: label(p) })}>
                            <ActionIcon
                              variant="subtle"
                              color="red"
                              aria-label={t('retireOne', { name: label(p) })}
                              onClick={() => setRetiring(p)}
                            >
                              <IconArchive size={16} aria-hidden />
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
        </Paper>
      </Stack>
      <Drawer
        opened={viewing !== null}
        onClose={() => setViewing(null)}
        title={viewing ? label(viewing) : ''}
        position="right"
        size="xl"
      >
        {viewing && <ProtocolItems id={viewing.id} />}
      </Drawer>
      <Modal
        opened={retiring !== null}
        onClose={() => setRetiring(null)}
        title={t('retireTitle', { name: retiring ? label(retiring) : '' })}
        centered
      >
        <Stack>
          <Text size="sm">{t('retireText')}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setRetiring(null)}>
              {t('keep')}
            </Button>
            <Button
              color="red"
              loading={retire.isPending}
              onClick={() =>
                retiring &&
                retire.mutate(retiring.id, {
                  onSuccess: (p) => {
                    notifications.show({ color: 'green', message: t('retiredDone', { name: label(p) }) });
                    setRetiring(null);
                  },
                  onError: (e) => notifications.show({ color: 'red', title: t('notRetired'), message: e.message }),
                })
              }
            >
              {t('retire')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}

/** Import a Questionnaire JSON file, offered for the case types ticked; a refusal lists each problem. */
function ImportCard() {
  const { t } = useTranslation('synoptic');
  const importing = useImportProtocol();
  const [caseTypes, setCaseTypes] = useState<TCaseType[]>(['S']);
  const [problems, setProblems] = useState<{ file: string; list: string[] } | null>(null);
  const upload = async (file: File | null) => {
    if (!file) return;
    setProblems(null);
    let json: unknown;
    try {
      json = JSON.parse(await file.text());
    } catch {
      setProblems({ file: file.name, list: [t('notJson')] });
      return;
    }
    try {
      const { id } = await importing.mutateAsync({ questionnaire: json, caseTypes });
      notifications.show({ color: 'green', message: t('imported', { file: file.name, id }) });
    } catch (e) {
      setProblems({ file: file.name, list: importProblems(e) });
    }
  };
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Group align="flex-end" gap="lg" wrap="wrap">
          <Checkbox.Group
            label={t('offeredFor')}
            value={caseTypes}
            onChange={(v) => setCaseTypes(v as TCaseType[])}
            error={caseTypes.length === 0 ? t('tickOne') : undefined}
          >
            <Group gap="md" mt={4}>
              {CASE_TYPES.map((type) => (
                <Checkbox key={type} value={type} label={t(`cases:caseType.${type}`)} />
              ))}
            </Group>
          </Checkbox.Group>
          <FileButton onChange={(f) => void upload(f)} accept="application/json,.json" disabled={!caseTypes.length}>
            {(props) => (
              <Button
                {...props}
                leftSection={<IconFileImport size={16} aria-hidden />}
                loading={importing.isPending}
                disabled={!caseTypes.length}
              >
                {t('import')}
              </Button>
            )}
          </FileButton>
        </Group>
        {problems && (
          <Alert color="red" title={t('notImported', { file: problems.file })} data-testid="import-problems">
            <List size="sm">
              {problems.list.map((p) => (
                <List.Item key={p}>{p}</List.Item>
              ))}
            </List>
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
