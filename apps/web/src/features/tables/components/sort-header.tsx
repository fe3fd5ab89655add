import type { ReactNode } from 'react';
import type { Column } from '@tanstack/react-table';
import { Group, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconArrowsSort } from '@tabler/icons-react';
import classes from './tables.module.css';

/** A column header that sorts on click when its column can, with the direction shown. */
export function SortHeader<T>({ column, children }: { column: Column<T, unknown>; children: ReactNode }) {
  if (!column.getCanSort()) return <>{children}</>;
  const dir = column.getIsSorted();
  return (
    <UnstyledButton className={classes.sortButton} onClick={column.getToggleSortingHandler()}>
      <Group gap={4} wrap="nowrap">
        <span>{children}</span>
        {dir === 'asc' ? (
          <IconArrowUp size={14} />
        ) : dir === 'desc' ? (
          <IconArrowDown size={14} />
        ) : (
          <IconArrowsSort size={14} opacity={0.4} />
        )}
      </Group>
    </UnstyledButton>
  );
}

export const ariaSort = (dir: false | 'asc' | 'desc') =>
  dir === 'asc' ? 'ascending' : dir === 'desc' ? 'descending' : undefined;
