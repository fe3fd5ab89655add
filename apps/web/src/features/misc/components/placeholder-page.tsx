import { Link, useRouterState } from '@tanstack/react-router';
import { Button, Card, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { PAGE_CATALOGUE } from '@lab/domain';
import { MenuIcon } from '@/components/menu-icon';
import { NotFoundPage } from './status-page';

/** Record pages other features own (users) that search links to before those screens exist here. */
const FEATURE_PREFIXES = ['/app/user/'];

/**
 * Any path without its own route: a page of the catalogue (menus, template pages) whose screen arrives with
 * its feature shows what it will be; anything else is the 404 page.
 */
export function CataloguePlaceholderPage() {
  const path = useRouterState({ select: (s) => s.location.pathname });
  const page = PAGE_CATALOGUE.find((p) => p.link === path);
  if (!page && !FEATURE_PREFIXES.some((p) => path.startsWith(p))) return <NotFoundPage />;
  return (
    <Card withBorder padding="xl" maw={720}>
      <Stack gap="md">
        <Group gap="sm">
          <ThemeIcon variant="light" size="xl" radius="md">
            <MenuIcon name={page?.icon ?? 'user'} size={24} />
          </ThemeIcon>
          <Title order={1} size="h2">
            {page?.title ?? 'User'}
          </Title>
        </Group>
        <Text c="dimmed">
          This screen is not available in this build of the portal yet. Its menu entry, bookmark and search entry already work,
          so it opens here as soon as it is installed.
        </Text>
        <Group>
          <Button component={Link} to="/" variant="light">
            Back to home
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
