import { Link } from '@tanstack/react-router';
import { Button, Menu, ScrollArea } from '@mantine/core';
import { IconChevronDown, IconExternalLink } from '@tabler/icons-react';
import type { TMenuItem } from '@lab/domain';
import { MenuIcon } from '@/components/menu-icon';
import { useMenuTitle } from '@/lib/i18n/use-menu-title';
import { MenuBadge } from './menu-tree';

function DropdownItems({ items, trail }: { items: TMenuItem[]; trail: string[] }) {
  const title = useMenuTitle();
  return (
    <>
      {items.map((c) =>
        c.children?.length ? (
          <Menu.Sub key={c.id}>
            <Menu.Sub.Target>
              <Menu.Sub.Item leftSection={<MenuIcon name={c.icon} size={16} />}>{title(c)}</Menu.Sub.Item>
            </Menu.Sub.Target>
            <Menu.Sub.Dropdown>
              <DropdownItems items={c.children} trail={trail} />
            </Menu.Sub.Dropdown>
          </Menu.Sub>
        ) : c.type === 'external-link' ? (
          <Menu.Item
            key={c.id}
            component="a"
            href={c.navLink}
            target={c.newTab ? '_blank' : undefined}
            rightSection={<IconExternalLink size={12} />}
          >
            {title(c)}
          </Menu.Item>
        ) : (
          <Menu.Item
            key={c.id}
            component={Link}
            to={c.navLink ?? '/'}
            disabled={c.disabled}
            leftSection={<MenuIcon name={c.icon} size={16} />}
            rightSection={<MenuBadge item={c} />}
            color={trail.includes(c.id) ? 'var(--mantine-primary-color-filled)' : undefined}
            fw={trail.includes(c.id) ? 600 : undefined}
          >
            {title(c)}
          </Menu.Item>
        ),
      )}
    </>
  );
}

/** The horizontal layout's menu bar: items as buttons, groups as dropdowns opening on hover or click. */
export function HorizontalMenu({ items, trail }: { items: TMenuItem[]; trail: string[] }) {
  const title = useMenuTitle();
  return (
    <>
      {items.map((item) => {
        const active = trail.includes(item.id);
        const variant = active ? 'filled' : 'subtle';
        if (item.children?.length) {
          return (
            <Menu
              key={item.id}
              trigger="click-hover"
              openDelay={60}
              closeDelay={150}
              position="bottom-start"
              shadow="lg"
              width={250}
            >
              <Menu.Target>
                <Button
                  variant={variant}
                  color={active ? undefined : 'gray'}
                  leftSection={<MenuIcon name={item.icon} size={16} />}
                  rightSection={<IconChevronDown size={14} />}
                >
                  {title(item)}
                </Button>
              </Menu.Target>
              <Menu.Dropdown>
                <ScrollArea.Autosize mah="60vh">
                  <DropdownItems items={item.children} trail={trail} />
                </ScrollArea.Autosize>
              </Menu.Dropdown>
            </Menu>
          );
        }
        if (item.type === 'groupHeader') return null;
        if (item.type === 'external-link') {
          return (
            <Button
              key={item.id}
              component="a"
              href={item.navLink}
              target={item.newTab ? '_blank' : undefined}
              variant="subtle"
              color="gray"
              leftSection={<MenuIcon name={item.icon} size={16} />}
              rightSection={<MenuBadge item={item} />}
            >
              {title(item)}
            </Button>
          );
        }
        return (
          <Button
            key={item.id}
            component={Link}
            to={item.navLink ?? '/'}
            variant={variant}
            color={active ? undefined : 'gray'}
            disabled={item.disabled}
            leftSection={<MenuIcon name={item.icon} size={16} />}
            rightSection={item.badgeText ? <MenuBadge item={item} /> : undefined}
            aria-current={active ? 'page' : undefined}
          >
            {title(item)}
          </Button>
        );
      })}
    </>
  );
}
