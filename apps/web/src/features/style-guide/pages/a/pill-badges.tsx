import { Badge, Group, NavLink, Pill, Stack } from '@mantine/core';
import { REFERENCE_MENU, allMenuItems } from '@lab/domain';
import { MenuIcon } from '@/components/menu-icon';
import { menuTitle } from '@/lib/i18n';
import { Demo, DemoStack } from '../../components/demo';
import { StateRow } from './parts';
import { MENU_SWATCHES } from './palette';
import { useTranslation } from 'react-i18next';
import { useSampleText } from '../../components/use-sample-text';

// The menu items of packages/domain that carry a badge (e.g. "API" on the reference menu).
const BADGED = [...allMenuItems(), ...REFERENCE_MENU].filter((i) => i.badgeText);

export default function PillBadgesPage() {
  const sample = useSampleText('styleGuideA');
  const { t } = useTranslation('styleGuideA');
  return (
    <DemoStack>
      <Demo
        title={t('pillBadges.menuBadges')}
        description={t('pillBadges.menuItemMayCarryRound')}
        code={`<NavLink
  label="API Reference"
  leftSection={<MenuIcon name="book" />}
  rightSection={<Badge size="sm" variant="filled" color="cyan" radius="xl">API</Badge>}
/>`}
      >
        <Stack gap={0} maw={320}>
          {BADGED.map((item) => (
            <NavLink
              key={item.id}
              component="div"
              label={menuTitle(item)}
              leftSection={<MenuIcon name={item.icon} />}
              rightSection={
                <Badge
                  size="sm"
                  variant="filled"
                  color={MENU_SWATCHES.find((m) => m.name === item.badge)?.palette ?? 'brand'}
                  radius="xl"
                >
                  {item.badgeText}
                </Badge>
              }
            />
          ))}
        </Stack>
      </Demo>
      <Demo
        title={t('pillBadges.roundBadgesEveryMenuColour')}
        description={t('pillBadges.radiusXlMakesPillOne')}
        code={`<Badge radius="xl" variant="filled" color="teal">12</Badge>`}
      >
        <StateRow label={t('pillBadges.filled')}>
          {MENU_SWATCHES.map((m) => (
            <Badge key={m.name} radius="xl" variant="filled" color={m.palette}>
              {sample(m.name)}
            </Badge>
          ))}
        </StateRow>
        <StateRow label={t('pillBadges.light')}>
          {MENU_SWATCHES.map((m) => (
            <Badge key={m.name} radius="xl" variant="light" color={m.palette}>
              {sample(m.name)}
            </Badge>
          ))}
        </StateRow>
      </Demo>
      <Demo
        title={t('pillBadges.chosenValuesMultiSelect')}
        description={t('pillBadges.pillsMultiselectLookupLists')}
        code={`<Pill.Group>
  <Pill withRemoveButton onRemove={() => remove('C50.912')}>C50.912</Pill>
  <Pill>C77.3</Pill>
</Pill.Group>`}
      >
        <Group>
          <Pill.Group>
            <Pill withRemoveButton removeButtonProps={{ 'aria-label': 'Remove C50.912' }}>
              {t('pillBadges.c50912MalignantNeoplasmLeft')}
            </Pill>
            <Pill>{t('pillBadges.c773AxillaryLymphNodes')}</Pill>
            <Pill disabled>{t('pillBadges.z853')}</Pill>
          </Pill.Group>
        </Group>
      </Demo>
    </DemoStack>
  );
}
