import { authorizedUrl } from '@/lib/api-client';

/** The report as it would be signed now, marked PRELIMINARY (a new tab; the token travels in the query). */
export const diagnosisPreviewUrl = (caseId: number) => authorizedUrl(`/api/cases/${caseId}/diagnosis/preview.pdf`);
export const openDiagnosisPreview = (caseId: number) => window.open(diagnosisPreviewUrl(caseId), '_blank', 'noopener');

/** A signed version's PDF (the same bytes forever) and its FHIR and HL7 exports. */
export const reportPdfUrl = (caseId: number, version: number) =>
  authorizedUrl(`/api/cases/${caseId}/reports/${version}/pdf`);
export const reportFhirUrl = (caseId: number, version: number) =>
  authorizedUrl(`/api/cases/${caseId}/reports/${version}/fhir`);
export const reportHl7Url = (caseId: number, version: number) =>
  authorizedUrl(`/api/cases/${caseId}/reports/${version}/hl7`);
