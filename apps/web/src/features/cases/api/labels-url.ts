import { authorizedUrl } from '@/lib/api-client';

/** The labels PDF itself (the token travels in the query, so an iframe or a new tab can load it). */
export const caseLabelsUrl = (id: number) => authorizedUrl(`/api/cases/${id}/labels.pdf`);

/** "Print labels": the labels page opens in a tab of its own (internal-pages layout). */
export const openCaseLabels = (id: number) => window.open(`/specimen/${id}/labels`, '_blank', 'noopener');
