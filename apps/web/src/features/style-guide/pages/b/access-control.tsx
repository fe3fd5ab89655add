import { useState } from 'react';
import { Badge, Group, SegmentedControl, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { filterMenu, isPathForbidden, menuForRole, PAGE_GUARDS, ROLES, type TRole } from '@lab/domain';
import { Demo, DemoStack } from '../../components/demo';
import { PortalNote } from './kit';

type Who = TRole | 'pending';
const WHO: Array<{ value: Who; label: string }> = [
  ...ROLES.map((r) => ({ value: r as Who, label: r[0]!.toUpperCase() + r.slice(1) })),
  { value: 'pending', label: 'No role yet' },
];
const roleOf = (w: Who): TRole | null => (w === 'pending' ? null : w);

/** The five roles side by side; one under the other on a phone. */
function RolePicker({ label, value, onChange }: { label: string; value: Who; onChange(w: Who): void }) {
  const phone = useMediaQuery('(max-width: 575px)');
  return (
    <SegmentedControl
      aria-label={label}
      data={WHO}
      value={value}
      onChange={(v) => onChange(v as Who)}
      orientation={phone ? 'vertical' : 'horizontal'}
      w="fit-content"
    />
  );
}

/** Pages of each kind: menu pages, record pages, the lab's tools, the style guide itself. */
const PATHS = [
  '/',
  '/specimen',
  '/specimen/new',
  '/patient/12',
  '/results/3',
  '/reportresult/3',
  '/myreports',
  '/documents',
  '/settings',
  '/users',
  '/calendar',
  '/ecommerce/shop',
  '/tables/agGrid',
  '/extensions/access-control',
];

function RoleMatrix() {
  const [who, setWho] = useState<Who>('physician');
  const role = roleOf(who);
  return (
    <Stack>
      <RolePicker label="Role" value={who} onChange={setWho} />
      <Table.ScrollContainer minWidth={360}>
        <Table withTableBorder aria-label={`Pages for ${who}`}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Page</Table.Th>
              <Table.Th>{WHO.find((w) => w.value === who)?.label}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {PATHS.map((p) => {
              const forbidden = isPathForbidden(p, role);
              return (
                <Table.Tr key={p}>
                  <Table.Td ff="monospace" dir="ltr">
                    {p}
                  </Table.Td>
                  <Table.Td>
                    <Badge
                      color={forbidden ? 'red' : 'green'}
                      variant="light"
                      data-access={forbidden ? 'forbidden' : 'open'}
                    >
                      {forbidden ? 'Not authorized' : 'Opens'}
                    </Badge>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}

function MenuFor() {
  const [who, setWho] = useState<Who>('patient');
  const items = filterMenu(menuForRole(roleOf(who)), roleOf(who)).filter((i) => i.type !== 'groupHeader');
  return (
    <Stack>
      <RolePicker label="Menu of role" value={who} onChange={setWho} />
      {items.length ? (
        <Group gap="xs">
          {items.map((i) => (
            <Badge key={i.id} variant="outline" tt="none">
              {i.title}
              {i.children?.length ? ` (${i.children.length})` : ''}
            </Badge>
          ))}
        </Group>
      ) : (
        <Text size="sm" c="dimmed">
          No menu: the account waits for an administrator to give it a role.
        </Text>
      )}
    </Stack>
  );
}

export default function AccessControlPage() {
  return (
    <DemoStack>
      <PortalNote>
        Access is decided by the server on every request (a route&apos;s <code>access</code>); the screens only follow
        the same rules so nobody is shown what they cannot use. These tables are computed live from
        packages/domain/src/menus.ts.
      </PortalNote>
      <Demo
        title="Who may open which page"
        description="isPathForbidden(path, role): a page guard decides first, else the menus that link to the page. A forbidden page sends to /misc/not-authorized."
        code={`import { isPathForbidden } from '@lab/domain';
// in the route's beforeLoad:
if (isPathForbidden(location.pathname, user.role)) throw redirect({ to: '/misc/not-authorized' });`}
      >
        <RoleMatrix />
      </Demo>
      <Demo
        title="Each role's menu"
        description="filterMenu(menuForRole(role), role): items a role may not use are not shown at all, rather than shown disabled."
        code={`import { filterMenu, menuForRole } from '@lab/domain';
const items = filterMenu(menuForRole(user.role), user.role);`}
      >
        <MenuFor />
      </Demo>
      <Demo
        title="The page guards"
        description="Pages outside the menus that only some roles may open; `:id` is any one segment, a last `*` any rest."
        code={`export const PAGE_GUARDS: Array<{ path: string; roles: TRole[] }> = [
  { path: '/settings', roles: ['admin'] },
  { path: '/patient/:id', roles: staff },
  { path: '/forms/*', roles: staff },
  …
];`}
      >
        <Table.ScrollContainer minWidth={360}>
          <Table withTableBorder striped aria-label="Page guards" fz="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Path</Table.Th>
                <Table.Th>Roles</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {PAGE_GUARDS.map((g) => (
                <Table.Tr key={g.path}>
                  <Table.Td ff="monospace" dir="ltr">
                    {g.path}
                  </Table.Td>
                  <Table.Td>{g.roles.join(', ')}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Demo>
    </DemoStack>
  );
}
