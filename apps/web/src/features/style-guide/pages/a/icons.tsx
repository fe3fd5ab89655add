import { useMemo, useState } from 'react';
import { Button, Group, Paper, SimpleGrid, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { useClipboard } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { allMenuItems } from '@lab/domain';
import { MENU_ICON_NAMES, MenuIcon } from '@/components/menu-icon';
import { Demo, DemoStack } from '../../components/demo';
import { StateRow } from './parts';
import { useTranslation } from 'react-i18next';

// Names the menus of packages/domain use, to tell an icon in a menu from one only pages use.
const IN_MENUS = new Set(allMenuItems().map((i) => i.icon));
const usage = (name: string) => `<MenuIcon name="${name}" />`;

function IconGallery() {
  const { t } = useTranslation('styleGuideA');
  const [q, setQ] = useState('');
  const clipboard = useClipboard({ timeout: 1500 });
  const [copied, setCopied] = useState<string | null>(null);
  const names = useMemo(() => MENU_ICON_NAMES.filter((n) => n.includes(q.trim().toLowerCase())), [q]);
  return (
    <Stack gap="sm">
      <Group justify="space-between" wrap="wrap">
        <TextInput
          leftSection={<IconSearch size={16} />}
          placeholder={t('icons.filterIconsFlaskUserChart')}
          aria-label={t('icons.filterIcons')}
          value={q}
          onChange={(e) => setQ(e.currentTarget.value)}
          w={{ base: '100%', xs: 280 }}
        />
        <Text size="sm" c="dimmed" aria-live="polite" data-testid="icon-count">
          {t('icons.icons', { count: names.length, total: MENU_ICON_NAMES.length })}
        </Text>
      </Group>
      {names.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('icons.noIconCalledAddOne', { q })}
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 3, xs: 4, sm: 6, lg: 8 }} spacing="xs">
          {names.map((n) => (
            <UnstyledButton
              key={n}
              onClick={() => {
                clipboard.copy(usage(n));
                setCopied(n);
              }}
              aria-label={t('icons.copy', { value: usage(n) })}
              data-icon={n}
            >
              <Paper
                withBorder
                p="xs"
                radius="md"
                bg={copied === n && clipboard.copied ? 'var(--mantine-primary-color-light)' : undefined}
              >
                <Stack gap={4} align="center">
                  <MenuIcon name={n} size={24} />
                  <Text size="xs" ta="center" style={{ wordBreak: 'break-word' }} fw={IN_MENUS.has(n) ? 600 : 400}>
                    {copied === n && clipboard.copied ? t('icons.copied') : n}
                  </Text>
                </Stack>
              </Paper>
            </UnstyledButton>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}

export default function IconsPage() {
  const { t } = useTranslation('styleGuideA');
  return (
    <DemoStack>
      <Demo
        title={t('icons.portalSIcons')}
        description={t('icons.portalDrawsIconsFromTabler')}
        code={`import { MenuIcon } from '@/components/menu-icon';

<MenuIcon name="flask" />            // 18 px, stroke 1.6
<MenuIcon name="microscope" size={24} />
<MenuIcon name="unknown" />          // falls back to the circle`}
      >
        <IconGallery />
      </Demo>
      <Demo
        title={t('icons.sizesColoursButtons')}
        description={t('icons.n16PxButtonsMenus18')}
        code={`<Button leftSection={<MenuIcon name="test-pipe" size={16} />}>Accession specimen</Button>
<MenuIcon name="alert" color="var(--mantine-color-orange-6)" />`}
      >
        <StateRow label={t('icons.sizes16182432')}>
          {[16, 18, 24, 32].map((s) => (
            <MenuIcon key={s} name="microscope" size={s} />
          ))}
        </StateRow>
        <StateRow label={t('icons.button')}>
          <Button leftSection={<MenuIcon name="test-pipe" size={16} />}>{t('icons.accessionSpecimen')}</Button>
        </StateRow>
        <StateRow label={t('icons.colours')}>
          <MenuIcon name="alert" color="var(--mantine-color-orange-6)" size={24} />
          <MenuIcon name="shield" color="var(--mantine-color-green-6)" size={24} />
          <MenuIcon name="ban" color="var(--mantine-color-red-6)" size={24} />
          <MenuIcon name="flask" color="var(--mantine-primary-color-filled)" size={24} />
        </StateRow>
      </Demo>
    </DemoStack>
  );
}
