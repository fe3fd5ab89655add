import { useState, type MouseEvent } from 'react';
import { ActionIcon, Menu, Table, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  IconDotsVertical,
  IconEdit,
  IconHistory,
  IconPlayerPause,
  IconPlayerPlay,
  IconPrinter,
} from '@tabler/icons-react';
import { Demo, DemoStack } from '../../components/demo';
import { PortalNote } from './kit';
import { SPECIMEN_SOURCES } from './lab-data';
import { useTranslation } from 'react-i18next';
import { useSampleText } from '../../components/use-sample-text';

const ROWS = SPECIMEN_SOURCES.slice(0, 4).map((s, i) => ({ ...s, active: i !== 2 }));
type Row = (typeof ROWS)[number];

/** The row's actions, the lookup lists' menu: the ⋮ button opens it; a right click on the row opens the same menu. */
function RowActions({
  row,
  opened,
  onChange,
  onToggle,
}: {
  row: Row;
  opened: boolean;
  onChange(o: boolean): void;
  onToggle(): void;
}) {
  const { t } = useTranslation('styleGuideB');
  const say = (what: string) => notifications.show({ message: `${what} ${row.code}` });
  return (
    <Menu position="bottom-end" withinPortal opened={opened} onChange={onChange}>
      <Menu.Target>
        <ActionIcon
          variant="subtle"
          aria-label={t('contextMenu.actions2', { code: row.code })}
          onClick={(e: MouseEvent) => e.stopPropagation()}
        >
          <IconDotsVertical size={16} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown onClick={(e: MouseEvent) => e.stopPropagation()}>
        <Menu.Item leftSection={<IconEdit size={14} />} onClick={() => say('Editing')}>
          {t('contextMenu.edit')}
        </Menu.Item>
        <Menu.Item
          leftSection={row.active ? <IconPlayerPause size={14} /> : <IconPlayerPlay size={14} />}
          color={row.active ? 'orange' : 'green'}
          onClick={onToggle}
        >
          {row.active ? t('contextMenu.deactivate') : t('contextMenu.reactivate')}
        </Menu.Item>
        <Menu.Item leftSection={<IconHistory size={14} />} onClick={() => say('History of')}>
          {t('contextMenu.history')}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item leftSection={<IconPrinter size={14} />} disabled>
          {t('contextMenu.printLabelsCasesOnly')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

function ListWithActions() {
  const sample = useSampleText('styleGuideB');
  const { t } = useTranslation('styleGuideB');
  const [rows, setRows] = useState(ROWS);
  const [open, setOpen] = useState<string | null>(null);
  return (
    <Table.ScrollContainer minWidth={380}>
      <Table highlightOnHover aria-label={t('contextMenu.bodySites')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('contextMenu.code')}</Table.Th>
            <Table.Th>{t('contextMenu.name')}</Table.Th>
            <Table.Th w={48}>
              <Text span size="xs" style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden' }}>
                {t('contextMenu.actions')}
              </Text>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((r) => (
            <Table.Tr
              key={r.code}
              c={r.active ? undefined : 'dimmed'}
              onContextMenu={(e) => {
                e.preventDefault();
                setOpen(r.code);
              }}
            >
              <Table.Td>{r.code}</Table.Td>
              <Table.Td>
                {sample(r.name)}
                {!r.active && t('contextMenu.inactive')}
              </Table.Td>
              <Table.Td>
                <RowActions
                  row={r}
                  opened={open === r.code}
                  onChange={(o) => setOpen(o ? r.code : null)}
                  onToggle={() => setRows((rs) => rs.map((x) => (x.code === r.code ? { ...x, active: !x.active } : x)))}
                />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

export default function ContextMenuPage() {
  const { t } = useTranslation('styleGuideB');
  return (
    <DemoStack>
      <PortalNote>{t('contextMenu.portalHasNoRightClick')}</PortalNote>
      <Demo
        title={t('contextMenu.rowSActions')}
        description={t('contextMenu.clickRightClickRowActions')}
        code={`<Menu position="bottom-end" withinPortal opened={open === row.code} onChange={(o) => setOpen(o ? row.code : null)}>
  <Menu.Target>
    <ActionIcon variant="subtle" aria-label={\`Actions for \${row.code}\`} onClick={(e) => e.stopPropagation()}>
      <IconDotsVertical size={16} />
    </ActionIcon>
  </Menu.Target>
  <Menu.Dropdown onClick={(e) => e.stopPropagation()}>
    {canWrite && <Menu.Item leftSection={<IconEdit size={14} />} onClick={() => setEditing(row)}>Edit</Menu.Item>}
    {canWrite && <Menu.Item color={row.active ? 'orange' : 'green'} onClick={() => toggle(row)}>{row.active ? 'Deactivate' : 'Reactivate'}</Menu.Item>}
    <Menu.Item leftSection={<IconHistory size={14} />} onClick={() => setHistoryOf(row)}>History</Menu.Item>
  </Menu.Dropdown>
</Menu>
<Table.Tr onContextMenu={(e) => { e.preventDefault(); setOpen(row.code); }}>…</Table.Tr>`}
      >
        <ListWithActions />
      </Demo>
    </DemoStack>
  );
}
