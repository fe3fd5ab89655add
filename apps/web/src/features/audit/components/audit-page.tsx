import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { AuditTable } from '@/components/audit-table';

export function AuditPage() {
  const { t } = useTranslation('audit');
  return (
    <>
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      <AuditTable />
    </>
  );
}
