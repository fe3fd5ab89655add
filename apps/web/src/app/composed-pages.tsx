import { CasePage } from '@/features/cases';
import { CaseReportsSection } from '@/features/results';

/**
 * Pages that show more than one feature. Features never import each other; the app layer puts them
 * together here: the case page with its report versions (the home with the physician's reports: home-with-reports.tsx).
 */
export function CasePageWithReports() {
  return <CasePage slots={{ reports: (c) => <CaseReportsSection caseId={c.id} status={c.status} /> }} />;
}
