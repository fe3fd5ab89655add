import { Badge, Group, NavLink, Pill, Stack } from '@mantine/core';
import { REFERENCE_MENU, allMenuItems } from '@lab/domain';
import { MenuIcon } from '@/components/menu-icon';
import { Demo, DemoStack } from '../../components/demo';
import { StateRow } from './parts';
import { MENU_SWATCHES } from './palette';

// The menu items of packages/domain that carry a badge (e.g. "API" on the reference menu).
const BADGED = [...allMenuItems(), ...REFERENCE_MENU].filter((i) => i.badgeText);

export default function PillBadgesPage() {
  return (
    <DemoStack>
      <Demo
        title="Menu badges"
        description="A menu item may carry a round filled badge (badge and badgeText of the menu declaration in packages/domain); its colour name maps onto the palette like the customizer's Menu Colors."
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
              label={item.title}
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
        title="Round badges in every menu colour"
        description='radius="xl" makes the pill; one per Menu Colors name.'
        code={`<Badge radius="xl" variant="filled" color="teal">12</Badge>`}
      >
        <StateRow label="Filled">
          {MENU_SWATCHES.map((m) => (
            <Badge key={m.name} radius="xl" variant="filled" color={m.palette}>
              {m.name}
            </Badge>
          ))}
        </StateRow>
        <StateRow label="Light">
          {MENU_SWATCHES.map((m) => (
            <Badge key={m.name} radius="xl" variant="light" color={m.palette}>
              {m.name}
            </Badge>
          ))}
        </StateRow>
      </Demo>
      <Demo
        title="Chosen values of a multi-select"
        description="The pills of a MultiSelect (lookup lists with several values, e.g. the ICD-10 codes of a diagnosis): removable, or read-only when the record is signed out."
        code={`<Pill.Group>
  <Pill withRemoveButton onRemove={() => remove('C50.912')}>C50.912</Pill>
  <Pill>C77.3</Pill>
</Pill.Group>`}
      >
        <Group>
          <Pill.Group>
            <Pill withRemoveButton removeButtonProps={{ 'aria-label': 'Remove C50.912' }}>
              C50.912 — Malignant neoplasm of left female breast
            </Pill>
            <Pill>C77.3 — Axillary lymph nodes</Pill>
            <Pill disabled>Z85.3</Pill>
          </Pill.Group>
        </Group>
      </Demo>
    </DemoStack>
  );
}
