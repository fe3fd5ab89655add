/**
 * Example order messages, written for this project in the two styles the listener must read
 * (docs/interfaces.md#examples): the HL7 2.5.1 standard's ORM^O01 layout, and a real EHR's 2.3 export with
 * repetitions, Z-segments and CRLF line ends. Tests and docs use them; `{id}` and `{placer}` are filled per test.
 */

/** 2.5.1, standard style: one OBR with OBR-15 source and site, a DG1, segments ending in CR. */
export const ORM_251_STANDARD = [
  'MSH|^~\\&|CPOE|STLUKE|LABPORTAL|LAB|20261126083000||ORM^O01^ORM_O01|{id}|P|2.5.1',
  'PID|1||M20001^^^STLUKE^MR||Okafor^Grace^Adaeze||19680412|F|||12 Oak St^^Springfield^IL^62704^USA||(217)555-0101',
  'PV1|1|O|CLINIC',
  "ORC|NW|{placer}^CPOE|||||^^^^^R||20261126082500|||1234567893^Ibarra^Lucia^^^^MD|||||||||St. Luke's Medical Center^^^^^^^^^STLUKE",
  'OBR|1|{placer}^CPOE||SURG^Surgical pathology^L|||20261126080000||||||Breast mass, left, 2 cm||BX&Biopsy&HL70070^^^LBRST&Left breast&L|1234567893^Ibarra^Lucia',
  'DG1|1||N63.20^Unspecified lump in the left breast, unspecified quadrant^I10',
].join('\r');

/**
 * 2.3, an EHR's export: two identifiers in PID-3 (the MR one second), a name with an alias repetition, CRLF, a
 * ZPI segment the listener must ignore, a CPT code in OBR-4 ("C4"), two OBRs → parts A and B, two DG1s and an NTE.
 */
export const ORM_23_EHR = [
  'MSH|^~\\&|EPIC|RIVERW|LABPORTAL|LAB|202611260915||ORM^O01|{id}|P|2.3',
  'PID|1|E445566|X998877^^^EPI^PI~R55501^^^RIVERW^MR||Delgado^Maria^L^^^^L~Delgado-Ruiz^Maria^^^^^A||19790203|F||W|400 Pine Ave^Apt 2^Springfield^IL^62702||217-555-0166',
  'ZPI|1|PORTAL-OPTIN|Y',
  'PV1|1|O|RWH^^^RIVERW',
  'ORC|NW|{placer}|||||^^^20261126^^S||20261126091000|||1234567893^Ibarra^Lucia^^^^MD',
  'OBR|1|{placer}||88305^Surgical pathology, gross and microscopic^C4|||202611260900||||||||Cervix&Cervix^^^^|1234567893^Ibarra^Lucia',
  'OBR|2|{placer}||88305^Surgical pathology, gross and microscopic^C4|||||||||||Endocervix\\T\\curettage|1234567893^Ibarra^Lucia',
  'NTE|1||Abnormal Pap, colposcopy-directed biopsies',
  'DG1|1|I10|R87.610^ASC-US on cervical Pap^I10',
  'DG1|2|I10|N87.1^Moderate cervical dysplasia^I10',
  'ZDS|1|RIVERW^EPIC',
].join('\r\n');

/** OML^O21 2.5.1 with SPM segments: a FISH order on two specimens. */
export const OML_251_SPM = [
  'MSH|^~\\&|LIS-IN|STLUKE|LABPORTAL|LAB|20261126100000||OML^O21^OML_O21|{id}|P|2.5.1',
  'PID|1||M20002^^^STLUKE^MR||Nakamura^Ken||19550830|M',
  'ORC|NW|{placer}^LIS-IN|||||||20261126095500|||1234567893^Ibarra^Lucia',
  'OBR|1|{placer}^LIS-IN||88367^Morphometric ISH^CPT|||20261126090000||||||Recurrent urothelial carcinoma surveillance',
  'SPM|1|||UR^Urine^HL70487||||BLD^Bladder^L',
  'SPM|2|||BW^Bladder washing^L||||BLD^Bladder^L',
].join('\r');

/** Fills the placeholders of an example: its MSH-10 and placer order number. */
export const fillExample = (template: string, id: string, placer: string): string =>
  template.replaceAll('{id}', id).replaceAll('{placer}', placer);
