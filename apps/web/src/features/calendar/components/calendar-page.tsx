import { PageHeader } from '@/components/page-header';

/** The calendar app (docs/workspace.md). */
export function CalendarPage() {
  return <PageHeader title="Calendar" />;
}
