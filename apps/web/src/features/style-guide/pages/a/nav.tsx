import { useState } from 'react';
import { Anchor, Badge, Group, NavLink, Paper, Stack } from '@mantine/core';
import { MAIN_MENU } from '@lab/domain';
import { MenuIcon } from '@/components/menu-icon';
import { Demo, DemoStack } from '../../components/demo';
import { useTranslation } from 'react-i18next';
import { useSampleText } from '../../components/use-sample-text';
import { useMenuTitle } from '@/lib/i18n/use-menu-title';

// The staff menu of packages/domain, as the sidebar draws it.
const ITEMS = MAIN_MENU;

export default function NavPage() {
  const sample = useSampleText('styleGuideA');
  const menuTitle = useMenuTitle(); // the menu's own titles, by item id (the menu catalogue)
  const { t } = useTranslation('styleGuideA');
  const [active, setActive] = useState('diagnosis');
  return (
    <DemoStack>
      <Demo
        title={t('nav.sidebarSLinks')}
        description={t('nav.navlinkPerMenuItemPackages')}
        code={`{items.map((item) => (
  <NavLink
    key={item.id}
    label={item.title}
    leftSection={<MenuIcon name={item.icon} />}
    active={trail.includes(item.id)}
    defaultOpened={trail.includes(item.id)}
    onClick={() => pick(item)}
  >
    {item.children?.map((c) => <NavLink key={c.id} label={c.title} leftSection={<MenuIcon name={c.icon} />} />)}
  </NavLink>
))}`}
      >
        <Paper withBorder maw={280} p={4}>
          {ITEMS.map((item) => (
            <NavLink
              key={item.id}
              component="button"
              label={menuTitle(item)}
              leftSection={<MenuIcon name={item.icon} />}
              active={active === item.id}
              onClick={() => setActive(item.id)}
              defaultOpened={item.children?.some((c) => c.id === 'diagnosis')}
              childrenOffset={28}
            >
              {item.children?.map((c) => (
                <NavLink
                  key={c.id}
                  component="button"
                  label={menuTitle(c)}
                  leftSection={<MenuIcon name={c.icon} />}
                  active={active === c.id}
                  onClick={() => setActive(c.id)}
                />
              ))}
            </NavLink>
          ))}
          <NavLink
            component="button"
            label={t('nav.invoiceAdminsOnly')}
            leftSection={<MenuIcon name="receipt" />}
            disabled
          />
        </Paper>
      </Demo>
      <Demo
        title={t('nav.variants')}
        description={t('nav.lightSidebarFilledStrongChoice')}
        code={`<NavLink label="Inbox" variant="light" active rightSection={<Badge size="xs" circle>4</Badge>} />
<NavLink label="Drafts" variant="filled" active />
<NavLink label="Sent" variant="subtle" active description="Last: S26-00398 report" />`}
      >
        <Stack gap={4} maw={280}>
          <NavLink
            component="button"
            label={t('nav.inbox')}
            variant="light"
            active
            leftSection={<MenuIcon name="mail" />}
            rightSection={
              <Badge size="xs" circle>
                4
              </Badge>
            }
          />
          <NavLink
            component="button"
            label={t('nav.drafts')}
            variant="filled"
            active
            leftSection={<MenuIcon name="file" />}
          />
          <NavLink
            component="button"
            label={t('nav.sent')}
            variant="subtle"
            active
            leftSection={<MenuIcon name="message" />}
            description={t('nav.lastS2600398Report')}
          />
        </Stack>
      </Demo>
      <Demo
        title={t('nav.rowLinks')}
        description={t('nav.betweenRelatedPagesOneArea')}
        code={`<Group gap="xs" component="nav" aria-label="Cards pages">
  {pages.map((p) => (
    <Anchor key={p.path} component={Link} to={p.path} size="sm" fw={p.path === current ? 700 : 400}>{p.title}</Anchor>
  ))}
</Group>`}
      >
        <Group gap="xs" component="nav" aria-label={t('nav.examplePages')}>
          {['Details', 'Cases', 'Documents', 'Coverage', 'History'].map((item, i) => (
            <Anchor key={item} component="button" size="sm" fw={i === 1 ? 700 : 400}>
              {sample(item)}
            </Anchor>
          ))}
        </Group>
      </Demo>
    </DemoStack>
  );
}
