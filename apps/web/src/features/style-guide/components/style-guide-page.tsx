import { Suspense } from 'react';
import { Link, useRouterState } from '@tanstack/react-router';
import { Anchor, Breadcrumbs, Group, Loader, Stack, Text } from '@mantine/core';
import { SHOWCASE_GROUPS, SHOWCASE_PAGES, showcasePage } from '@lab/domain';
import { PageHeader } from '@/components/page-header';
import { SHOWCASE_A } from '../registry-a';
import { SHOWCASE_B } from '../registry-b';

const PAGES = { ...SHOWCASE_A, ...SHOWCASE_B };

/** A page of the living style guide (docs/style-guide.md), with the other pages of its group a click away. */
export function StyleGuidePage() {
  const path = useRouterState({ select: (s) => s.location.pathname });
  const page = showcasePage(path);
  if (!page) return null; // the route sends unknown paths to the 404 page before this renders
  const Body = PAGES[page.path];
  const siblings = SHOWCASE_PAGES.filter((p) => p.group === page.group);
  return (
    <Stack gap="md">
      <Breadcrumbs>
        <Text size="sm" c="dimmed">
          Style guide
        </Text>
        <Text size="sm" c="dimmed">
          {SHOWCASE_GROUPS[page.group]}
        </Text>
      </Breadcrumbs>
      <PageHeader title={page.title} subtitle="The portal's own components, live, with the code to use them." />
      {siblings.length > 1 && (
        <Group gap="xs" component="nav" aria-label={`${SHOWCASE_GROUPS[page.group]} pages`}>
          {siblings.map((s) => (
            <Anchor key={s.path} component={Link} to={s.path} size="sm" fw={s.path === page.path ? 700 : 400}>
              {s.title}
            </Anchor>
          ))}
        </Group>
      )}
      <Suspense fallback={<Loader aria-label="Loading the examples" />}>
        {Body ? <Body /> : <Text c="dimmed">Examples of this page are being written.</Text>}
      </Suspense>
    </Stack>
  );
}
