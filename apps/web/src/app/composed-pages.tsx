import { CasePage } from '@/features/cases';
import { HomePage } from '@/features/home';
import { CaseReportsSection, LatestReportsCard } from '@/features/results';

/**
 * Pages that show more than one feature. Features never import each other; the app layer puts them
 * together here: the case page with its report versions, the physician's home with their latest reports.
 */
export function CasePageWithReports() {
  return <CasePage slots={{ reports: (c) => <CaseReportsSection caseId={c.id} status={c.status} /> }} />;
}

export function HomeWithReports() {
  return <HomePage physicianReports={<LatestReportsCard />} />;
}
