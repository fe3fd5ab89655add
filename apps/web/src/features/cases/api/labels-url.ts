import { authorizedUrl } from '@/lib/api-client';

/** The labels PDF, opened by the browser in a new tab (the token travels in the query). */
export const caseLabelsUrl = (id: number) => authorizedUrl(`/api/cases/${id}/labels.pdf`);

export const openCaseLabels = (id: number) => window.open(caseLabelsUrl(id), '_blank', 'noopener');
