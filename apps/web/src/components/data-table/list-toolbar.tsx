import type { KeyboardEvent, ReactNode, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Group, SegmentedControl, TextInput, type TextInputProps } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import type { ActiveStatus, ListToolbarState } from './use-server-list';

export type ListSearchProps = Omit<TextInputProps, 'value' | 'onChange'> & {
  ref?: Ref<HTMLInputElement>;
  /** The magnifier's size: 16 beside a page-wide search, 14 in a row of labelled filters. */
  iconSize?: number;
  [data: `data-${string}`]: string | boolean | undefined;
};

const STATUS_OPTIONS: ActiveStatus[] = ['active', 'inactive', 'all'];
const isStatus = (v: string): v is ActiveStatus => STATUS_OPTIONS.some((o) => o === v);

/**
 * The row above a server list: its search box, the screen's filters (children) and, for lists of records that
 * are deactivated, the Active / Inactive / All control. All of it is wired to `useServerList`.
 */
export function ListToolbar({
  list,
  search,
  prominent = false,
  onEnter,
  children,
}: {
  list: { toolbar: ListToolbarState };
  /** The search box's look (label or aria-label, placeholder, width…); none when left out. */
  search?: ListSearchProps;
  /**
   * A screen that is its search (patients, providers, payers): the box has the focus, a larger magnifier and
   * more room around it.
   */
  prominent?: boolean;
  /** Enter in the search box, e.g. to open the first match: type, Enter, you are in the record. */
  onEnter?(): void;
  children?: ReactNode;
}) {
  const { t } = useTranslation('common');
  const { status } = list.toolbar;
  const keys = onEnter && {
    onKeyDown: (e: KeyboardEvent<HTMLInputElement>) => {
      if (e.key === 'Enter') onEnter();
    },
  };
  return (
    <Group align="end" gap={prominent ? 'md' : 'sm'}>
      {search && (
        <SearchBox
          {...(prominent && { autoFocus: true, iconSize: 16 })}
          {...keys}
          {...search}
          {...list.toolbar.search}
        />
      )}
      {children}
      {status && (
        <SegmentedControl
          aria-label={t('status.label')}
          data={STATUS_OPTIONS.map((value) => ({ value, label: t(`status.${value}`) }))}
          value={status.value}
          onChange={(v) => isStatus(v) && status.onChange(v)}
        />
      )}
    </Group>
  );
}

function SearchBox({ iconSize = 14, value, onChange, ...props }: ListSearchProps & ListToolbarState['search']) {
  return (
    <TextInput
      leftSection={<IconSearch size={iconSize} />}
      {...props}
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
    />
  );
}
