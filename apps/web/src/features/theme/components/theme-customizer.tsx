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

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1).replace('-', ' ');

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
  return (
    <Group gap="xs" role="radiogroup" aria-label={label} aria-disabled={disabled || undefined}>
      {options.map((o) => (
        <ColorSwatch
          key={o}
          component="button"
          type="button"
          role="radio"
          aria-checked={value === o}
          aria-label={`${label}: ${o}`}
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
  if (!customizerEnabled) return null;
  return (
    <Tooltip label="Theme Customizer">
      <ActionIcon
        visibleFrom="md"
        variant="subtle"
        color="gray"
        size="lg"
        aria-label="Open the theme customizer"
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
 * is no top bar, so then a small tab at the bottom of the page's inline end opens it, the one place no page keeps
 * a control. Every choice applies at once and is saved with the account.
 */
export function ThemeCustomizer() {
  const { settings: s, customizerEnabled } = useThemeState();
  const opened = usePanelOpen();
  const setOpened = setPanelOpen;
  if (!customizerEnabled) return null;
  const v = themeOptionVisibility(s);
  const rtl = s.direction === 'rtl';
  const navbarTypes = NAVBAR_TYPES.filter((t) => t !== 'hidden' || v.navbarTypeHidden);
  return (
    <>
      {s.navbarType === 'hidden' && (
        <Tooltip label="Theme Customizer" position={rtl ? 'right' : 'left'}>
          <ActionIcon
            visibleFrom="md"
            className={classes.toggle}
            size="lg"
            variant="filled"
            aria-label="Open the theme customizer"
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
        closeButtonProps={{ 'aria-label': 'Close the theme customizer' }}
        title={
          <div>
            <Text fw={700} size="lg">
              Theme Customizer
            </Text>
            <Text size="sm" c="dimmed">
              Customize &amp; Preview in Real Time
            </Text>
          </div>
        }
      >
        <Stack gap="lg" pb="xl">
          <Divider />
          <Section title="Menu Colors">
            <Swatches
              label="Menu color"
              options={MENU_COLORS}
              value={s.menuTheme}
              onPick={(menuTheme) => set({ menuTheme })}
            />
          </Section>
          <Section title="Theme Layout">
            <SegmentedControl
              aria-label="Theme layout"
              data={[
                { value: 'vertical', label: 'Vertical' },
                { value: 'horizontal', label: 'Horizontal' },
              ]}
              value={s.layout}
              onChange={(layout) => set({ layout: layout as TThemeSettings['layout'] })}
            />
          </Section>
          <Section title="Theme Mode">
            <SegmentedControl
              aria-label="Theme mode"
              data={[
                { value: 'light', label: 'Light' },
                { value: 'dark', label: 'Dark' },
                ...(v.semiDark ? [{ value: 'semi-dark', label: 'Semi Dark' }] : []),
              ]}
              value={s.theme === 'semi-dark' && !v.semiDark ? 'light' : s.theme}
              onChange={(theme) => set({ theme: theme as TThemeSettings['theme'] })}
            />
          </Section>
          {v.collapseSidebar && (
            <Switch
              label="Collapse Sidebar"
              checked={s.sidebarCollapsed}
              onChange={(e) => set({ sidebarCollapsed: e.currentTarget.checked })}
            />
          )}
          {v.navbarColors && (
            <Section title="Navbar Colors">
              <Swatches
                label="Navbar color"
                options={NAVBAR_COLORS}
                value={v.navbarColorsDisabled ? 'default' : s.navbarColor}
                disabled={v.navbarColorsDisabled}
                onPick={(navbarColor) => set({ navbarColor })}
              />
              {v.navbarColorsDisabled && (
                <Text size="xs" c="dimmed">
                  A static navbar keeps the default colour.
                </Text>
              )}
            </Section>
          )}
          <Section title="Navbar Type">
            <SegmentedControl
              aria-label="Navbar type"
              data={navbarTypes.map((t) => ({ value: t, label: cap(t) }))}
              value={s.navbarType === 'hidden' && !v.navbarTypeHidden ? 'static' : s.navbarType}
              onChange={(navbarType) => set({ navbarType: navbarType as TThemeSettings['navbarType'] })}
            />
          </Section>
          <Section title="Footer Type">
            <SegmentedControl
              aria-label="Footer type"
              data={FOOTER_TYPES.map((t) => ({ value: t, label: cap(t) }))}
              value={s.footerType}
              onChange={(footerType) => set({ footerType: footerType as TThemeSettings['footerType'] })}
            />
          </Section>
          <Divider />
          <Switch
            label="RTL"
            checked={rtl}
            onChange={(e) => set({ direction: e.currentTarget.checked ? 'rtl' : 'ltr' })}
          />
          <Switch
            label="Hide Scroll To Top"
            checked={s.hideScrollToTop}
            onChange={(e) => set({ hideScrollToTop: e.currentTarget.checked })}
          />
        </Stack>
      </Drawer>
    </>
  );
}
