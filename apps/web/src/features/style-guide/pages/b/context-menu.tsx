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
  const say = (what: string) => notifications.show({ message: `${what} ${row.code}` });
  return (
    <Menu position="bottom-end" withinPortal opened={opened} onChange={onChange}>
      <Menu.Target>
        <ActionIcon
          variant="subtle"
          aria-label={`Actions for ${row.code}`}
          onClick={(e: MouseEvent) => e.stopPropagation()}
        >
          <IconDotsVertical size={16} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown onClick={(e: MouseEvent) => e.stopPropagation()}>
        <Menu.Item leftSection={<IconEdit size={14} />} onClick={() => say('Editing')}>
          Edit
        </Menu.Item>
        <Menu.Item
          leftSection={row.active ? <IconPlayerPause size={14} /> : <IconPlayerPlay size={14} />}
          color={row.active ? 'orange' : 'green'}
          onClick={onToggle}
        >
          {row.active ? 'Deactivate' : 'Reactivate'}
        </Menu.Item>
        <Menu.Item leftSection={<IconHistory size={14} />} onClick={() => say('History of')}>
          History
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item leftSection={<IconPrinter size={14} />} disabled>
          Print labels (cases only)
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

function ListWithActions() {
  const [rows, setRows] = useState(ROWS);
  const [open, setOpen] = useState<string | null>(null);
  return (
    <Table.ScrollContainer minWidth={380}>
      <Table highlightOnHover aria-label="Body sites">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Code</Table.Th>
            <Table.Th>Name</Table.Th>
            <Table.Th w={48}>
              <Text span size="xs" style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden' }}>
                Actions
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
                {r.name}
                {!r.active && ' (inactive)'}
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
  return (
    <DemoStack>
      <PortalNote>
        The portal has no right-click menus of its own: a row&apos;s actions are in a Menu behind its ⋮ button (the
        lookup lists), which a keyboard and a touch screen reach too. Where a right click is offered, as here, it opens
        that same menu — never actions found only there.
      </PortalNote>
      <Demo
        title="A row's actions"
        description="Click ⋮ (or right-click the row). Actions the user may not take are left out; one that does not apply to this row is disabled with the reason in its label."
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
