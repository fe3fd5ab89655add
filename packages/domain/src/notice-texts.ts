import type { TLanguage } from './auth';
import type { TCaseType } from './identifiers';
import { fillPlaceholders } from './report-language';

/**
 * What the server writes for a person (docs/lab-settings.md#notices-and-mails-in-the-readers-language): the titles
 * and bodies of the bell's notices and the subjects and bodies of the mails, in the recipient's language (their
 * chosen language, else the lab's report language, else English). Pure and typed like the report's catalogue: a
 * language missing a key does not compile; `{name}` is a placeholder. The English texts are the portal's own.
 */
export interface NoticeTexts {
  reportFinalTitle: string;
  reportCorrectedTitle: string;
  reportAddendumTitle: string;
  reportCriticalTitle: string;
  reportCorrectedBody: string;
  reportCorrectedBodyReason: string;
  reportCriticalBody: string;
  reportAddendumBody: string;
  reportFinalBody: string;
  reportMail: string;
  passwordResetSubject: string;
  passwordResetBody: string;
  statCaseTitle: string;
  statCaseBody: string;
  caseTypeS: string;
  caseTypeC: string;
  caseTypeF: string;
  pathologistLinkTitle: string;
  pathologistLinkBody: string;
  secondFactorsResetTitle: string;
  secondFactorsResetBody: string;
  recoveryCodeTitle: string;
  recoveryCodeBody: string;
  newAccountTitle: string;
  newAccountBody: string;
  taskNewTitle: string;
  taskFrom: string;
  taskDue: string;
  taskCase: string;
  taskDoneTitle: string;
  taskDoneBody: string;
  orderCancelTitle: string;
  orderChangeTitle: string;
  orderCancelBody: string;
  orderChangeBody: string;
}

const en: NoticeTexts = {
  reportFinalTitle: 'Final report for case {caseNumber}',
  reportCorrectedTitle: 'CORRECTED report for case {caseNumber} (version {version})',
  reportAddendumTitle: 'Addendum for case {caseNumber} (version {version})',
  reportCriticalTitle: 'CRITICAL result: {title}',
  reportCorrectedBody: 'The report you received was corrected. Read the corrected version and acknowledge it.',
  reportCorrectedBodyReason:
    'The report you received was corrected (reason: {reason}). Read the corrected version and acknowledge it.',
  reportCriticalBody: 'A critical result was signed and released; the pathologist records whom they called.',
  reportAddendumBody: 'An addendum was signed and released below the diagnosis.',
  reportFinalBody: 'Signed and released.',
  reportMail: '{title}.\n\nSign in to the portal to read it: {link}\n\nThis message carries no patient data.',
  passwordResetSubject: '{lab}: reset your password',
  passwordResetBody:
    'Hello {name},\n\nSomeone, hopefully you, asked to reset the password of your {lab} portal account ({email}).\n\nOpen this link to choose a new password:\n{link}\n\nThe link is valid for {minutes} minutes and works only once.\nIf you did not ask for this, ignore this mail: your password stays as it is.\n\n-- {lab}',
  statCaseTitle: 'New STAT case {caseNumber}',
  statCaseBody: 'A {caseType} case was accessioned as STAT.',
  caseTypeS: 'surgical',
  caseTypeC: 'cytology',
  caseTypeF: 'fish',
  pathologistLinkTitle: 'Confirm your Pathologists link',
  pathologistLinkBody:
    'An administrator proposed linking your account to {name}: your signatures would carry that name. Confirm it with your password under Account Settings.',
  secondFactorsResetTitle: 'Your second factors were reset',
  secondFactorsResetBody:
    '{name} reset your second factors. Set up an authenticator app or a passkey again on your account page. If you did not ask for this, tell the laboratory.',
  recoveryCodeTitle: 'A recovery code was used',
  recoveryCodeBody:
    'Your account was signed in to with a recovery code; {left} left. If this was not you, tell the laboratory administrator.',
  newAccountTitle: 'New account awaits a role',
  newAccountBody: '{name} ({email}) registered and waits for access.',
  taskNewTitle: 'New task: {title}',
  taskFrom: 'From {name}',
  taskDue: ', due {date}',
  taskCase: ', case {caseNumber}',
  taskDoneTitle: 'Task done: {title}',
  taskDoneBody: 'Completed by {name}',
  orderCancelTitle: 'Order {order}: cancel request after accessioning',
  orderChangeTitle: 'Order {order}: change request after accessioning',
  orderCancelBody:
    'The sender asked to cancel order {order} after it was accessioned as {caseNumber}; the case was not changed.',
  orderChangeBody:
    'The sender asked to change order {order} after it was accessioned as {caseNumber}; the case was not changed.',
};

const es: NoticeTexts = {
  reportFinalTitle: 'Informe final del caso {caseNumber}',
  reportCorrectedTitle: 'Informe CORREGIDO del caso {caseNumber} (versión {version})',
  reportAddendumTitle: 'Adenda del caso {caseNumber} (versión {version})',
  reportCriticalTitle: 'Resultado CRÍTICO: {title}',
  reportCorrectedBody: 'El informe que recibió ha sido corregido. Lea la versión corregida y confirme su lectura.',
  reportCorrectedBodyReason:
    'El informe que recibió ha sido corregido (motivo: {reason}). Lea la versión corregida y confirme su lectura.',
  reportCriticalBody: 'Se ha firmado y publicado un resultado crítico; el patólogo registra a quién ha llamado.',
  reportAddendumBody: 'Se ha firmado y publicado una adenda debajo del diagnóstico.',
  reportFinalBody: 'Firmado y publicado.',
  reportMail:
    '{title}.\n\nInicie sesión en el portal para leerlo: {link}\n\nEste mensaje no contiene datos del paciente.',
  passwordResetSubject: '{lab}: restablezca su contraseña',
  passwordResetBody:
    'Hola, {name}:\n\nAlguien, esperamos que usted, ha pedido restablecer la contraseña de su cuenta del portal de {lab} ({email}).\n\nAbra este enlace para elegir una contraseña nueva:\n{link}\n\nEl enlace es válido durante {minutes} minutos y solo funciona una vez.\nSi no lo ha pedido, ignore este correo: su contraseña no cambia.\n\n-- {lab}',
  statCaseTitle: 'Nuevo caso URGENTE {caseNumber}',
  statCaseBody: 'Se ha registrado un caso de {caseType} como URGENTE.',
  caseTypeS: 'patología quirúrgica',
  caseTypeC: 'citología',
  caseTypeF: 'FISH',
  pathologistLinkTitle: 'Confirme su vínculo con Patólogos',
  pathologistLinkBody:
    'Un administrador ha propuesto vincular su cuenta a {name}: sus firmas llevarían ese nombre. Confírmelo con su contraseña en Configuración de la cuenta.',
  secondFactorsResetTitle: 'Se han restablecido sus segundos factores',
  secondFactorsResetBody:
    '{name} ha restablecido sus segundos factores. Vuelva a configurar una aplicación de autenticación o una llave de acceso en la página de su cuenta. Si no lo ha pedido, avise al laboratorio.',
  recoveryCodeTitle: 'Se ha usado un código de recuperación',
  recoveryCodeBody:
    'Se ha iniciado sesión en su cuenta con un código de recuperación; le quedan {left}. Si no ha sido usted, avise al administrador del laboratorio.',
  newAccountTitle: 'Una cuenta nueva espera un rol',
  newAccountBody: '{name} ({email}) se ha registrado y espera acceso.',
  taskNewTitle: 'Nueva tarea: {title}',
  taskFrom: 'De {name}',
  taskDue: ', vence el {date}',
  taskCase: ', caso {caseNumber}',
  taskDoneTitle: 'Tarea completada: {title}',
  taskDoneBody: 'Completada por {name}',
  orderCancelTitle: 'Pedido {order}: solicitud de anulación tras el registro',
  orderChangeTitle: 'Pedido {order}: solicitud de cambio tras el registro',
  orderCancelBody:
    'El remitente pidió anular el pedido {order} después de registrarse como {caseNumber}; el caso no se ha modificado.',
  orderChangeBody:
    'El remitente pidió cambiar el pedido {order} después de registrarse como {caseNumber}; el caso no se ha modificado.',
};

const fr: NoticeTexts = {
  reportFinalTitle: 'Compte rendu définitif du dossier {caseNumber}',
  reportCorrectedTitle: 'Compte rendu RECTIFIÉ du dossier {caseNumber} (version {version})',
  reportAddendumTitle: 'Addendum du dossier {caseNumber} (version {version})',
  reportCriticalTitle: 'Résultat CRITIQUE : {title}',
  reportCorrectedBody:
    'Le compte rendu que vous avez reçu a été rectifié. Lisez la version rectifiée et accusez-en réception.',
  reportCorrectedBodyReason:
    'Le compte rendu que vous avez reçu a été rectifié (motif : {reason}). Lisez la version rectifiée et accusez-en réception.',
  reportCriticalBody: 'Un résultat critique a été signé et diffusé ; le pathologiste consigne les personnes appelées.',
  reportAddendumBody: 'Un addendum a été signé et diffusé sous le diagnostic.',
  reportFinalBody: 'Signé et diffusé.',
  reportMail:
    '{title}.\n\nConnectez-vous au portail pour le lire : {link}\n\nCe message ne contient aucune donnée patient.',
  passwordResetSubject: '{lab} : réinitialisez votre mot de passe',
  passwordResetBody:
    "Bonjour {name},\n\nQuelqu'un, vous sans doute, a demandé la réinitialisation du mot de passe de votre compte du portail {lab} ({email}).\n\nOuvrez ce lien pour choisir un nouveau mot de passe :\n{link}\n\nLe lien est valable {minutes} minutes et ne fonctionne qu'une fois.\nSi vous n'êtes pas à l'origine de cette demande, ignorez ce message : votre mot de passe reste inchangé.\n\n-- {lab}",
  statCaseTitle: 'Nouveau dossier URGENT {caseNumber}',
  statCaseBody: 'Un dossier de {caseType} a été enregistré en URGENCE.',
  caseTypeS: 'pathologie chirurgicale',
  caseTypeC: 'cytologie',
  caseTypeF: 'FISH',
  pathologistLinkTitle: 'Confirmez votre lien avec Pathologistes',
  pathologistLinkBody:
    'Un administrateur propose de lier votre compte à {name} : vos signatures porteraient ce nom. Confirmez-le avec votre mot de passe dans Paramètres du compte.',
  secondFactorsResetTitle: 'Vos seconds facteurs ont été réinitialisés',
  secondFactorsResetBody:
    "{name} a réinitialisé vos seconds facteurs. Configurez de nouveau une application d'authentification ou une clé d'accès sur la page de votre compte. Si vous ne l'avez pas demandé, prévenez le laboratoire.",
  recoveryCodeTitle: 'Un code de récupération a été utilisé',
  recoveryCodeBody:
    "Une connexion à votre compte a eu lieu avec un code de récupération ; il vous en reste {left}. Si ce n'était pas vous, prévenez l'administrateur du laboratoire.",
  newAccountTitle: 'Un nouveau compte attend un rôle',
  newAccountBody: "{name} ({email}) s'est inscrit(e) et attend un accès.",
  taskNewTitle: 'Nouvelle tâche : {title}',
  taskFrom: 'De {name}',
  taskDue: ', échéance le {date}',
  taskCase: ', dossier {caseNumber}',
  taskDoneTitle: 'Tâche terminée : {title}',
  taskDoneBody: 'Terminée par {name}',
  orderCancelTitle: "Demande {order} : demande d'annulation après enregistrement",
  orderChangeTitle: 'Demande {order} : demande de modification après enregistrement',
  orderCancelBody:
    "L'expéditeur a demandé l'annulation de la demande {order} après son enregistrement sous {caseNumber} ; le dossier n'a pas été modifié.",
  orderChangeBody:
    "L'expéditeur a demandé la modification de la demande {order} après son enregistrement sous {caseNumber} ; le dossier n'a pas été modifié.",
};

export const NOTICE_TEXTS: Record<TLanguage, NoticeTexts> = { en, es, fr };
export type TNoticeTextKey = keyof NoticeTexts;

/** One notice text in a language, its placeholders filled. */
export function noticeText(
  language: TLanguage,
  key: TNoticeTextKey,
  params: Record<string, string | number> = {},
): string {
  return fillPlaceholders((NOTICE_TEXTS[language] ?? en)[key], params);
}

/** The recipient's language: the one they chose, else the lab's report language, else English. */
export function recipientLanguage(
  chosen: string | null | undefined,
  labReportLanguage: TLanguage | null | undefined,
): TLanguage {
  if (chosen === 'en' || chosen === 'es' || chosen === 'fr') return chosen;
  return labReportLanguage ?? 'en';
}

/** A case type as the STAT notice names it (`surgical`). */
export const noticeCaseType = (language: TLanguage, type: TCaseType): string =>
  noticeText(language, `caseType${type}` as TNoticeTextKey);
