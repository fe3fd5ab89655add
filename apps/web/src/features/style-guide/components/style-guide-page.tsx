import { Suspense } from 'react';
import { Link, useRouterState } from '@tanstack/react-router';
import { Anchor, Breadcrumbs, Group, Loader, Stack, Text } from '@mantine/core';
import { SHOWCASE_GROUPS, SHOWCASE_PAGES, showcasePage } from '@lab/domain';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { SHOWCASE_A } from '../registry-a';
import { SHOWCASE_B } from '../registry-b';

const PAGES = { ...SHOWCASE_A, ...SHOWCASE_B };

/** A page of the living style guide (docs/style-guide.md), with the other pages of its group a click away. */
export function StyleGuidePage() {
  const { t } = useTranslation('styleGuide');
  const path = useRouterState({ select: (s) => s.location.pathname });
  const page = showcasePage(path);
  if (!page) return null; // the route sends unknown paths to the 404 page before this renders
  const Body = PAGES[page.path];
  const siblings = SHOWCASE_PAGES.filter((p) => p.group === page.group);
  // The domain keeps the English titles; the catalogue has them by path (without its first slash) and group.
  const title = (p: { path: string; title: string }) => t(`pages.${p.path.slice(1)}`, { defaultValue: p.title });
  const groupName = t(`groups.${page.group}`, { defaultValue: SHOWCASE_GROUPS[page.group] });
  return (
    <Stack gap="md">
      <Breadcrumbs>
        <Text size="sm" c="dimmed">
          {t('frame.styleGuide')}
        </Text>
        <Text size="sm" c="dimmed">
          {groupName}
        </Text>
      </Breadcrumbs>
      <PageHeader title={title(page)} subtitle={t('frame.subtitle')} />
      {siblings.length > 1 && (
        <Group gap="xs" component="nav" aria-label={t('frame.groupPages', { group: groupName })}>
          {siblings.map((s) => (
            <Anchor key={s.path} component={Link} to={s.path} size="sm" fw={s.path === page.path ? 700 : 400}>
              {title(s)}
            </Anchor>
          ))}
        </Group>
      )}
      <Suspense fallback={<Loader aria-label={t('frame.loading')} />}>
        {Body ? <Body /> : <Text c="dimmed">{t('frame.beingWritten')}</Text>}
      </Suspense>
    </Stack>
  );
}
