import { PageHeader } from '@/components/page-header';
import { AuditTable } from '@/components/audit-table';

export function AuditPage() {
  return (
    <>
      <PageHeader title="Audit trail" subtitle="Every sign-in, change and read of patient data, newest first." />
      <AuditTable />
    </>
  );
}
