export { WorklistPage } from './components/worklist-page';
export { ResultsWorkspacePage } from './components/workspace-page';
export { ReportResultPage } from './components/report-result-page';
export { ReportReadPage } from './components/report-read-page';
export { MyReportsPage } from './components/my-reports-page';
export { LatestReportsCard } from './components/latest-reports-card';
export { CaseReportsSection } from './components/case-reports-section';
