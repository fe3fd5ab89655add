/** The labels PDF itself: the labels page shows it in an iframe by a signed link (lib/downloads.ts). */
export const caseLabelsPath = (id: number) => `/api/cases/${id}/labels.pdf`;

/** "Print labels": the labels page opens in a tab of its own (internal-pages layout). */
export const openCaseLabels = (id: number) => window.open(`/specimen/${id}/labels`, '_blank', 'noopener');
