import type { ReactNode } from 'react';
import { ActionIcon, Popover, Tooltip } from '@mantine/core';

interface Props {
  /** The button's tooltip. */
  tooltip: string;
  /** The button's accessible name. */
  buttonLabel: string;
  icon: ReactNode;
  color?: string;
  width: number;
  opened: boolean;
  onChange(opened: boolean): void;
  /** The panel; an element with `data-autofocus` takes the focus when it opens. */
  children: ReactNode;
}

/**
 * A top bar icon button that opens a small panel below it (the bookmark search): the focus is trapped in the
 * panel, which closes on Escape, a click outside or the button again.
 */
export function ToolbarPopover({ tooltip, buttonLabel, icon, color, width, opened, onChange, children }: Props) {
  return (
    <Popover
      opened={opened}
      onChange={onChange}
      onDismiss={() => onChange(false)}
      position="bottom-start"
      width={width}
      shadow="lg"
      trapFocus
    >
      <Popover.Target>
        <Tooltip label={tooltip} withArrow>
          <ActionIcon
            variant="subtle"
            color={color}
            size="lg"
            aria-label={buttonLabel}
            onClick={() => onChange(!opened)}
          >
            {icon}
          </ActionIcon>
        </Tooltip>
      </Popover.Target>
      <Popover.Dropdown p="xs">{children}</Popover.Dropdown>
    </Popover>
  );
}
