import { Outlet, useNavigate, useRouterState } from '@tanstack/react-router';
import { Box, Tabs } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { ACCOUNT_OPTIONS_MENU, filterMenu } from '@lab/domain';
import { MenuIcon } from '@/components/menu-icon';
import { useSession } from '@/lib/session';
import { useTranslation } from 'react-i18next';
import { useMenuTitle } from '@/lib/i18n/use-menu-title';
import classes from './options-layout.module.css';

/**
 * The options layout (docs/shell.md#layouts): the signed-in user's own pages (profile, account
 * settings, password, and for an administrator the portal settings) side by side with one list of
 * options, inside the frame of the user's role. A list at the start edge on wide screens, tabs on top on
 * narrow ones; arrow keys move between options.
 */
export function OptionsLayout() {
  const { t } = useTranslation('shell');
  const title = useMenuTitle();
  const role = useSession()?.user.role ?? null;
  const path = useRouterState({ select: (s) => s.location.pathname });
  const navigate = useNavigate();
  const wide = useMediaQuery('(min-width: 62em)', true, { getInitialValueInEffect: false });
  const options = filterMenu(ACCOUNT_OPTIONS_MENU, role);
  return (
    <Box className={classes.root} data-testid="options-layout">
      <Tabs
        value={path}
        onChange={(to) => to && void navigate({ to })}
        orientation={wide ? 'vertical' : 'horizontal'}
        variant="pills"
        className={classes.tabs}
        classNames={{ tab: classes.tab, tabLabel: classes.tabLabel }}
        activateTabWithKeyboard={false}
      >
        <Tabs.List aria-label={t('accountOptions')} className={classes.list}>
          {options.map((o) => (
            <Tabs.Tab key={o.id} value={o.navLink!} leftSection={<MenuIcon name={o.icon} />}>
              {title(o)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <div className={classes.content}>
        <Outlet />
      </div>
    </Box>
  );
}
