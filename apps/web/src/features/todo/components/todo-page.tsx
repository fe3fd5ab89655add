import { PageHeader } from '@/components/page-header';

/** The todo app (docs/workspace.md). */
export function TodoPage() {
  return <PageHeader title="Tasks" />;
}
