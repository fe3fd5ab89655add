/**
 * The report downloads. A browser tab or a saved file cannot send the session's header: they open by a signed link
 * (lib/downloads.ts), never with the token in the address.
 */

/** The report as it would be signed now, marked PRELIMINARY (opened in a new tab). */
export const diagnosisPreviewPath = (caseId: number) => `/api/cases/${caseId}/diagnosis/preview.pdf`;

/** A signed version's PDF (the same bytes forever) and its FHIR and HL7 exports. */
export const reportPdfPath = (caseId: number, version: number) => `/api/cases/${caseId}/reports/${version}/pdf`;
export const reportFhirPath = (caseId: number, version: number) => `/api/cases/${caseId}/reports/${version}/fhir`;
export const reportHl7Path = (caseId: number, version: number) => `/api/cases/${caseId}/reports/${version}/hl7`;
