/**
 * The lookup lists of the Administration menu (docs/lookup-lists.md), declared once. From each entry follow
 * its database table, validation, API (/api/lookups/:key), OpenAPI, list screen and form. A new list is one
 * entry here plus its generated migration (`npm run db:generate`).
 */

import { CASE_TYPE_LABELS } from '../identifiers';
import { STAFF_ROLES, type TRole } from '../roles';
import { TAG_COLOR_NAMES } from '../shell/tag-colors';

interface LookupFieldBase {
  /** camelCase name in the API; the column is its snake_case form. */
  name: string;
  label: string;
  required?: boolean;
  /** Shown as a column in the list screen. */
  inList?: boolean;
  help?: string;
  /**
   * Set elsewhere, never by this list's writes or imports: why, as the 400 a differing value gets (the Pathologists
   * entry's linked user is the signature line's owner, set by the two-step link of docs/roles.md#sign-out-rights).
   */
  readOnly?: string;
}

/** Free text, one line or several. */
interface LookupTextField extends LookupFieldBase {
  kind: 'text' | 'textarea';
  /** A format the value must match, with the message to show. */
  pattern?: { regex: string; message: string };
  maxLength?: number;
  /** An identifier with a check digit, validated beyond its format. */
  check?: 'npi';
}

/** A calendar day (YYYY-MM-DD). */
export interface LookupDateField extends LookupFieldBase {
  kind: 'date';
  /**
   * The day the entry stops being usable (a reagent lot's expiry): its entries carry `expired` (that day is past)
   * and the list screen marks them Expired. At most one such field per list.
   */
  expires?: boolean;
}

/** One (`enum`) or several (`multienum`) of fixed choices. */
interface LookupChoiceField extends LookupFieldBase {
  kind: 'enum' | 'multienum';
  options: readonly string[];
  /** What people read for each stored option (the option itself where none is given). */
  optionLabels?: Readonly<Record<string, string>>;
}

/** The words shown for a choice field's stored option: its label, else the option as stored. */
export function choiceLabel(f: { optionLabels?: Readonly<Record<string, string>> }, option: string): string {
  return f.optionLabels?.[option] ?? option;
}

/** An entry of another list (by its key), or a user ('users'); stored as its id. */
interface LookupRefField extends LookupFieldBase {
  kind: 'ref';
  ref: string;
}

interface LookupPlainField extends LookupFieldBase {
  kind: 'boolean' | 'integer' | 'money' | 'color';
}

export type LookupField = LookupTextField | LookupDateField | LookupChoiceField | LookupRefField | LookupPlainField;
export type LookupFieldKind = LookupField['kind'];

/** Who may use a list. Readers who may not write see its active entries only (what their forms offer). */
export interface LookupAccess {
  /** List and open entries. */
  read: readonly TRole[];
  /** Add, change, deactivate and reactivate entries; import, export, and read an entry's history. */
  write: readonly TRole[];
}

/** Unless a list declares its own: staff read and write; physicians read active entries (for their forms). */
const LOOKUP_ACCESS = { read: [...STAFF_ROLES, 'physician'], write: STAFF_ROLES } as const satisfies LookupAccess;

export interface LookupList {
  /** The route's name (docs/lookup-lists.md#the-lists): /api/lookups/<key> and the page /<key>. */
  key: string;
  title: string;
  /** One entry, for buttons and messages ("Add body site"). */
  singular: string;
  /** Database table name. */
  table: string;
  description: string;
  codeLabel?: string;
  nameLabel?: string;
  /** A format the code must match. */
  codePattern?: { regex: string; message: string };
  fields: readonly LookupField[];
  /** Large lists (ICD-10-CM) are searched by prefix and trigram, and imported in bulk. */
  large?: boolean;
  /** Who may read and write it; `LOOKUP_ACCESS` when absent. */
  access?: LookupAccess;
  /** Its entries' names are people's names, held to the safe-name rule (person-names.ts). */
  personName?: boolean;
}

const ICD10_PATTERN = {
  regex: '^[A-TV-Z][0-9][0-9AB](\\.[0-9A-TV-Z]{1,4})?$',
  message: 'must be an ICD-10-CM code such as C50.911',
};
const CPT_PATTERN = { regex: '^[0-9]{4}[0-9A-Z]$', message: 'must be a 5-character CPT code such as 88305' };
const NPI_PATTERN = { regex: '^[0-9]{10}$', message: 'must be 10 digits' };

const LATITUDE_PATTERN = {
  regex: '^-?(90(\\.0+)?|[1-8]?\\d(\\.\\d+)?)$',
  message: 'must be a latitude between -90 and 90 in decimal degrees',
};
const LONGITUDE_PATTERN = {
  regex: '^-?(180(\\.0+)?|(1[0-7]\\d|[1-9]?\\d)(\\.\\d+)?)$',
  message: 'must be a longitude between -180 and 180 in decimal degrees',
};

const address = [
  { name: 'address', label: 'Address', kind: 'textarea' },
  { name: 'phone', label: 'Phone', kind: 'text', maxLength: 40, inList: true },
] as const satisfies readonly LookupField[];

export const LOOKUP_LISTS = [
  {
    key: 'accidenttypes',
    title: 'Accident Types',
    singular: 'Accident type',
    table: 'lk_accident_types',
    description: 'Claim "related cause": auto accident, employment, other accident.',
    fields: [],
  },
  {
    key: 'additionalflag',
    title: 'Additional Flag',
    singular: 'Flag',
    table: 'lk_additional_flags',
    description: 'Case flags: STAT, hold, second opinion, patient notified…',
    fields: [{ name: 'color', label: 'Colour', kind: 'color', inList: true }],
  },
  {
    key: 'ailmenttypes',
    title: 'Ailment Types',
    singular: 'Ailment type',
    table: 'lk_ailment_types',
    description: 'Illness, injury or pregnancy.',
    fields: [],
  },
  {
    key: 'billingclasses',
    title: 'Billing Classes',
    singular: 'Billing class',
    table: 'lk_billing_classes',
    description: 'Who is billed: client, patient, insurance, Medicare, Medicaid.',
    fields: [],
  },
  {
    key: 'bodysites',
    title: 'Body Sites',
    singular: 'Body site',
    table: 'lk_body_sites',
    description: 'Specimen sites.',
    fields: [{ name: 'lateralityApplies', label: 'Laterality applies', kind: 'boolean', inList: true }],
  },
  {
    key: 'departments',
    title: 'Departments',
    singular: 'Department',
    table: 'lk_departments',
    description: 'Lab sections: histology, cytology, FISH/molecular.',
    fields: [],
  },
  {
    key: 'financialclasses',
    title: 'Financial Classes',
    singular: 'Financial class',
    table: 'lk_financial_classes',
    description: 'Payer groups for receivables.',
    fields: [],
  },
  {
    key: 'gennotifieruserlist',
    title: 'GenNotifier Users',
    singular: 'Notification subscription',
    table: 'lk_gennotifier_users',
    description: 'Who is notified of which events (report final, amended, critical).',
    fields: [
      { name: 'userId', label: 'User', kind: 'ref', ref: 'users', required: true, inList: true },
      {
        name: 'eventTypes',
        label: 'Event types',
        kind: 'multienum',
        options: ['report-final', 'report-amended', 'report-addended', 'critical-result', 'stat-case'],
        optionLabels: {
          'report-final': 'Final report',
          'report-amended': 'Corrected report',
          'report-addended': 'Addendum',
          'critical-result': 'Critical result',
          'stat-case': 'STAT case',
        },
        required: true,
        inList: true,
      },
      {
        name: 'channel',
        label: 'Channel',
        kind: 'enum',
        options: ['in-app', 'email'],
        optionLabels: { 'in-app': 'In the portal', email: 'Email' },
        required: true,
        inList: true,
      },
    ],
  },
  {
    key: 'grossdescription',
    title: 'Gross Description',
    singular: 'Gross template',
    table: 'lk_gross_descriptions',
    description: 'Gross templates per specimen type; [blanks] are filled in at grossing.',
    fields: [{ name: 'templateText', label: 'Template text', kind: 'textarea', required: true }],
  },
  {
    key: 'icdcodelist',
    title: 'ICD Codes',
    singular: 'ICD-10 code',
    table: 'lk_icd_codes',
    description: 'ICD-10-CM diagnosis codes (import the full code set from CSV).',
    codeLabel: 'ICD-10-CM code',
    nameLabel: 'Description',
    codePattern: ICD10_PATTERN,
    fields: [],
    large: true,
  },
  {
    key: 'masterlist',
    title: 'Master List',
    singular: 'Master list entry',
    table: 'lk_master_list',
    description: 'Generic key/value lists that feed small drop-downs.',
    fields: [
      { name: 'listName', label: 'List name', kind: 'text', required: true, inList: true, maxLength: 80 },
      // The colour an entry shows with where a list is drawn as coloured tags (the task tags: docs/workspace.md#tasks).
      { name: 'color', label: 'Colour', kind: 'enum', options: TAG_COLOR_NAMES, inList: true },
    ],
  },
  {
    key: 'microcodes',
    title: 'Microcodes',
    singular: 'Microcode',
    table: 'lk_microcodes',
    description: 'Short code expanding into canned microscopic text and diagnosis.',
    fields: [
      { name: 'microText', label: 'Microscopic text', kind: 'textarea', required: true },
      { name: 'diagnosisText', label: 'Diagnosis text', kind: 'textarea' },
      { name: 'icdCode', label: 'ICD-10 code', kind: 'text', pattern: ICD10_PATTERN, inList: true },
    ],
  },
  {
    // Orders in (docs/interfaces.md): an incoming order's test code (OBR-4, ServiceRequest.code) in its coding
    // system → the case type and the Tests entries of the case it is accessioned as.
    key: 'ordercodes',
    title: 'Order Codes',
    singular: 'Order code',
    table: 'lk_order_codes',
    description: 'Test codes of incoming HL7/FHIR orders → case type and tests.',
    codeLabel: 'Order code',
    fields: [
      {
        name: 'codingSystem',
        label: 'Coding system',
        kind: 'text',
        required: true,
        maxLength: 40,
        inList: true,
        help: 'As sent in OBR-4.3: L (local), CPT, LN…',
      },
      {
        name: 'caseType',
        label: 'Case type',
        kind: 'enum',
        options: ['S', 'C', 'F'],
        optionLabels: CASE_TYPE_LABELS,
        required: true,
        inList: true,
      },
      {
        name: 'testCodes',
        label: 'Tests',
        kind: 'text',
        maxLength: 200,
        inList: true,
        help: 'Comma-separated codes of the Tests list, e.g. SP-BX',
      },
    ],
  },
  {
    key: 'pathologists',
    personName: true,
    title: 'Pathologists',
    singular: 'Pathologist',
    table: 'lk_pathologists',
    description: 'Signing pathologists; sign-out needs a linked user.',
    fields: [
      {
        name: 'npi',
        label: 'NPI',
        kind: 'text',
        pattern: NPI_PATTERN,
        check: 'npi',
        inList: true,
        help: 'Check digit validated',
      },
      { name: 'credentials', label: 'Credentials', kind: 'text', maxLength: 40, inList: true },
      {
        name: 'userId',
        label: 'Linked user',
        kind: 'ref',
        ref: 'users',
        inList: true,
        readOnly:
          'is set from the user record: an administrator proposes the link and the user confirms it with their password',
        help: 'Set from the user record (the user confirms it)',
      },
      { name: 'signatureLine', label: 'Signature line', kind: 'text', maxLength: 200 },
    ],
  },
  {
    key: 'probelots',
    title: 'Probe Lots',
    singular: 'Probe lot',
    table: 'lk_probe_lots',
    description: 'FISH reagent lots; an expired lot is refused at scoring.',
    fields: [
      { name: 'probeSetId', label: 'Probe set', kind: 'ref', ref: 'probesets', required: true, inList: true },
      { name: 'lotNumber', label: 'Lot number', kind: 'text', required: true, maxLength: 60, inList: true },
      { name: 'expiryDate', label: 'Expiry date', kind: 'date', required: true, inList: true, expires: true },
      { name: 'receivedDate', label: 'Received date', kind: 'date' },
    ],
  },
  {
    key: 'probesets',
    title: 'Probe Sets',
    singular: 'Probe set',
    table: 'lk_probe_sets',
    description: 'FISH assays and their probes.',
    fields: [
      {
        name: 'scoringMethod',
        label: 'Scoring method',
        kind: 'enum',
        options: ['her2-dual', 'urovysion', 'break-apart'],
        optionLabels: {
          'her2-dual': 'HER2/CEP17 dual probe',
          urovysion: 'UroVysion (urine)',
          'break-apart': 'Break-apart probe',
        },
        required: true,
        inList: true,
      },
      {
        name: 'probeColors',
        label: 'Probe colours',
        kind: 'text',
        maxLength: 200,
        inList: true,
        help: 'e.g. HER2 red, CEP17 green',
      },
    ],
  },
  {
    key: 'procedurelist',
    title: 'Procedures',
    singular: 'Procedure',
    table: 'lk_procedures',
    description: 'CPT procedure codes and fees.',
    codeLabel: 'CPT code',
    codePattern: CPT_PATTERN,
    fields: [
      { name: 'fee', label: 'Fee', kind: 'money', inList: true },
      { name: 'tcpcSplitAllowed', label: 'TC/PC split allowed', kind: 'boolean', inList: true },
    ],
  },
  {
    key: 'resultslist',
    title: 'Results',
    singular: 'Result',
    table: 'lk_results',
    description: 'Canned result values (negative, amplified, NILM, HSIL…).',
    fields: [
      {
        name: 'resultCategoryId',
        label: 'Result category',
        kind: 'ref',
        ref: 'resultcategory',
        required: true,
        inList: true,
      },
    ],
  },
  {
    key: 'resultcategory',
    title: 'Result Category',
    singular: 'Result category',
    table: 'lk_result_categories',
    description: 'Negative, abnormal, unsatisfactory, critical.',
    fields: [{ name: 'isCritical', label: 'Critical', kind: 'boolean', inList: true }],
  },
  {
    key: 'screeners',
    title: 'Screeners',
    singular: 'Screener',
    table: 'lk_screeners',
    description: 'Cytotechnologists who screen slides.',
    fields: [{ name: 'userId', label: 'Linked user', kind: 'ref', ref: 'users', inList: true }],
  },
  {
    key: 'submittingfacilities',
    title: 'Submitting Facilities',
    singular: 'Submitting facility',
    table: 'lk_submitting_facilities',
    description: 'Client accounts sending specimens.',
    fields: [
      ...address,
      { name: 'fax', label: 'Fax', kind: 'text', maxLength: 40 },
      {
        name: 'defaultBillingClassId',
        label: 'Default billing class',
        kind: 'ref',
        ref: 'billingclasses',
        inList: true,
      },
      // Where the facility is, for the map of submitting facilities (/maps/leaflet), in decimal degrees (WGS 84).
      {
        name: 'latitude',
        label: 'Latitude',
        kind: 'text',
        pattern: LATITUDE_PATTERN,
        help: 'Decimal degrees, e.g. 41.8781',
      },
      {
        name: 'longitude',
        label: 'Longitude',
        kind: 'text',
        pattern: LONGITUDE_PATTERN,
        help: 'Decimal degrees, e.g. -87.6298',
      },
    ],
  },
  {
    key: 'stainlist',
    title: 'Stains',
    singular: 'Stain',
    table: 'lk_stains',
    description: 'H&E, special stains and IHC antibodies.',
    fields: [
      {
        name: 'stainType',
        label: 'Stain type',
        kind: 'enum',
        options: ['routine', 'special', 'ihc'],
        optionLabels: { routine: 'Routine (H&E)', special: 'Special stain', ihc: 'Immunohistochemistry' },
        required: true,
        inList: true,
      },
      { name: 'cptCode', label: 'CPT code', kind: 'text', pattern: CPT_PATTERN, inList: true },
    ],
  },
  {
    key: 'tcpccenters',
    title: 'TCPC Centers',
    singular: 'TCPC center',
    table: 'lk_tcpc_centers',
    description: 'Partners for the technical/professional component billing split.',
    fields: address,
  },
  {
    key: 'tcpcpathologists',
    personName: true,
    title: 'TCPC Pathologists',
    singular: 'TCPC pathologist',
    table: 'lk_tcpc_pathologists',
    description: 'Pathologists at TCPC partner centers.',
    fields: [
      { name: 'tcpcCenterId', label: 'TCPC center', kind: 'ref', ref: 'tcpccenters', required: true, inList: true },
      { name: 'npi', label: 'NPI', kind: 'text', pattern: NPI_PATTERN, check: 'npi', inList: true },
    ],
  },
  {
    key: 'testgroups',
    title: 'Test Groups',
    singular: 'Test group',
    table: 'lk_test_groups',
    description: 'Groups of orderable tests.',
    fields: [{ name: 'departmentId', label: 'Department', kind: 'ref', ref: 'departments', inList: true }],
  },
  {
    key: 'tests',
    title: 'Tests',
    singular: 'Test',
    table: 'lk_tests',
    description: 'Orderable tests.',
    fields: [
      { name: 'testGroupId', label: 'Test group', kind: 'ref', ref: 'testgroups', required: true, inList: true },
      { name: 'defaultCaseType', label: 'Default case type', kind: 'enum', options: ['S', 'C', 'F'], inList: true },
      {
        name: 'cptCodes',
        label: 'CPT codes',
        kind: 'text',
        maxLength: 200,
        help: 'Comma-separated, e.g. 88305, 88342',
      },
      // What the test directory (/pages/knowledge-base/tests) tells a physician's office about sending the specimen.
      { name: 'specimenRequirements', label: 'Specimen requirements', kind: 'textarea', maxLength: 2000 },
      { name: 'container', label: 'Container', kind: 'text', maxLength: 200 },
      { name: 'transport', label: 'Storage and transport', kind: 'text', maxLength: 400 },
      { name: 'turnaroundDays', label: 'Turnaround (working days)', kind: 'integer' },
    ],
  },
] as const satisfies readonly LookupList[];

/** The key of a list of the registry: 'accidenttypes' | 'additionalflag' | … */
export type TLookupKey = (typeof LOOKUP_LISTS)[number]['key'];
/** The declaration of the list `K`, with its own fields. */
export type TLookupDef<K extends TLookupKey = TLookupKey> = Extract<(typeof LOOKUP_LISTS)[number], { key: K }>;
/** The API names of the own fields of list `K` ('pathologists' → 'npi' | 'credentials' | 'userId' | 'signatureLine'). */
export type TLookupFieldName<K extends TLookupKey> = TLookupDef<K>['fields'][number]['name'];

/** The declaration of a list named in code. */
export function lookupDef<K extends TLookupKey>(key: K): TLookupDef<K> {
  return LOOKUP_LISTS.find((l): l is TLookupDef<K> => l.key === key)!;
}

/** The declaration of a list named by a string from outside (a URL), if there is one. */
export function getLookupList(key: string): LookupList | undefined {
  return LOOKUP_LISTS.find((l) => l.key === key);
}

/** The list's field that marks its entries expired, if it has one. */
export function expiryField(list: LookupList): LookupDateField | undefined {
  return list.fields.find((f): f is LookupDateField => f.kind === 'date' && f.expires === true);
}

/** Who may read and write `list`. */
export const lookupAccess = (list: LookupList): LookupAccess => list.access ?? LOOKUP_ACCESS;

/** What `role` may do with the entries of `list`. */
export function lookupRights(list: LookupList, role: TRole | null | undefined): { read: boolean; write: boolean } {
  const access = lookupAccess(list);
  return { read: !!role && access.read.includes(role), write: !!role && access.write.includes(role) };
}

/**
 * A list's singular name inside a sentence ("Add ICD-10 code", "Edit accident type"): ordinary words in lower case,
 * acronyms and codes (ICD-10, TCPC, GenNotifier) as written.
 */
export function singularInSentence(list: Pick<LookupList, 'singular'>): string {
  return list.singular
    .split(' ')
    .map((w) => (/[A-Z].*[A-Z0-9]/.test(w) ? w : w.toLowerCase()))
    .join(' ');
}
