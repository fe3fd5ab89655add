import type { ReactNode } from 'react';
import { ActionIcon, Group, Stack, Text, Tooltip, type ActionIconProps } from '@mantine/core';

/**
 * One labelled row of states inside a demo ("Variants", "Sizes", "Disabled"…): the pattern every page of part A
 * repeats, so it lives here once. Rows wrap at 390 px instead of widening the page.
 */
export function StateRow({
  label,
  children,
  align = 'center',
}: {
  label: string;
  children: ReactNode;
  align?: 'center' | 'flex-start';
}) {
  return (
    <Stack gap={4} mb="sm">
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Group gap="sm" wrap="wrap" align={align}>
        {children}
      </Group>
    </Stack>
  );
}

/** A note that says plainly where the portal differs from the template this route comes from. */
export function PortalNote({ children }: { children: ReactNode }) {
  return (
    <Text size="sm" data-portal-note>
      {children}
    </Text>
  );
}

/** An icon button with its tooltip: an icon alone always has a name (`label`, by default the tooltip's words). */
export function TipIcon({
  tip,
  label = tip,
  icon,
  ...props
}: Omit<ActionIconProps, 'children'> & { tip: string; label?: string; icon: ReactNode }) {
  return (
    <Tooltip label={tip}>
      <ActionIcon {...props} aria-label={label}>
        {icon}
      </ActionIcon>
    </Tooltip>
  );
}
