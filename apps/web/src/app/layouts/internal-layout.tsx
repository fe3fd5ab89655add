import { Link, Outlet } from '@tanstack/react-router';
import { Anchor, Image } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useSession } from '@/lib/session';
import { useThemeSync } from '@/features/theme/components/use-theme-sync';
import { UserMenu } from './user-menu';
import { useTranslation } from 'react-i18next';
import classes from './internal-layout.module.css';

/**
 * The internal-pages layout (docs/shell.md#layouts): a signed-in page that the portal opens in a tab
 * of its own (a document viewer, the labels to print). No menu and no customizer, so the page has the
 * whole window; a slim bar keeps the brand, a way back into the portal and the user menu. The user's
 * light/dark mode and direction apply as everywhere.
 */
export function InternalLayout() {
  const { t } = useTranslation('shell');
  const login = useSession();
  useThemeSync(Boolean(login));
  return (
    <div className={classes.root} data-testid="internal-layout">
      <header className={classes.bar}>
        <Link to="/" className={classes.brand} aria-label={t('brandHome', { brand: t('brands.lab') })}>
          <Image src="/logo.svg" w={26} h={26} alt="" />
          <span>{t('brands.lab')}</span>
        </Link>
        <Anchor component={Link} to="/" size="sm" className={classes.back}>
          <IconArrowLeft size={14} className={classes.backIcon} /> {t('backToPortal')}
        </Anchor>
        <div className={classes.spacer} />
        <UserMenu />
      </header>
      <main id="main" className={classes.main} tabIndex={-1}>
        <Outlet />
      </main>
    </div>
  );
}
