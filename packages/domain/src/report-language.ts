import type { TLanguage } from './auth';

/**
 * The report's fixed texts in the lab's report language (docs/lab-settings.md#the-reports-language): headings,
 * field labels, banners, signature lines, the footer. The PDF (apps/api routes/results/report-pdf.ts) and the web's
 * report (report-document.tsx) both read them, in the language kept in the signed version (`content.lab.
 * reportLanguage`; English for versions signed before it was kept). Pure and typed: a language missing a key does
 * not compile. `{name}` is a placeholder; `_one`/`_other` keys are the singular and plural of a count `{n}`.
 * Coded values (FISH classes, synoptic answers, diagnoses, HL7/FHIR codes) are never translated.
 */
export interface ReportTexts {
  languageName: string;
  footerLanguage: string;
  titleS: string;
  titleC: string;
  titleF: string;
  caseTypeS: string;
  caseTypeC: string;
  caseTypeF: string;
  bannerFinal: string;
  bannerCorrected: string;
  bannerAddendum: string;
  bannerPreliminary: string;
  watermarkPreliminary: string;
  draftOf: string;
  versionReported: string;
  preliminaryNote: string;
  correctedOn: string;
  notStated: string;
  replacesVersion: string;
  replacesVersionUnnumbered: string;
  criticalNote: string;
  colPatient: string;
  colCase: string;
  colOrderedBy: string;
  name: string;
  dob: string;
  dateOfBirth: string;
  sex: string;
  caseLabel: string;
  type: string;
  collected: string;
  received: string;
  reported: string;
  firstSigned: string;
  provider: string;
  orderingProvider: string;
  facility: string;
  ageYears: string;
  stat: string;
  sexFemale: string;
  sexMale: string;
  sexIntersex: string;
  sexUnknown: string;
  sexOther: string;
  testsOrdered: string;
  clinicalHistory: string;
  noneGiven: string;
  specimensSubmitted: string;
  specimen: string;
  finalDiagnosis: string;
  seeComment: string;
  noDiagnosisYet: string;
  synopticReport: string;
  result: string;
  comment: string;
  commentLine: string;
  reason: string;
  addendumHeading: string;
  addendumSignedBy: string;
  addenda: string;
  addendumSigned: string;
  addendumAfterCorrection: string;
  addendumReason: string;
  addendumOriginal: string;
  previouslyReported: string;
  previouslyReportedItem: string;
  previouslyReportedPartItem: string;
  fishResults: string;
  fish: string;
  probeSet: string;
  method: string;
  methodHer2Dual: string;
  methodUrovysion: string;
  methodBreakApart: string;
  probeLot: string;
  lotExpiry: string;
  readers: string;
  nucleiCounted: string;
  meanHer2: string;
  meanCep17: string;
  her2Cep17Ratio: string;
  ascoCapGroup: string;
  ratio: string;
  positiveNuclei: string;
  positiveOf: string;
  interpretation: string;
  resultAccepted: string;
  resultAcceptedOn: string;
  fishNuclei: string;
  fishRatio: string;
  fishMeanHer2: string;
  fishMeanCep17: string;
  fishGroup: string;
  fishLot: string;
  microscopicDescription: string;
  grossDescription: string;
  blocksAndSlides: string;
  blocks_one: string;
  blocks_other: string;
  slides_one: string;
  slides_other: string;
  unstained: string;
  noSlides: string;
  icdCodes: string;
  cptCodes: string;
  icdShort: string;
  cptShort: string;
  continued: string;
  units_one: string;
  units_other: string;
  notSigned: string;
  signedByOn: string;
  signedBy: string;
  originalSigned: string;
  attestation: string;
  version: string;
  page: string;
  confidential: string;
}

const en: ReportTexts = {
  languageName: 'English',
  footerLanguage: "Report written in English, the laboratory's report language",
  titleS: 'Surgical Pathology Report',
  titleC: 'Cytopathology Report',
  titleF: 'FISH Report',
  caseTypeS: 'Surgical',
  caseTypeC: 'Cytology',
  caseTypeF: 'FISH',
  bannerFinal: 'FINAL REPORT',
  bannerCorrected: 'CORRECTED REPORT',
  bannerAddendum: 'ADDENDUM',
  bannerPreliminary: 'PRELIMINARY – NOT FOR CLINICAL USE',
  watermarkPreliminary: 'PRELIMINARY',
  draftOf: 'Draft of {time}',
  versionReported: 'Version {version} · Reported {time}',
  preliminaryNote:
    'This report has not been signed by a pathologist. The diagnosis may change; do not use it for patient care.',
  correctedOn: 'Corrected on {time}. Reason for correction: {reason}',
  notStated: 'not stated',
  replacesVersion: 'This report replaces the version {version} reported {time}; see "Previously reported" below.',
  replacesVersionUnnumbered: 'This report replaces the version reported {time}; see "Previously reported" below.',
  criticalNote: 'CRITICAL RESULT: the ordering provider is notified by telephone as the laboratory requires.',
  colPatient: 'Patient',
  colCase: 'Case',
  colOrderedBy: 'Ordered by',
  name: 'Name',
  dob: 'DOB',
  dateOfBirth: 'Date of birth',
  sex: 'Sex',
  caseLabel: 'Case',
  type: 'Type',
  collected: 'Collected',
  received: 'Received',
  reported: 'Reported',
  firstSigned: 'First signed',
  provider: 'Provider',
  orderingProvider: 'Ordering provider',
  facility: 'Facility',
  ageYears: '{age} y',
  stat: 'STAT',
  sexFemale: 'Female',
  sexMale: 'Male',
  sexIntersex: 'Intersex',
  sexUnknown: 'Unknown',
  sexOther: 'Other',
  testsOrdered: 'Tests ordered: {tests}',
  clinicalHistory: 'Clinical history',
  noneGiven: 'None given.',
  specimensSubmitted: 'Specimens submitted',
  specimen: 'Specimen',
  finalDiagnosis: 'Final diagnosis',
  seeComment: 'See comment.',
  noDiagnosisYet: 'No final diagnosis entered yet.',
  synopticReport: 'Synoptic report: {protocol}, version {version}',
  result: 'Result',
  comment: 'Comment',
  commentLine: 'Comment: {text}',
  reason: 'Reason: {reason}',
  addendumHeading: 'Addendum · {time}',
  addendumSignedBy: 'Addendum (version {version}) electronically signed by {name} on {time}.',
  addenda: 'Addenda',
  addendumSigned: 'Addendum signed {time}.',
  addendumAfterCorrection:
    'The diagnosis below is the corrected diagnosis of version {version} (corrected {corrected}{reason}; originally reported {original}); this addendum does not change it.',
  addendumReason: '; reason: {reason}',
  addendumOriginal: 'The original diagnosis (reported {original}) is unchanged; the addendum follows it.',
  previouslyReported: 'Previously reported (version {version}, {time})',
  previouslyReportedItem: '{item}, previously reported:',
  previouslyReportedPartItem: 'Part {part}, {item}, previously reported:',
  fishResults: 'FISH results',
  fish: 'FISH',
  probeSet: 'Probe set',
  method: 'Method',
  methodHer2Dual: 'HER2 dual probe',
  methodUrovysion: 'UroVysion',
  methodBreakApart: 'Break-apart',
  probeLot: 'Probe lot',
  lotExpiry: '{lot} (exp. {date})',
  readers: 'Readers (nuclei)',
  nucleiCounted: 'Nuclei counted',
  meanHer2: 'Mean HER2 / cell',
  meanCep17: 'Mean CEP17 / cell',
  her2Cep17Ratio: 'HER2/CEP17 ratio',
  ascoCapGroup: 'ASCO/CAP group',
  ratio: 'Ratio',
  positiveNuclei: 'Positive nuclei',
  positiveOf: '{n} of {total}',
  interpretation: 'Interpretation: {text}',
  resultAccepted: 'Result accepted by {name}.',
  resultAcceptedOn: 'Result accepted by {name} on {time}.',
  fishNuclei: '{n} nuclei',
  fishRatio: 'ratio {value}',
  fishMeanHer2: 'mean HER2 {value}',
  fishMeanCep17: 'mean CEP17 {value}',
  fishGroup: 'group {group}',
  fishLot: 'lot {lot}',
  microscopicDescription: 'Microscopic description',
  grossDescription: 'Gross description',
  blocksAndSlides: 'Blocks and slides: {summary}',
  blocks_one: '{ranges} ({n} block)',
  blocks_other: '{ranges} ({n} blocks)',
  slides_one: '{blocks}; {n} slide: {stains}',
  slides_other: '{blocks}; {n} slides: {stains}',
  unstained: 'unstained',
  noSlides: 'no slides',
  icdCodes: 'ICD-10-CM diagnosis codes',
  cptCodes: 'CPT procedure codes',
  icdShort: 'ICD-10',
  cptShort: 'CPT',
  continued: '{title} (continued)',
  units_one: '×{n} unit',
  units_other: '×{n} units',
  notSigned: 'Not signed. Pathologist assigned: {name}. A signed final report will follow.',
  signedByOn: 'Electronically signed by {name} on {time}',
  signedBy: 'Electronically signed by',
  originalSigned: 'Original report signed {time}.',
  attestation:
    'The pathologist named above has personally reviewed the specimen(s) and rendered the diagnosis. Test performed at {lab}, {address} (CLIA {clia}).',
  version: 'version {version}',
  page: 'Page {page} of {pages}',
  confidential: 'Confidential patient information',
};

const es: ReportTexts = {
  languageName: 'español',
  footerLanguage: 'Informe redactado en español, idioma de informes del laboratorio',
  titleS: 'Informe de anatomía patológica quirúrgica',
  titleC: 'Informe de citopatología',
  titleF: 'Informe de FISH',
  caseTypeS: 'Quirúrgico',
  caseTypeC: 'Citología',
  caseTypeF: 'FISH',
  bannerFinal: 'INFORME FINAL',
  bannerCorrected: 'INFORME CORREGIDO',
  bannerAddendum: 'ADENDA',
  bannerPreliminary: 'PRELIMINAR – NO APTO PARA USO CLÍNICO',
  watermarkPreliminary: 'PRELIMINAR',
  draftOf: 'Borrador del {time}',
  versionReported: 'Versión {version} · Informado el {time}',
  preliminaryNote:
    'Este informe no ha sido firmado por un patólogo. El diagnóstico puede cambiar; no lo utilice para la atención del paciente.',
  correctedOn: 'Corregido el {time}. Motivo de la corrección: {reason}',
  notStated: 'no indicado',
  replacesVersion:
    'Este informe sustituye a la versión {version} informada el {time}; véase «Informado anteriormente» más abajo.',
  replacesVersionUnnumbered:
    'Este informe sustituye a la versión informada el {time}; véase «Informado anteriormente» más abajo.',
  criticalNote: 'RESULTADO CRÍTICO: se notifica por teléfono al médico solicitante, según exige el laboratorio.',
  colPatient: 'Paciente',
  colCase: 'Caso',
  colOrderedBy: 'Solicitado por',
  name: 'Nombre',
  dob: 'F. nac.',
  dateOfBirth: 'Fecha de nacimiento',
  sex: 'Sexo',
  caseLabel: 'Caso',
  type: 'Tipo',
  collected: 'Obtenida',
  received: 'Recibida',
  reported: 'Informado',
  firstSigned: 'Primera firma',
  provider: 'Médico',
  orderingProvider: 'Médico solicitante',
  facility: 'Centro',
  ageYears: '{age} años',
  stat: 'URGENTE',
  sexFemale: 'Femenino',
  sexMale: 'Masculino',
  sexIntersex: 'Intersexual',
  sexUnknown: 'Desconocido',
  sexOther: 'Otro',
  testsOrdered: 'Pruebas solicitadas: {tests}',
  clinicalHistory: 'Historia clínica',
  noneGiven: 'No consta.',
  specimensSubmitted: 'Muestras remitidas',
  specimen: 'Muestra',
  finalDiagnosis: 'Diagnóstico final',
  seeComment: 'Véase el comentario.',
  noDiagnosisYet: 'Aún no se ha introducido el diagnóstico final.',
  synopticReport: 'Informe sinóptico: {protocol}, versión {version}',
  result: 'Resultado',
  comment: 'Comentario',
  commentLine: 'Comentario: {text}',
  reason: 'Motivo: {reason}',
  addendumHeading: 'Adenda · {time}',
  addendumSignedBy: 'Adenda (versión {version}) firmada electrónicamente por {name} el {time}.',
  addenda: 'Adendas',
  addendumSigned: 'Adenda firmada el {time}.',
  addendumAfterCorrection:
    'El diagnóstico que sigue es el diagnóstico corregido de la versión {version} (corregido el {corrected}{reason}; informado originalmente el {original}); esta adenda no lo modifica.',
  addendumReason: '; motivo: {reason}',
  addendumOriginal: 'El diagnóstico original (informado el {original}) no cambia; la adenda lo complementa.',
  previouslyReported: 'Informado anteriormente (versión {version}, {time})',
  previouslyReportedItem: '{item}, informado anteriormente:',
  previouslyReportedPartItem: 'Parte {part}, {item}, informado anteriormente:',
  fishResults: 'Resultados de FISH',
  fish: 'FISH',
  probeSet: 'Juego de sondas',
  method: 'Método',
  methodHer2Dual: 'Sonda dual HER2',
  methodUrovysion: 'UroVysion',
  methodBreakApart: 'Separación (break-apart)',
  probeLot: 'Lote de sonda',
  lotExpiry: '{lot} (cad. {date})',
  readers: 'Lectores (núcleos)',
  nucleiCounted: 'Núcleos contados',
  meanHer2: 'Media HER2 / célula',
  meanCep17: 'Media CEP17 / célula',
  her2Cep17Ratio: 'Cociente HER2/CEP17',
  ascoCapGroup: 'Grupo ASCO/CAP',
  ratio: 'Cociente',
  positiveNuclei: 'Núcleos positivos',
  positiveOf: '{n} de {total}',
  interpretation: 'Interpretación: {text}',
  resultAccepted: 'Resultado aceptado por {name}.',
  resultAcceptedOn: 'Resultado aceptado por {name} el {time}.',
  fishNuclei: '{n} núcleos',
  fishRatio: 'cociente {value}',
  fishMeanHer2: 'media HER2 {value}',
  fishMeanCep17: 'media CEP17 {value}',
  fishGroup: 'grupo {group}',
  fishLot: 'lote {lot}',
  microscopicDescription: 'Descripción microscópica',
  grossDescription: 'Descripción macroscópica',
  blocksAndSlides: 'Bloques y laminillas: {summary}',
  blocks_one: '{ranges} ({n} bloque)',
  blocks_other: '{ranges} ({n} bloques)',
  slides_one: '{blocks}; {n} laminilla: {stains}',
  slides_other: '{blocks}; {n} laminillas: {stains}',
  unstained: 'sin teñir',
  noSlides: 'sin laminillas',
  icdCodes: 'Códigos diagnósticos CIE-10-MC (ICD-10-CM)',
  cptCodes: 'Códigos de procedimiento CPT',
  icdShort: 'CIE-10',
  cptShort: 'CPT',
  continued: '{title} (continuación)',
  units_one: '×{n} unidad',
  units_other: '×{n} unidades',
  notSigned: 'Sin firmar. Patólogo asignado: {name}. Se emitirá un informe final firmado.',
  signedByOn: 'Firmado electrónicamente por {name} el {time}',
  signedBy: 'Firmado electrónicamente por',
  originalSigned: 'Informe original firmado el {time}.',
  attestation:
    'El patólogo arriba indicado ha revisado personalmente la(s) muestra(s) y emitido el diagnóstico. Prueba realizada en {lab}, {address} (CLIA {clia}).',
  version: 'versión {version}',
  page: 'Página {page} de {pages}',
  confidential: 'Información confidencial del paciente',
};

const fr: ReportTexts = {
  languageName: 'français',
  footerLanguage: 'Compte rendu rédigé en français, langue des comptes rendus du laboratoire',
  titleS: "Compte rendu d'anatomie pathologique chirurgicale",
  titleC: 'Compte rendu de cytopathologie',
  titleF: 'Compte rendu de FISH',
  caseTypeS: 'Chirurgical',
  caseTypeC: 'Cytologie',
  caseTypeF: 'FISH',
  bannerFinal: 'COMPTE RENDU DÉFINITIF',
  bannerCorrected: 'COMPTE RENDU RECTIFIÉ',
  bannerAddendum: 'ADDENDUM',
  bannerPreliminary: 'PRÉLIMINAIRE – NE PAS UTILISER EN CLINIQUE',
  watermarkPreliminary: 'PRÉLIMINAIRE',
  draftOf: 'Brouillon du {time}',
  versionReported: 'Version {version} · Rendu le {time}',
  preliminaryNote:
    "Ce compte rendu n'a pas été signé par un pathologiste. Le diagnostic peut changer ; ne l'utilisez pas pour la prise en charge du patient.",
  correctedOn: 'Rectifié le {time}. Motif de la rectification : {reason}',
  notStated: 'non précisé',
  replacesVersion:
    'Ce compte rendu remplace la version {version} rendue le {time} ; voir « Précédemment rendu » ci-dessous.',
  replacesVersionUnnumbered:
    'Ce compte rendu remplace la version rendue le {time} ; voir « Précédemment rendu » ci-dessous.',
  criticalNote: 'RÉSULTAT CRITIQUE : le médecin prescripteur est prévenu par téléphone, comme le laboratoire l’exige.',
  colPatient: 'Patient',
  colCase: 'Dossier',
  colOrderedBy: 'Prescrit par',
  name: 'Nom',
  dob: 'Né(e) le',
  dateOfBirth: 'Date de naissance',
  sex: 'Sexe',
  caseLabel: 'Dossier',
  type: 'Type',
  collected: 'Prélevé',
  received: 'Reçu',
  reported: 'Rendu',
  firstSigned: 'Première signature',
  provider: 'Médecin',
  orderingProvider: 'Médecin prescripteur',
  facility: 'Centre',
  ageYears: '{age} ans',
  stat: 'URGENT',
  sexFemale: 'Féminin',
  sexMale: 'Masculin',
  sexIntersex: 'Intersexe',
  sexUnknown: 'Inconnu',
  sexOther: 'Autre',
  testsOrdered: 'Examens demandés : {tests}',
  clinicalHistory: 'Renseignements cliniques',
  noneGiven: 'Non communiqués.',
  specimensSubmitted: 'Prélèvements adressés',
  specimen: 'Prélèvement',
  finalDiagnosis: 'Diagnostic final',
  seeComment: 'Voir le commentaire.',
  noDiagnosisYet: "Aucun diagnostic final n'a encore été saisi.",
  synopticReport: 'Compte rendu standardisé : {protocol}, version {version}',
  result: 'Résultat',
  comment: 'Commentaire',
  commentLine: 'Commentaire : {text}',
  reason: 'Motif : {reason}',
  addendumHeading: 'Addendum · {time}',
  addendumSignedBy: 'Addendum (version {version}) signé électroniquement par {name} le {time}.',
  addenda: 'Addenda',
  addendumSigned: 'Addendum signé le {time}.',
  addendumAfterCorrection:
    'Le diagnostic ci-dessous est le diagnostic rectifié de la version {version} (rectifié le {corrected}{reason} ; rendu initialement le {original}) ; cet addendum ne le modifie pas.',
  addendumReason: ' ; motif : {reason}',
  addendumOriginal: "Le diagnostic initial (rendu le {original}) est inchangé ; l'addendum le complète.",
  previouslyReported: 'Précédemment rendu (version {version}, {time})',
  previouslyReportedItem: '{item}, précédemment rendu :',
  previouslyReportedPartItem: 'Prélèvement {part}, {item}, précédemment rendu :',
  fishResults: 'Résultats FISH',
  fish: 'FISH',
  probeSet: 'Jeu de sondes',
  method: 'Méthode',
  methodHer2Dual: 'Sonde double HER2',
  methodUrovysion: 'UroVysion',
  methodBreakApart: 'Break-apart (séparation)',
  probeLot: 'Lot de sonde',
  lotExpiry: '{lot} (exp. {date})',
  readers: 'Lecteurs (noyaux)',
  nucleiCounted: 'Noyaux comptés',
  meanHer2: 'HER2 moyen / cellule',
  meanCep17: 'CEP17 moyen / cellule',
  her2Cep17Ratio: 'Rapport HER2/CEP17',
  ascoCapGroup: 'Groupe ASCO/CAP',
  ratio: 'Rapport',
  positiveNuclei: 'Noyaux positifs',
  positiveOf: '{n} sur {total}',
  interpretation: 'Interprétation : {text}',
  resultAccepted: 'Résultat validé par {name}.',
  resultAcceptedOn: 'Résultat validé par {name} le {time}.',
  fishNuclei: '{n} noyaux',
  fishRatio: 'rapport {value}',
  fishMeanHer2: 'HER2 moyen {value}',
  fishMeanCep17: 'CEP17 moyen {value}',
  fishGroup: 'groupe {group}',
  fishLot: 'lot {lot}',
  microscopicDescription: 'Description microscopique',
  grossDescription: 'Description macroscopique',
  blocksAndSlides: 'Blocs et lames : {summary}',
  blocks_one: '{ranges} ({n} bloc)',
  blocks_other: '{ranges} ({n} blocs)',
  slides_one: '{blocks} ; {n} lame : {stains}',
  slides_other: '{blocks} ; {n} lames : {stains}',
  unstained: 'non colorée',
  noSlides: 'aucune lame',
  icdCodes: 'Codes diagnostiques CIM-10-CM (ICD-10-CM)',
  cptCodes: 'Codes d’actes CPT',
  icdShort: 'CIM-10',
  cptShort: 'CPT',
  continued: '{title} (suite)',
  units_one: '×{n} unité',
  units_other: '×{n} unités',
  notSigned: 'Non signé. Pathologiste désigné : {name}. Un compte rendu définitif signé suivra.',
  signedByOn: 'Signé électroniquement par {name} le {time}',
  signedBy: 'Signé électroniquement par',
  originalSigned: 'Compte rendu initial signé le {time}.',
  attestation:
    'Le pathologiste nommé ci-dessus a personnellement examiné le(s) prélèvement(s) et posé le diagnostic. Examen réalisé par {lab}, {address} (CLIA {clia}).',
  version: 'version {version}',
  page: 'Page {page} sur {pages}',
  confidential: 'Informations confidentielles sur le patient',
};

export const REPORT_TEXTS: Record<TLanguage, ReportTexts> = { en, es, fr };

export type TReportTextKey = keyof ReportTexts;
type TCountKey = { [K in TReportTextKey]: K extends `${infer B}_one` ? B : never }[TReportTextKey];

/** `{name}` replaced by its value; a placeholder without a value is left as it is. */
export function fillPlaceholders(template: string, params: Record<string, string | number> = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.prototype.hasOwnProperty.call(params, name) ? String(params[name]) : whole,
  );
}

/** The placeholders a text names, sorted (the catalogue's check: every language has the same). */
export function placeholdersOf(template: string): string[] {
  return [...new Set([...template.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!))].sort();
}

/** The language a signed version is written in: the one kept at signing, English for versions signed before. */
export function reportLanguageOf(content: { lab: { reportLanguage?: TLanguage | undefined } }): TLanguage {
  return content.lab.reportLanguage ?? 'en';
}

/** The report's texts in one language, with a helper for placeholders and counts. */
export function reportTexts(language: TLanguage) {
  const texts = REPORT_TEXTS[language] ?? en;
  const plurals = new Intl.PluralRules(language);
  return {
    language,
    texts,
    t: (key: TReportTextKey, params?: Record<string, string | number>) => fillPlaceholders(texts[key], params),
    /** A count: `{n}` with the singular or plural text (French 0 and 1 are singular). */
    count: (key: TCountKey, n: number, params: Record<string, string | number> = {}) =>
      fillPlaceholders(texts[`${key}_${plurals.select(n) === 'one' ? 'one' : 'other'}` as TReportTextKey], {
        ...params,
        n,
      }),
  };
}
export type TReportTexts = ReturnType<typeof reportTexts>;

const dateFormatters = new Map<string, Intl.DateTimeFormat>();
function cached(key: string, make: () => Intl.DateTimeFormat): Intl.DateTimeFormat {
  let f = dateFormatters.get(key);
  if (!f) {
    f = make();
    dateFormatters.set(key, f);
  }
  return f;
}

/** The locale each report language prints its dates in (English keeps the portal's US form). */
const DATE_LOCALES: Record<TLanguage, string> = { en: 'en-US', es: 'es-ES', fr: 'fr-FR' };

/**
 * `11/20/2026 19:30 CST` (en), `20/11/2026 19:30 CST` (es, fr): an instant as the report prints it, the date in
 * the report's language (Intl), the clock in 24 hours and the zone's abbreviation as English names it (Intl in
 * Spanish or French names Chicago's zone `GMT-6`; the abbreviation reads the same in every language).
 */
export function formatReportDateTime(iso: string | Date | null, timeZone: string, language: TLanguage): string {
  if (!iso) return '—';
  const d = iso instanceof Date ? iso : new Date(iso);
  if (Number.isNaN(d.getTime())) return String(iso);
  const zone = cached(
    `zone|${timeZone}`,
    () =>
      new Intl.DateTimeFormat('en-US', {
        timeZone,
        hourCycle: 'h23',
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        timeZoneName: 'short',
      }),
  );
  const p: Record<string, string> = {};
  for (const part of zone.formatToParts(d)) p[part.type] = part.value;
  const date =
    language === 'en'
      ? `${p.month}/${p.day}/${p.year}`
      : cached(
          `date|${language}|${timeZone}`,
          () =>
            new Intl.DateTimeFormat(DATE_LOCALES[language], {
              timeZone,
              year: 'numeric',
              month: '2-digit',
              day: '2-digit',
            }),
        ).format(d);
  return `${date} ${p.hour}:${p.minute} ${p.timeZoneName}`;
}

/** `11/20/2026` (en), `20/11/2026` (es, fr): a calendar date (`YYYY-MM-DD…`, a date of birth) in the language. */
export function formatReportDate(ymd: string | null, language: TLanguage): string {
  const m = ymd ? /^(\d{4})-(\d{2})-(\d{2})/.exec(ymd) : null;
  if (!m) return ymd ?? '—';
  if (language === 'en') return `${m[2]}/${m[3]}/${m[1]}`;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return cached(
    `day|${language}`,
    () =>
      new Intl.DateTimeFormat(DATE_LOCALES[language], {
        timeZone: 'UTC',
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
      }),
  ).format(d);
}

/** `2.35` (en), `2,35` (es, fr): a FISH mean or ratio with two decimals in the language. */
export function formatReportDecimal(v: number, language: TLanguage): string {
  return language === 'en'
    ? v.toFixed(2)
    : new Intl.NumberFormat(DATE_LOCALES[language], {
        minimumFractionDigits: 2,
        maximumFractionDigits: 2,
        useGrouping: false,
      }).format(v);
}

/** The patient's sex by its key in the report's catalogue. */
const REPORT_SEX_KEYS = {
  female: 'sexFemale',
  male: 'sexMale',
  intersex: 'sexIntersex',
  unknown: 'sexUnknown',
  other: 'sexOther',
} as const;

/** The patient's sex in the report's language, through its `t` (a value outside the list as it is). */
export function reportSexText(
  sex: string,
  t: (key: (typeof REPORT_SEX_KEYS)[keyof typeof REPORT_SEX_KEYS]) => string,
): string {
  return sex in REPORT_SEX_KEYS ? t(REPORT_SEX_KEYS[sex as keyof typeof REPORT_SEX_KEYS]) : sex;
}
