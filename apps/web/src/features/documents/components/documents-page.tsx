import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { DocumentList, DocumentUploadPanel } from '@/components/documents';
import { Stack } from '@mantine/core';
import { useRouterState } from '@tanstack/react-router';
import { useSession } from '@/lib/session';

export function DocumentsPage() {
  const { t } = useTranslation('documents');
  const role = useSession()?.user.role;
  const staff = role === 'admin' || role === 'editor';
  const q = useRouterState({ select: (st) => (st.location.search as Record<string, unknown>).q });
  return (
    <>
      <PageHeader title={t('page.title')} subtitle={t('page.subtitle')} />
      <Stack gap="lg">
        {staff && <DocumentUploadPanel />}
        <DocumentList initialQuery={typeof q === 'string' ? q : undefined} />
      </Stack>
    </>
  );
}
