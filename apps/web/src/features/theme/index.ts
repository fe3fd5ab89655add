export { ThemeCustomizer, ThemeCustomizerButton } from './components/theme-customizer';
export { useThemeSync } from './components/use-theme-sync';
export { AccountSettingsPage, PortalSettingsPage } from './components/account-settings-page';
