import { useState } from 'react';
import { Link } from '@tanstack/react-router';
import { Badge, NavLink } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import type { TMenuItem } from '@lab/domain';
import { MenuIcon } from '@/components/menu-icon';
import { useMenuTitle } from '@/lib/i18n/use-menu-title';
import classes from './shell.module.css';

export function MenuBadge({ item }: { item: TMenuItem }) {
  if (!item.badgeText) return null;
  return (
    <Badge size="sm" variant="filled" color={badgeColor(item.badge)} radius="xl">
      {item.badgeText}
    </Badge>
  );
}

/** Badge colour names of the menu declaration → Mantine colours. */
export function badgeColor(badge: string | undefined): string {
  const map: Record<string, string> = {
    primary: 'brand',
    success: 'teal',
    danger: 'red',
    info: 'cyan',
    warning: 'orange',
    dark: 'dark',
  };
  return (badge && map[badge]) || badge || 'brand';
}

export interface MenuTreeProps {
  items: TMenuItem[];
  /** Ids of the active item and its parents. */
  trail: string[];
  /** Called after an item is chosen (closes the menu at 1200 px or less). */
  onPick(): void;
}

/** The sidebar menu: accordion groups (one open per level), active item and parents highlighted. */
export function MenuTree({ items, trail, onPick }: MenuTreeProps) {
  const title = useMenuTitle();
  const [openId, setOpenId] = useState<string | null>(
    () => items.find((i) => trail.includes(i.id) && i.children)?.id ?? null,
  );
  return (
    <>
      {items.map((item) => {
        if (item.type === 'groupHeader') {
          return (
            <div key={item.id} className={classes.groupHeader}>
              {title(item)}
            </div>
          );
        }
        const icon = <MenuIcon name={item.icon} />;
        if (item.children?.length) {
          const inTrail = trail.includes(item.id);
          return (
            // A group is a button that opens its list (WAI-ARIA disclosure): a link without href is skipped by Tab.
            <NavLink
              key={item.id}
              component="button"
              type="button"
              aria-expanded={openId === item.id}
              label={title(item)}
              leftSection={icon}
              rightSection={item.badgeText ? <MenuBadge item={item} /> : undefined}
              opened={openId === item.id}
              onChange={(o) => setOpenId(o ? item.id : null)}
              active={inTrail}
              variant="light"
              disabled={item.disabled}
              data-testid={`menu-${item.id}`}
            >
              <MenuTree items={item.children} trail={trail} onPick={onPick} />
            </NavLink>
          );
        }
        if (item.type === 'external-link') {
          return (
            <NavLink
              key={item.id}
              href={item.navLink}
              target={item.newTab ? '_blank' : undefined}
              rel={item.newTab ? 'noopener noreferrer' : undefined}
              label={title(item)}
              leftSection={icon}
              rightSection={item.badgeText ? <MenuBadge item={item} /> : <IconExternalLink size={14} />}
              disabled={item.disabled}
              onClick={onPick}
            />
          );
        }
        return (
          <NavLink
            key={item.id}
            component={Link}
            to={item.navLink ?? '/'}
            target={item.newTab ? '_blank' : undefined}
            label={title(item)}
            leftSection={icon}
            rightSection={item.badgeText ? <MenuBadge item={item} /> : undefined}
            active={trail.at(-1) === item.id}
            aria-current={trail.at(-1) === item.id ? 'page' : undefined}
            disabled={item.disabled}
            onClick={onPick}
            variant="filled"
          />
        );
      })}
    </>
  );
}
