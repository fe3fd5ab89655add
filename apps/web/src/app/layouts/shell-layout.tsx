import { useEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { Link, Outlet, useRouterState } from '@tanstack/react-router';
import { ActionIcon, Affix, Badge, Burger, Image, Text, Tooltip, Transition } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconArrowUp, IconCircle, IconCircleDot, IconHourglass, IconX } from '@tabler/icons-react';
import {
  activeTrail,
  applyThemeRules,
  DESKTOP_BREAKPOINT,
  effectiveLayout,
  filterMenu,
  HORIZONTAL_MAX_FALLBACK,
  restrictedSession,
  SCROLL_MENU_SHADOW_AT,
  topBarTools,
  type TMenuItem,
} from '@lab/domain';
import { usePublicConfig } from '@/lib/public-config';
import { setFormatTimeZone } from '@/lib/format';
import { useSession } from '@/lib/session';
import { themeStore, useThemeSettings } from '@/lib/theme-store';
import { useScrollFlags } from '@/lib/use-scroll-flags';
import { BookmarkBar } from '@/features/bookmarks';
import { MainSearch } from '@/features/search/components/main-search';
import { LockOverlay } from '@/features/auth/components/lock-overlay';
import { NotificationMenu } from '@/features/notifications';
import { WorkspaceIndicators } from './workspace-indicators';
import { ThemeCustomizer, ThemeCustomizerButton } from '@/features/theme/components/theme-customizer';
import { useThemeSync } from '@/features/theme/components/use-theme-sync';
import { MenuTree } from './menu-tree';
import { HorizontalMenu } from './horizontal-menu';
import { UserMenu } from './user-menu';
import { useFocusH1OnRouteChange } from '@/lib/route-focus';
import { useTranslation } from 'react-i18next';
import { LanguagePicker } from '@/components/language-picker';
import classes from './shell.module.css';

/** The navbar's colours: each a filled token of the palette, under white text at 4.5:1 (palette.test.ts). */
const NAVBAR_BG: Record<string, string> = {
  primary: 'var(--mantine-primary-color-filled)',
  success: 'var(--mantine-color-teal-filled)',
  danger: 'var(--mantine-color-red-filled)',
  info: 'var(--mantine-color-cyan-filled)',
  warning: 'var(--mantine-color-orange-filled)',
  dark: 'var(--mantine-color-dark-filled)',
};

const mq = (q: string) => (typeof window !== 'undefined' ? window.matchMedia(q).matches : false);
function useWidthAtMost(px: number) {
  const q = `(max-width: ${px}px)`;
  return useMediaQuery(q, mq(q), { getInitialValueInEffect: false }) ?? false;
}

/** Opens the sidebar by a swipe from the start edge, closes it by a swipe back (phones and tablets). */
function useSwipe(open: () => void, close: () => void, enabled: boolean) {
  useEffect(() => {
    if (!enabled) return;
    let startX = 0;
    let startY = 0;
    const rtl = () => document.documentElement.dir === 'rtl';
    const onStart = (e: TouchEvent) => {
      startX = e.touches[0]!.clientX;
      startY = e.touches[0]!.clientY;
    };
    const onEnd = (e: TouchEvent) => {
      const t = e.changedTouches[0]!;
      let dx = t.clientX - startX;
      const dy = t.clientY - startY;
      if (Math.abs(dx) < 60 || Math.abs(dy) > Math.abs(dx)) return;
      const fromEdge = rtl() ? window.innerWidth - startX < 40 : startX < 40;
      if (rtl()) dx = -dx;
      if (dx > 0 && fromEdge) open();
      else if (dx < 0) close();
    };
    document.addEventListener('touchstart', onStart, { passive: true });
    document.addEventListener('touchend', onEnd, { passive: true });
    return () => {
      document.removeEventListener('touchstart', onStart);
      document.removeEventListener('touchend', onEnd);
    };
  }, [open, close, enabled]);
}

export interface ShellLayoutProps {
  /** The menu of this layout (main + Administration, physician, patient). */
  menu: TMenuItem[];
  /** Whose portal: the text beside the logo in the sidebar (the shell catalogue's brands.<brand>). */
  brand: 'lab' | 'patient' | 'physician';
}

function Brand({ brand, to, onPick }: { brand: string; to: string; onPick?(): void }) {
  const { t } = useTranslation('shell');
  return (
    <Link to={to} className={classes.brandLink} onClick={onPick} aria-label={t('brandHome', { brand })}>
      <Image src="/logo.svg" w={32} h={32} alt="" />
      <span className={classes.brandText}>{brand}</span>
    </Link>
  );
}

function Footer({
  type,
  scrollTopShown,
  customizer,
}: {
  type: string;
  scrollTopShown: boolean;
  /** No top bar (navbar type "hidden"): the customizer's opener sits here, where it covers no control. */
  customizer: boolean;
}) {
  const { t } = useTranslation('shell');
  if (type === 'hidden') return null;
  return (
    <footer
      className={classes.footer}
      data-type={type}
      data-scroll-top={scrollTopShown || undefined}
      data-testid="app-footer"
    >
      {/* Left-to-right sentences keep their order (and full stop at the end) in a right-to-left layout. */}
      <bdi>{t('footer.rights', { year: new Date().getFullYear() })}</bdi>
      <bdi>{t('footer.release')}</bdi>
      {customizer && <ThemeCustomizerButton />}
    </footer>
  );
}

/**
 * The page frame for signed-in users (docs/shell.md#layouts): vertical (sidebar) or horizontal (menu bar)
 * by the theme settings, horizontal falling back to vertical at 1199 px or less; top bar with bookmarks, search,
 * notifications and the user menu; footer; scroll-to-top; the theme customizer.
 */
export function ShellLayout({ menu, brand }: ShellLayoutProps) {
  const { t } = useTranslation('shell');
  const login = useSession();
  const role = login?.user.role ?? null;
  const publicConfig = usePublicConfig().data;
  const demoData = publicConfig?.demoData ?? false;
  // The lab's zone as last answered (an admin may have changed it): the pages below print their times in it.
  setFormatTimeZone(publicConfig?.timeZone);
  useThemeSync(Boolean(login));
  const raw = useThemeSettings();
  const narrowForHorizontal = useWidthAtMost(HORIZONTAL_MAX_FALLBACK);
  const mobile = useWidthAtMost(DESKTOP_BREAKPOINT);
  const layout = effectiveLayout(
    raw.layout,
    narrowForHorizontal ? HORIZONTAL_MAX_FALLBACK : HORIZONTAL_MAX_FALLBACK + 1,
  );
  const s = applyThemeRules(raw, layout);
  const path = useRouterState({ select: (st) => st.location.pathname });
  const items = filterMenu(menu, role);
  const trail = activeTrail(items, path);
  const flags = useScrollFlags();
  const [mobileOpen, setMobileOpen] = useState(false);
  const [menuScrolled, setMenuScrolled] = useState(false);
  const burgerRef = useRef<HTMLButtonElement>(null);
  const sidebarRef = useRef<HTMLElement>(null);
  useFocusH1OnRouteChange(() => document.getElementById('main'));
  // The phone's menu drawer takes the focus when it opens and gives it back to the burger when it closes.
  const wasOpen = useRef(false);
  useEffect(() => {
    const aside = sidebarRef.current;
    if (mobileOpen && !wasOpen.current) {
      const target =
        aside?.querySelector<HTMLElement>('nav a[aria-current="page"]') ??
        aside?.querySelector<HTMLElement>('nav a[href], nav button');
      // After the drawer is no longer inert (the next frame).
      requestAnimationFrame(() => target?.focus());
    } else if (!mobileOpen && wasOpen.current) {
      const active = document.activeElement;
      if (!active || active === document.body || aside?.contains(active)) burgerRef.current?.focus();
    }
    wasOpen.current = mobileOpen;
  }, [mobileOpen]);

  const openMenu = useRef(() => setMobileOpen(true)).current;
  const closeMenu = useRef(() => setMobileOpen(false)).current;
  useSwipe(openMenu, closeMenu, mobile && layout === 'vertical');
  // A wider window has no off-canvas menu to keep open.
  useEffect(() => {
    if (!mobile) setMobileOpen(false);
  }, [mobile]);
  useEffect(() => {
    if (!mobileOpen) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setMobileOpen(false);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [mobileOpen]);

  // docs/shell.md#sidebar: selecting the profile collapses the menu.
  const collapsed = layout === 'vertical' && (s.sidebarCollapsed || path === '/pages/profile');
  const onPick = () => {
    if (window.innerWidth <= DESKTOP_BREAKPOINT) setMobileOpen(false);
  };
  const navbarStyle = (s.navbarColor !== 'default' ? { '--navbar-bg': NAVBAR_BG[s.navbarColor] } : {}) as CSSProperties;
  const showNavbar = s.navbarType !== 'hidden';
  const semiDark = s.theme === 'semi-dark' && layout === 'vertical';

  // Only what the server lets this user call: no 403s for a pending account or a forced password change.
  const allowed = login ? topBarTools(login.user) : { search: false, bookmarks: false, notifications: false };
  const tools: ReactNode = (
    <>
      {/* On a phone the long name ("Datos de demo", "Données de démo") wrapped to three lines: one word there. */}
      {demoData && (
        <Tooltip label={t('demoDataTip')}>
          <Badge
            color="orange"
            variant="filled"
            data-testid="demo-data-badge"
            visibleFrom="sm"
            style={{ flexShrink: 0 }}
          >
            {t('demoData')}
          </Badge>
        </Tooltip>
      )}
      {demoData && (
        <Tooltip label={t('demoDataTip')}>
          <Badge color="orange" variant="filled" hiddenFrom="sm" style={{ flexShrink: 0 }}>
            {t('demoDataShort')}
          </Badge>
        </Tooltip>
      )}
      {allowed.search && <MainSearch />}
      {login && !restrictedSession(login.user) && <WorkspaceIndicators role={login?.user.role ?? null} />}
      {allowed.notifications && <NotificationMenu />}
      <LanguagePicker compact />
      <ThemeCustomizerButton />
      <UserMenu />
    </>
  );

  const rootRef = useStickyTop([layout, showNavbar, s.navbarType]);
  return (
    <div
      ref={rootRef}
      className={classes.root}
      data-layout={layout}
      data-collapsed={collapsed || undefined}
      data-mobile-open={mobileOpen || undefined}
      data-testid="app-shell"
    >
      <a href="#main" className={classes.skipLink}>
        {t('skipToContent')}
      </a>
      {layout === 'vertical' && (
        <>
          <aside
            className={classes.sidebar}
            data-semi-dark={semiDark || undefined}
            data-mantine-color-scheme={semiDark ? 'dark' : undefined}
            aria-label={t('sidebar')}
            id="sidebar"
            ref={sidebarRef}
            data-testid="sidebar"
            inert={mobile && !mobileOpen ? true : undefined}
          >
            <div className={classes.brand} data-shadow={menuScrolled || undefined}>
              <Brand brand={t(`brands.${brand}`)} to="/" onPick={onPick} />
              <Tooltip label={collapsed ? t('expandSidebar') : t('collapseSidebar')}>
                <ActionIcon
                  className={classes.collapseToggle}
                  variant="subtle"
                  color="gray"
                  aria-label={collapsed ? t('expandSidebar') : t('collapseSidebar')}
                  aria-pressed={s.sidebarCollapsed}
                  onClick={() => themeStore.set({ sidebarCollapsed: !s.sidebarCollapsed })}
                >
                  {s.sidebarCollapsed ? <IconCircle size={18} /> : <IconCircleDot size={18} />}
                </ActionIcon>
              </Tooltip>
              {mobile && (
                <ActionIcon
                  className={classes.closeButton}
                  variant="subtle"
                  color="gray"
                  aria-label={t('closeMenu')}
                  onClick={() => setMobileOpen(false)}
                >
                  <IconX size={18} />
                </ActionIcon>
              )}
            </div>
            <nav
              className={classes.menu}
              aria-label={t('mainMenu')}
              onScroll={(e) => setMenuScrolled(e.currentTarget.scrollTop > SCROLL_MENU_SHADOW_AT)}
            >
              {items.length === 0 ? (
                <div className={classes.pendingNotice} title={t('pendingMenu')}>
                  <IconHourglass size={20} aria-hidden className={classes.pendingIcon} />
                  <Text size="sm" c="dimmed" className={classes.pendingText}>
                    {t('pendingMenu')}
                  </Text>
                </div>
              ) : (
                <MenuTree key={path} items={items} trail={trail} onPick={onPick} />
              )}
            </nav>
          </aside>
          {mobile && mobileOpen && (
            <div className={classes.backdrop} onClick={() => setMobileOpen(false)} aria-hidden />
          )}
        </>
      )}
      <div className={classes.content}>
        {showNavbar ? (
          <header
            className={classes.navbar}
            data-sticky-bar
            data-type={s.navbarType}
            data-scrolling={flags.navbarScrolling || undefined}
            data-color={s.navbarColor !== 'default' ? s.navbarColor : undefined}
            style={navbarStyle}
            data-testid="navbar"
          >
            {layout === 'vertical' && mobile && (
              <Burger
                ref={burgerRef}
                opened={mobileOpen}
                onClick={() => setMobileOpen((o) => !o)}
                size="sm"
                aria-label={t('toggleMenu')}
                aria-expanded={mobileOpen}
                aria-controls="sidebar"
              />
            )}
            {layout === 'horizontal' && (
              <Link to="/reportresult" className={classes.brandLink} aria-label={t('patientPortal')}>
                <Image src="/logo.svg" w={30} h={30} alt="" />
                <span className={classes.navbarHeader}>{t('patientPortal')}</span>
              </Link>
            )}
            {allowed.bookmarks && <BookmarkBar />}
            <div className={classes.spacer} />
            {tools}
          </header>
        ) : (
          layout === 'vertical' &&
          mobile && (
            <Burger
              className={classes.floatingBurger}
              opened={mobileOpen}
              onClick={() => setMobileOpen((o) => !o)}
              size="sm"
              aria-label={t('toggleMenu')}
            />
          )
        )}
        {layout === 'horizontal' && (
          <nav
            className={classes.hmenu}
            data-sticky-bar
            data-shadow={flags.menuShadow || undefined}
            aria-label={t('mainMenu')}
            data-testid="horizontal-menu"
          >
            <HorizontalMenu items={items} trail={trail} />
            {!showNavbar && (
              <>
                <div className={classes.spacer} />
                {tools}
              </>
            )}
          </nav>
        )}
        <main id="main" className={classes.main} tabIndex={-1}>
          <Outlet />
        </main>
        <Footer type={s.footerType} scrollTopShown={!s.hideScrollToTop} customizer={!showNavbar} />
      </div>
      {/* Affix's right is the inline end: bottom-right in LTR, bottom-left in RTL, like the footer's room for it. */}
      <Affix position={{ bottom: 24, right: 24 }} zIndex={180}>
        <Transition transition="slide-up" mounted={!s.hideScrollToTop && flags.showScrollTop}>
          {(style) => (
            <ActionIcon
              style={style}
              size="xl"
              radius="xl"
              aria-label={t('scrollToTop')}
              onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
            >
              <IconArrowUp size={20} />
            </ActionIcon>
          )}
        </Transition>
      </Affix>
      <ThemeCustomizer />
      <LockOverlay />
    </div>
  );
}

/**
 * `--page-sticky-top` on the shell: where the page's own sticky parts (the case header with Sign out) stop, under
 * the top bar and the horizontal menu when those stay on screen (sticky or floating), 0 when they scroll away.
 * Measured, since the bars' heights follow the customizer, the bookmarks and the window's width.
 */
function useStickyTop(bars: unknown[]) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const root = ref.current;
    if (!root) return;
    const measure = () => {
      let bottom = 0;
      for (const bar of root.querySelectorAll<HTMLElement>('[data-sticky-bar]')) {
        const style = getComputedStyle(bar);
        if (style.position !== 'sticky' && style.position !== 'fixed') continue;
        bottom = Math.max(bottom, (parseFloat(style.top) || 0) + bar.offsetHeight);
      }
      root.style.setProperty('--page-sticky-top', `${bottom}px`);
    };
    const resized = new ResizeObserver(measure);
    root.querySelectorAll('[data-sticky-bar]').forEach((bar) => resized.observe(bar));
    measure();
    return () => resized.disconnect();
    // The bars come and go, and stick or not, with the layout and the navbar type.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the bars' settings, given by the caller
  }, bars);
  return ref;
}
