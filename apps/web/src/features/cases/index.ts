export { AccessionPage } from './components/accession-page';
export { CaseListPage } from './components/case-list-page';
export { CasePage } from './components/case-page';
export { CaseLabelsPage } from './components/case-labels-page';
