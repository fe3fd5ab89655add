import { useSyncExternalStore, type ReactNode } from 'react';
import {
  ActionIcon,
  CheckIcon,
  ColorSwatch,
  Divider,
  Drawer,
  Group,
  SegmentedControl,
  Stack,
  Switch,
  Text,
  Tooltip,
} from '@mantine/core';
import { IconSettings } from '@tabler/icons-react';
import {
  FOOTER_TYPES,
  MENU_COLORS,
  NAVBAR_COLORS,
  NAVBAR_TYPES,
  themeOptionVisibility,
  type TThemeSettings,
} from '@lab/domain';
import { themeStore, useThemeState } from '@/lib/theme-store';
import { useTranslation } from 'react-i18next';
import classes from './theme-customizer.module.css';

/** Swatch colours of the customizer, as the Mantine palettes the shell uses. */
export const SWATCH: Record<string, string> = {
  default: 'var(--mantine-color-body)',
  primary: '#7367f0',
  success: 'var(--mantine-color-teal-6)',
  danger: 'var(--mantine-color-red-6)',
  info: 'var(--mantine-color-cyan-6)',
  warning: 'var(--mantine-color-orange-6)',
  dark: 'var(--mantine-color-dark-7)',
};

function Swatches<T extends string>({
  label,
  options,
  value,
  disabled,
  onPick,
}: {
  label: string;
  options: readonly T[];
  value: T;
  disabled?: boolean;
  onPick(v: T): void;
}) {
  const { t } = useTranslation('shell');
  return (
    <Group gap="xs" role="radiogroup" aria-label={label} aria-disabled={disabled || undefined}>
      {options.map((o) => (
        <ColorSwatch
          key={o}
          component="button"
          type="button"
          role="radio"
          aria-checked={value === o}
          aria-label={`${label}: ${t(`customizer.colors.${o}`)}`}
          color={SWATCH[o] ?? o}
          size={28}
          disabled={disabled}
          onClick={() => onPick(o)}
          className={classes.swatch}
          style={{ opacity: disabled ? 0.4 : 1, cursor: disabled ? 'not-allowed' : 'pointer' }}
        >
          {value === o && (
            <CheckIcon
              style={{ width: 12, height: 12, color: o === 'default' ? 'var(--mantine-color-text)' : 'white' }}
            />
          )}
        </ColorSwatch>
      ))}
    </Group>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap={6}>
      <Text fw={600} size="sm">
        {title}
      </Text>
      {children}
    </Stack>
  );
}

const set = (patch: Partial<TThemeSettings>) => themeStore.set(patch);

/** Whether the customizer's panel is open: one panel, opened from the top bar (or the edge tab without one). */
let panelOpen = false;
const listeners = new Set<() => void>();
const setPanelOpen = (open: boolean) => {
  panelOpen = open;
  listeners.forEach((l) => l());
};
const usePanelOpen = () =>
  useSyncExternalStore(
    (l) => (listeners.add(l), () => listeners.delete(l)),
    () => panelOpen,
  );

/**
 * The customizer's opener in the top bar, beside the user menu, from the medium breakpoint up: a floating tab at
 * the page's edge covered "Download PDF", the calendar's Saturday column, task icons and the chat's scroll bar
 * (issue 26 item 7). Nothing when the portal has the customizer off.
 */
export function ThemeCustomizerButton() {
  const { customizerEnabled } = useThemeState();
  const opened = usePanelOpen();
  const { t } = useTranslation('shell');
  if (!customizerEnabled) return null;
  return (
    <Tooltip label={t('customizer.title')}>
      <ActionIcon
        visibleFrom="md"
        variant="subtle"
        color="gray"
        size="lg"
        aria-label={t('customizer.open')}
        aria-expanded={opened}
        aria-haspopup="dialog"
        onClick={() => setPanelOpen(true)}
        data-testid="customizer-toggle"
      >
        <IconSettings size={20} />
      </ActionIcon>
    </Tooltip>
  );
}

/**
 * The Theme Customizer (docs/shell.md#theme-customizer): a slide-out panel from the medium breakpoint up, shown only
 * when the portal enables it, opened from the top bar (ThemeCustomizerButton). With the navbar type "hidden" there
 * is no top bar: the footer holds the opener then; only with no footer either does a small tab at the bottom of the
 * page's inline end open it. Every choice applies at once and is saved with the account.
 */
export function ThemeCustomizer() {
  const { settings: s, customizerEnabled } = useThemeState();
  const opened = usePanelOpen();
  const setOpened = setPanelOpen;
  const { t } = useTranslation('shell');
  if (!customizerEnabled) return null;
  const v = themeOptionVisibility(s);
  const rtl = s.direction === 'rtl';
  const navbarTypes = NAVBAR_TYPES.filter((type) => type !== 'hidden' || v.navbarTypeHidden);
  return (
    <>
      {s.navbarType === 'hidden' && s.footerType === 'hidden' && (
        <Tooltip label={t('customizer.title')} position={rtl ? 'right' : 'left'}>
          <ActionIcon
            visibleFrom="md"
            className={classes.toggle}
            size="lg"
            variant="filled"
            aria-label={t('customizer.open')}
            aria-expanded={opened}
            aria-haspopup="dialog"
            onClick={() => setOpened(true)}
            data-testid="customizer-toggle"
          >
            <IconSettings size={18} />
          </ActionIcon>
        </Tooltip>
      )}
      <Drawer
        opened={opened}
        onClose={() => setOpened(false)}
        // Mantine places 'right' at the inline end, so the panel opens on the edge of its tab in either direction.
        position="right"
        // Above the sidebar (210), the navbar (200) and the search overlay (250), so every option stays reachable.
        zIndex={300}
        size={360}
        overlayProps={{ backgroundOpacity: 0.15 }}
        closeButtonProps={{ 'aria-label': t('customizer.close') }}
        title={
          <div>
            <Text fw={700} size="lg">
              {t('customizer.title')}
            </Text>
            <Text size="sm" c="dimmed">
              {t('customizer.subtitle')}
            </Text>
          </div>
        }
      >
        <Stack gap="lg" pb="xl">
          <Divider />
          <Section title={t('customizer.menuColors')}>
            <Swatches
              label={t('customizer.menuColor')}
              options={MENU_COLORS}
              value={s.menuTheme}
              onPick={(menuTheme) => set({ menuTheme })}
            />
          </Section>
          <Section title={t('customizer.themeLayout')}>
            <SegmentedControl
              aria-label={t('customizer.themeLayoutLabel')}
              data={[
                { value: 'vertical', label: t('customizer.vertical') },
                { value: 'horizontal', label: t('customizer.horizontal') },
              ]}
              value={s.layout}
              onChange={(layout) => set({ layout: layout as TThemeSettings['layout'] })}
            />
          </Section>
          <Section title={t('customizer.themeMode')}>
            <SegmentedControl
              aria-label={t('customizer.themeModeLabel')}
              data={[
                { value: 'light', label: t('customizer.light') },
                { value: 'dark', label: t('customizer.dark') },
                ...(v.semiDark ? [{ value: 'semi-dark', label: t('customizer.semiDark') }] : []),
              ]}
              value={s.theme === 'semi-dark' && !v.semiDark ? 'light' : s.theme}
              onChange={(theme) => set({ theme: theme as TThemeSettings['theme'] })}
            />
          </Section>
          {v.collapseSidebar && (
            <Switch
              label={t('customizer.collapseSidebar')}
              checked={s.sidebarCollapsed}
              onChange={(e) => set({ sidebarCollapsed: e.currentTarget.checked })}
            />
          )}
          {v.navbarColors && (
            <Section title={t('customizer.navbarColors')}>
              <Swatches
                label={t('customizer.navbarColor')}
                options={NAVBAR_COLORS}
                value={v.navbarColorsDisabled ? 'default' : s.navbarColor}
                disabled={v.navbarColorsDisabled}
                onPick={(navbarColor) => set({ navbarColor })}
              />
              {v.navbarColorsDisabled && (
                <Text size="xs" c="dimmed">
                  {t('customizer.staticNavbarColor')}
                </Text>
              )}
            </Section>
          )}
          <Section title={t('customizer.navbarType')}>
            <SegmentedControl
              aria-label={t('customizer.navbarTypeLabel')}
              data={navbarTypes.map((type) => ({ value: type, label: t(`customizer.types.${type}`) }))}
              value={s.navbarType === 'hidden' && !v.navbarTypeHidden ? 'static' : s.navbarType}
              onChange={(navbarType) => set({ navbarType: navbarType as TThemeSettings['navbarType'] })}
            />
          </Section>
          <Section title={t('customizer.footerType')}>
            <SegmentedControl
              aria-label={t('customizer.footerTypeLabel')}
              data={FOOTER_TYPES.map((type) => ({ value: type, label: t(`customizer.types.${type}`) }))}
              value={s.footerType}
              onChange={(footerType) => set({ footerType: footerType as TThemeSettings['footerType'] })}
            />
          </Section>
          <Divider />
          <Switch
            label={t('customizer.rtl')}
            checked={rtl}
            onChange={(e) => set({ direction: e.currentTarget.checked ? 'rtl' : 'ltr' })}
          />
          <Switch
            label={t('customizer.hideScrollToTop')}
            checked={s.hideScrollToTop}
            onChange={(e) => set({ hideScrollToTop: e.currentTarget.checked })}
          />
        </Stack>
      </Drawer>
    </>
  );
}
