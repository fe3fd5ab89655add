import type { TLanguage } from './auth';
import type { TCaseStatus } from './cases';
import type { TBillToKind, TInvoiceComponent } from './invoice';

/**
 * The invoice PDF's fixed texts in the lab's report language (docs/lab-settings.md#the-reports-language): the
 * invoice is drawn when asked for, so it is written in the setting's language of the moment. Typed like the
 * report's catalogue; `{name}` is a placeholder. The invoice's notes (warnings) and the lists' names stay as the
 * server writes them; CPT, ICD-10, MRN, NPI and the amounts in USD are codes.
 */
export interface InvoiceTexts {
  invoice: string;
  invoiceNo: string;
  invoiceDate: string;
  dateOfService: string;
  caseLabel: string;
  billing: string;
  billTo: string;
  patient: string;
  notDetermined: string;
  seeNotes: string;
  payerId: string;
  memberId: string;
  group: string;
  subscriber: string;
  dob: string;
  orderingPhysician: string;
  submittingFacility: string;
  pathologist: string;
  colMod: string;
  colDescription: string;
  colUnits: string;
  colUnitFee: string;
  colAmount: string;
  noFee: string;
  noProcedures: string;
  subtotal: string;
  totalDue: string;
  notes: string;
  pleaseQuote: string;
  page: string;
  title: string;
  subject: string;
  status: Record<TCaseStatus, string>;
  component: Record<TInvoiceComponent, string>;
  billToKind: Record<TBillToKind, string>;
  sex: Record<'female' | 'male' | 'intersex' | 'unknown' | 'other', string>;
}

const en: InvoiceTexts = {
  invoice: 'INVOICE',
  invoiceNo: 'Invoice no.',
  invoiceDate: 'Invoice date',
  dateOfService: 'Date of service',
  caseLabel: 'Case',
  billing: 'Billing',
  billTo: 'Bill to',
  patient: 'Patient',
  notDetermined: 'Not determined',
  seeNotes: 'See notes below',
  payerId: 'Payer ID {id}',
  memberId: 'Member ID {id}',
  group: 'Group {group}',
  subscriber: 'Subscriber {name}',
  dob: 'DOB {date}',
  orderingPhysician: 'Ordering physician: {name}',
  submittingFacility: 'Submitting facility: {name}',
  pathologist: 'Pathologist: {name}',
  colMod: 'Mod.',
  colDescription: 'Description',
  colUnits: 'Units',
  colUnitFee: 'Unit fee',
  colAmount: 'Amount',
  noFee: 'no fee',
  noProcedures: 'No procedures.',
  subtotal: 'Subtotal',
  totalDue: 'Total due (USD)',
  notes: 'Notes',
  pleaseQuote: 'Please quote invoice {invoice} with your payment. Questions about this invoice: {lab}, {address}.',
  page: 'Page {page} of {pages}',
  title: 'Invoice {invoice}',
  subject: 'Case {caseNumber}',
  status: {
    accessioned: 'Accessioned',
    grossed: 'Grossed',
    'in-histology': 'In histology',
    'pending-diagnosis': 'Pending diagnosis',
    'signed-out': 'Signed out',
    amended: 'Amended',
    addended: 'Addended',
    cancelled: 'Cancelled',
  },
  component: {
    global: 'Global',
    technical: 'Technical component (-TC)',
    professional: 'Professional component (-26)',
  },
  billToKind: { client: 'Client bill', patient: 'Patient (self-pay)', insurance: 'Insurance' },
  sex: { female: 'Female', male: 'Male', intersex: 'Intersex', unknown: 'Unknown', other: 'Other' },
};

const es: InvoiceTexts = {
  invoice: 'FACTURA',
  invoiceNo: 'N.º de factura',
  invoiceDate: 'Fecha de factura',
  dateOfService: 'F. del servicio',
  caseLabel: 'Caso',
  billing: 'Facturación',
  billTo: 'Facturar a',
  patient: 'Paciente',
  notDetermined: 'Sin determinar',
  seeNotes: 'Véanse las notas más abajo',
  payerId: 'ID del pagador {id}',
  memberId: 'N.º de afiliado {id}',
  group: 'Grupo {group}',
  subscriber: 'Titular {name}',
  dob: 'F. nac. {date}',
  orderingPhysician: 'Médico solicitante: {name}',
  submittingFacility: 'Centro remitente: {name}',
  pathologist: 'Patólogo: {name}',
  colMod: 'Mod.',
  colDescription: 'Descripción',
  colUnits: 'Unid.',
  colUnitFee: 'Tarifa unit.',
  colAmount: 'Importe',
  noFee: 'sin tarifa',
  noProcedures: 'Sin procedimientos.',
  subtotal: 'Subtotal',
  totalDue: 'Total a pagar (USD)',
  notes: 'Notas',
  pleaseQuote: 'Indique la factura {invoice} con su pago. Consultas sobre esta factura: {lab}, {address}.',
  page: 'Página {page} de {pages}',
  title: 'Factura {invoice}',
  subject: 'Caso {caseNumber}',
  status: {
    accessioned: 'Registrado',
    grossed: 'Macroscopía hecha',
    'in-histology': 'En histología',
    'pending-diagnosis': 'Pendiente de diagnóstico',
    'signed-out': 'Firmado',
    amended: 'Corregido',
    addended: 'Con adenda',
    cancelled: 'Anulado',
  },
  component: {
    global: 'Global',
    technical: 'Componente técnico (-TC)',
    professional: 'Componente profesional (-26)',
  },
  billToKind: { client: 'Factura al cliente', patient: 'Paciente (pago propio)', insurance: 'Seguro' },
  sex: { female: 'Femenino', male: 'Masculino', intersex: 'Intersexual', unknown: 'Desconocido', other: 'Otro' },
};

const fr: InvoiceTexts = {
  invoice: 'FACTURE',
  invoiceNo: 'N° de facture',
  invoiceDate: 'Date de facture',
  dateOfService: "Date de l'acte",
  caseLabel: 'Dossier',
  billing: 'Facturation',
  billTo: 'Facturer à',
  patient: 'Patient',
  notDetermined: 'Non déterminé',
  seeNotes: 'Voir les notes ci-dessous',
  payerId: 'ID du payeur {id}',
  memberId: "N° d'adhérent {id}",
  group: 'Groupe {group}',
  subscriber: 'Assuré principal {name}',
  dob: 'Né(e) le {date}',
  orderingPhysician: 'Médecin prescripteur : {name}',
  submittingFacility: 'Établissement demandeur : {name}',
  pathologist: 'Pathologiste : {name}',
  colMod: 'Mod.',
  colDescription: 'Libellé',
  colUnits: 'Unités',
  colUnitFee: 'Tarif unit.',
  colAmount: 'Montant',
  noFee: 'sans tarif',
  noProcedures: 'Aucun acte.',
  subtotal: 'Sous-total',
  totalDue: 'Total dû (USD)',
  notes: 'Notes',
  pleaseQuote:
    'Merci de rappeler la facture {invoice} avec votre règlement. Questions sur cette facture : {lab}, {address}.',
  page: 'Page {page} sur {pages}',
  title: 'Facture {invoice}',
  subject: 'Dossier {caseNumber}',
  status: {
    accessioned: 'Enregistré',
    grossed: 'Macroscopie faite',
    'in-histology': 'En histologie',
    'pending-diagnosis': 'Diagnostic en attente',
    'signed-out': 'Signé',
    amended: 'Rectifié',
    addended: 'Complété par addendum',
    cancelled: 'Annulé',
  },
  component: {
    global: 'Global',
    technical: 'Composante technique (-TC)',
    professional: 'Composante professionnelle (-26)',
  },
  billToKind: { client: 'Facture client', patient: 'Patient (à ses frais)', insurance: 'Assurance' },
  sex: { female: 'Féminin', male: 'Masculin', intersex: 'Intersexe', unknown: 'Inconnu', other: 'Autre' },
};

export const INVOICE_TEXTS: Record<TLanguage, InvoiceTexts> = { en, es, fr };
