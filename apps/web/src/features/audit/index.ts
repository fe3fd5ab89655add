export { AuditPage } from './components/audit-page';
export { AuditTable } from '@/components/audit-table';
