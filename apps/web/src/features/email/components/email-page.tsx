import { PageHeader } from '@/components/page-header';

/** The email app (docs/workspace.md). */
export function EmailPage() {
  return <PageHeader title="Email" />;
}
