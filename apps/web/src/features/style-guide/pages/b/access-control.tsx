import { useState } from 'react';
import { Badge, Group, SegmentedControl, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { filterMenu, isPathForbidden, menuForRole, PAGE_GUARDS, ROLES, type TRole } from '@lab/domain';
import { Demo, DemoStack } from '../../components/demo';
import { PortalNote } from './kit';
import { Trans, useTranslation } from 'react-i18next';
import { useMenuTitle } from '@/lib/i18n/use-menu-title';

type Who = TRole | 'pending';
const WHO: Array<{ value: Who; label: string }> = [
  ...ROLES.map((r) => ({ value: r as Who, label: r[0]!.toUpperCase() + r.slice(1) })),
  { value: 'pending', label: 'No role yet' },
];
const roleOf = (w: Who): TRole | null => (w === 'pending' ? null : w);

/** A role's name in the language shown: the shell's role names, capitalised as the picker writes them. */
function useWhoLabel() {
  const { t } = useTranslation('styleGuideB');
  return (w: Who) => {
    const name = w === 'pending' ? t('samples.noRoleYet') : t(`shell:roles.${w}`);
    return name[0]!.toUpperCase() + name.slice(1);
  };
}

/** The five roles side by side; one under the other on a phone. */
function RolePicker({ label, value, onChange }: { label: string; value: Who; onChange(w: Who): void }) {
  const phone = useMediaQuery('(max-width: 575px)');
  const whoLabel = useWhoLabel();
  return (
    <SegmentedControl
      aria-label={label}
      data={WHO.map((w) => ({ value: w.value, label: whoLabel(w.value) }))}
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
  const whoLabel = useWhoLabel();
  const { t } = useTranslation('styleGuideB');
  const [who, setWho] = useState<Who>('physician');
  const role = roleOf(who);
  return (
    <Stack>
      <RolePicker label={t('accessControl.role')} value={who} onChange={setWho} />
      <Table.ScrollContainer minWidth={360}>
        <Table withTableBorder aria-label={t('accessControl.pages', { who: whoLabel(who) })}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('accessControl.page')}</Table.Th>
              <Table.Th>{whoLabel(who)}</Table.Th>
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
                      {forbidden ? t('accessControl.notAuthorized') : t('accessControl.opens')}
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
  const menuTitle = useMenuTitle(); // the menu's own titles, by item id (the menu catalogue)
  const { t } = useTranslation('styleGuideB');
  const [who, setWho] = useState<Who>('patient');
  const items = filterMenu(menuForRole(roleOf(who)), roleOf(who)).filter((i) => i.type !== 'groupHeader');
  return (
    <Stack>
      <RolePicker label={t('accessControl.menuRole')} value={who} onChange={setWho} />
      {items.length ? (
        <Group gap="xs">
          {items.map((i) => (
            <Badge key={i.id} variant="outline" tt="none">
              {menuTitle(i)}
              {i.children?.length ? ` (${i.children.length})` : ''}
            </Badge>
          ))}
        </Group>
      ) : (
        <Text size="sm" c="dimmed">
          {t('accessControl.noMenuAccountWaits')}
        </Text>
      )}
    </Stack>
  );
}

export default function AccessControlPage() {
  const { t } = useTranslation('styleGuideB');
  return (
    <DemoStack>
      <PortalNote>
        <Trans t={t} i18nKey="accessControl.accessDecidedServerEvery" components={{ code: <code /> }} />
      </PortalNote>
      <Demo
        title={t('accessControl.whoMayOpenWhichPage')}
        description={t('accessControl.ispathforbiddenPathRolePage')}
        code={`import { isPathForbidden } from '@lab/domain';
// in the route's beforeLoad:
if (isPathForbidden(location.pathname, user.role)) throw redirect({ to: '/misc/not-authorized' });`}
      >
        <RoleMatrix />
      </Demo>
      <Demo
        title={t('accessControl.eachRoleSMenu')}
        description={t('accessControl.filtermenuMenuforroleRoleRole')}
        code={`import { filterMenu, menuForRole } from '@lab/domain';
const items = filterMenu(menuForRole(user.role), user.role);`}
      >
        <MenuFor />
      </Demo>
      <Demo
        title={t('accessControl.pageGuards')}
        description={t('accessControl.pagesOutsideMenusOnlySome')}
        code={`export const PAGE_GUARDS: Array<{ path: string; roles: TRole[] }> = [
  { path: '/settings', roles: ['admin'] },
  { path: '/patient/:id', roles: staff },
  { path: '/forms/*', roles: staff },
  …
];`}
      >
        <Table.ScrollContainer minWidth={360}>
          <Table withTableBorder striped aria-label={t('accessControl.pageGuards2')} fz="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('accessControl.path')}</Table.Th>
                <Table.Th>{t('accessControl.roles')}</Table.Th>
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
