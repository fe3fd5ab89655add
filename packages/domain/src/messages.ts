import { AUTH_MESSAGES, type TLanguage } from './auth';
import { AUTH_MFA_MESSAGES } from './mfa';

/**
 * The messages a person reads when something is refused or invalid, in English, Spanish and French
 * (docs/i18n-messages.md). The English is the domain's and the server's own text, byte for byte: a message is found
 * by its English. A `{{name}}` in an English text stands for a value (a number, a case number, a list of codes):
 * "must be at most {{n}} characters" finds "must be at most 500 characters", and the translation gets the same value.
 */
type Texts = readonly [en: string, es: string, fr: string];

/**
 * The domain's own validation and rule messages (its zod schemas, `plainIssueMessage`, the case, result and
 * sign-out rules) by a stable key. The web's `validation` namespace has these keys with these English texts
 * (a test compares them), and a test finds every message the domain's sources write here.
 */
const VALIDATION = {
  // plainIssueMessage (zod-messages.ts): issues whose schema gave no message
  required: ['is required', 'es obligatorio', 'est obligatoire'],
  invalid: ['is invalid', 'no es válido', 'n’est pas valide'],
  notExpectedFormat: ['is not in the expected format', 'no tiene el formato esperado', 'n’a pas le format attendu'],
  number: ['must be a number', 'debe ser un número', 'doit être un nombre'],
  wholeNumber: ['must be a whole number', 'debe ser un número entero', 'doit être un nombre entier'],
  text: ['must be text', 'debe ser texto', 'doit être du texte'],
  trueOrFalse: ['must be true or false', 'debe ser verdadero o falso', 'doit être vrai ou faux'],
  list: ['must be a list', 'debe ser una lista', 'doit être une liste'],
  object: ['must be an object', 'debe ser un objeto', 'doit être un objet'],
  date: ['must be a date', 'debe ser una fecha', 'doit être une date'],
  email: ['must be an email address', 'debe ser un correo electrónico', 'doit être une adresse e-mail'],
  webAddress: ['must be a web address', 'debe ser una dirección web', 'doit être une adresse web'],
  uuid: ['must be a UUID', 'debe ser un UUID', 'doit être un UUID'],
  dateIso: ['must be a date (YYYY-MM-DD)', 'debe ser una fecha (AAAA-MM-DD)', 'doit être une date (AAAA-MM-JJ)'],
  dateTime: ['must be a date and time', 'debe ser una fecha y hora', 'doit être une date et une heure'],
  time: ['must be a time (HH:MM)', 'debe ser una hora (HH:MM)', 'doit être une heure (HH:MM)'],
  oneOf: ['must be one of: {{values}}', 'debe ser uno de: {{values}}', 'doit être l’une des valeurs : {{values}}'],
  atLeastChars: [
    'must be at least {{n}} characters',
    'debe tener al menos {{n}} caracteres',
    'doit comporter au moins {{n}} caractères',
  ],
  atMostChar: [
    'must be at most {{n}} character',
    'debe tener como máximo {{n}} carácter',
    'doit comporter au plus {{n}} caractère',
  ],
  atMostChars: [
    'must be at most {{n}} characters',
    'debe tener como máximo {{n}} caracteres',
    'doit comporter au plus {{n}} caractères',
  ],
  atLeastItem: [
    'must have at least {{n}} item',
    'debe tener al menos {{n}} elemento',
    'doit comporter au moins {{n}} élément',
  ],
  atLeastItems: [
    'must have at least {{n}} items',
    'debe tener al menos {{n}} elementos',
    'doit comporter au moins {{n}} éléments',
  ],
  atMostItem: [
    'must have at most {{n}} item',
    'debe tener como máximo {{n}} elemento',
    'doit comporter au plus {{n}} élément',
  ],
  atMostItems: [
    'must have at most {{n}} items',
    'debe tener como máximo {{n}} elementos',
    'doit comporter au plus {{n}} éléments',
  ],
  greaterThan: ['must be greater than {{n}}', 'debe ser mayor que {{n}}', 'doit être supérieur à {{n}}'],
  lessThan: ['must be less than {{n}}', 'debe ser menor que {{n}}', 'doit être inférieur à {{n}}'],
  atLeast: ['must be at least {{n}}', 'debe ser como mínimo {{n}}', 'doit être au moins {{n}}'],
  atMost: ['must be at most {{n}}', 'debe ser como máximo {{n}}', 'doit être au plus {{n}}'],
  multipleOf: ['must be a multiple of {{n}}', 'debe ser múltiplo de {{n}}', 'doit être un multiple de {{n}}'],
  unknownField: [
    'is an unknown field: {{keys}}',
    'es un campo desconocido: {{keys}}',
    'est un champ inconnu : {{keys}}',
  ],
  unknownFields: [
    'are unknown fields: {{keys}}',
    'son campos desconocidos: {{keys}}',
    'sont des champs inconnus : {{keys}}',
  ],
  mustBe: ['must be {{value}}', 'debe ser {{value}}', 'doit être {{value}}'],
  // the schemas' own messages
  atLeastOrMore: ['must be {{n}} or more', 'debe ser {{n}} o más', 'doit être {{n}} ou plus'],
  notNegative: ['must not be negative', 'no puede ser negativo', 'ne peut pas être négatif'],
  positiveId: ['must be a positive id', 'debe ser un identificador positivo', 'doit être un identifiant positif'],
  amount: ['must be an amount', 'debe ser un importe', 'doit être un montant'],
  amountSuchAs: [
    'must be an amount such as 4.50',
    'debe ser un importe como 4.50',
    'doit être un montant tel que 4.50',
  ],
  port: ['must be 1–65535', 'debe estar entre 1 y 65535', 'doit être compris entre 1 et 65535'],
  tenDigits: ['must be 10 digits', 'debe tener 10 dígitos', 'doit comporter 10 chiffres'],
  mrn: [
    'must be 4–20 letters, digits or dashes',
    'debe tener de 4 a 20 letras, dígitos o guiones',
    'doit comporter de 4 à 20 lettres, chiffres ou tirets',
  ],
  year1900: ['must be 1900 or later', 'debe ser 1900 o posterior', 'doit être 1900 ou après'],
  dobFuture: ['must not be in the future', 'no puede ser futura', 'ne peut pas être dans le futur'],
  usernameChars: [
    'may hold letters, digits, dot, dash and underscore',
    'puede contener letras, dígitos, punto, guion y guion bajo',
    'peut contenir des lettres, des chiffres, le point, le tiret et le tiret bas',
  ],
  lettersDigitsDashes: [
    'must be letters, digits or dashes',
    'debe tener letras, dígitos o guiones',
    'doit comporter des lettres, des chiffres ou des tirets',
  ],
  phone: [
    'must be a phone number (digits, spaces, + ( ) - .)',
    'debe ser un número de teléfono (dígitos, espacios, + ( ) - .)',
    'doit être un numéro de téléphone (chiffres, espaces, + ( ) - .)',
  ],
  hostName: [
    'must be a host name or address',
    'debe ser un nombre de host o una dirección',
    'doit être un nom d’hôte ou une adresse',
  ],
  httpAddress: ['must be an http(s) address', 'debe ser una dirección http(s)', 'doit être une adresse http(s)'],
  requiredMllp: [
    'is required for an MLLP destination',
    'es obligatorio para un destino MLLP',
    'est obligatoire pour une destination MLLP',
  ],
  requiredFhir: [
    'is required for a FHIR destination',
    'es obligatorio para un destino FHIR',
    'est obligatoire pour une destination FHIR',
  ],
  dateOrDateTime: [
    'must be a date (YYYY-MM-DD) or a date and time (ISO 8601)',
    'debe ser una fecha (AAAA-MM-DD) o una fecha y hora (ISO 8601)',
    'doit être une date (AAAA-MM-JJ) ou une date et une heure (ISO 8601)',
  ],
  dateAsIso: ['must be a date as YYYY-MM-DD', 'debe ser una fecha AAAA-MM-DD', 'doit être une date AAAA-MM-JJ'],
  notBeforeStart: ['must not be before the start', 'no puede ser anterior al inicio', 'ne peut pas précéder le début'],
  notBeforeStartDate: [
    'must not be before the start date',
    'no puede ser anterior a la fecha de inicio',
    'ne peut pas précéder la date de début',
  ],
  timeZone: [
    'must be an IANA time zone name, such as America/Chicago or UTC',
    'debe ser un nombre de zona horaria IANA, como America/Chicago o UTC',
    'doit être un nom de fuseau horaire IANA, tel que America/Chicago ou UTC',
  ],
  icd10: [
    'must be an ICD-10-CM code such as C50.911',
    'debe ser un código CIE-10-MC como C50.911',
    'doit être un code CIM-10-CM tel que C50.911',
  ],
  cpt: [
    'must be a 5-character CPT code such as 88305',
    'debe ser un código CPT de 5 caracteres como 88305',
    'doit être un code CPT de 5 caractères tel que 88305',
  ],
  latitude: [
    'must be a latitude between -90 and 90 in decimal degrees',
    'debe ser una latitud entre -90 y 90 en grados decimales',
    'doit être une latitude entre -90 et 90 en degrés décimaux',
  ],
  longitude: [
    'must be a longitude between -180 and 180 in decimal degrees',
    'debe ser una longitud entre -180 y 180 en grados decimales',
    'doit être une longitude entre -180 et 180 en degrés décimaux',
  ],
  colour: [
    'must be a colour such as #7367f0',
    'debe ser un color como #7367f0',
    'doit être une couleur telle que #7367f0',
  ],
  apiPath: [
    'must be a path under /api/, with an optional query',
    'debe ser una ruta bajo /api/, con una consulta opcional',
    'doit être un chemin sous /api/, avec une requête facultative',
  ],
  backupName: [
    'must be the name of a backup archive of this portal',
    'debe ser el nombre de un archivo de copia de seguridad de este portal',
    'doit être le nom d’une archive de sauvegarde de ce portail',
  ],
  caseStatus: ['must be a case status', 'debe ser un estado de caso', 'doit être un statut de cas'],
  caseKind: [
    'must be S (surgical), C (cytology) or F (FISH)',
    'debe ser S (quirúrgico), C (citología) o F (FISH)',
    'doit être S (chirurgical), C (cytologie) ou F (FISH)',
  ],
  mustBeOr: ['must be {{a}} or {{b}}', 'debe ser {{a}} o {{b}}', 'doit être {{a}} ou {{b}}'],
  mustBeOneOfList: [
    'must be one of {{values}}',
    'debe ser uno de {{values}}',
    'doit être l’une des valeurs {{values}}',
  ],
  sortField: [
    'must be one of {{fields}} (prefix - to sort descending)',
    'debe ser uno de {{fields}} (anteponga - para ordenar de forma descendente)',
    'doit être l’un de {{fields}} (préfixe - pour un tri décroissant)',
  ],
  sortName: [
    'sort must be a field name, optionally prefixed by -',
    'sort debe ser un nombre de campo, precedido opcionalmente por -',
    'sort doit être un nom de champ, éventuellement précédé de -',
  ],
  chooseOneOf: ['choose one of {{values}}', 'elija uno de {{values}}', 'choisissez l’une des valeurs {{values}}'],
  chooseOr: ['choose {{values}} or {{last}}', 'elija {{values}} o {{last}}', 'choisissez {{values}} ou {{last}}'],
  chooseAtLeastOne: ['choose at least one', 'elija al menos uno', 'choisissez-en au moins un'],
  chooseAtLeastOneItem: ['choose at least one item', 'elija al menos un artículo', 'choisissez au moins un article'],
  choosePatient: ['choose a patient', 'elija un paciente', 'choisissez un patient'],
  chooseBodySite: ['choose a body site', 'elija una localización anatómica', 'choisissez un site anatomique'],
  choosePayer: ['choose a payer', 'elija un pagador', 'choisissez un payeur'],
  chooseProbeLot: ['choose a probe lot', 'elija un lote de sondas', 'choisissez un lot de sondes'],
  chooseProbeSet: ['choose a probe set', 'elija un juego de sondas', 'choisissez un jeu de sondes'],
  chooseProtocol: ['choose a protocol', 'elija un protocolo', 'choisissez un protocole'],
  chooseRecordToKeep: [
    'choose the record to keep',
    'elija el registro que se conserva',
    'choisissez la fiche à conserver',
  ],
  chooseA: ['choose a {{what}}', 'elija: {{what}}', 'choisissez : {{what}}'],
  addPart: ['add at least one part', 'añada al menos una parte', 'ajoutez au moins une partie'],
  atMostEntries: ['at most {{n}} entries', 'como máximo {{n}} entradas', '{{n}} entrées au plus'],
  atMostParts: ['at most {{n}} parts', 'como máximo {{n}} partes', '{{n}} parties au plus'],
  atMostSlides: [
    'at most {{n}} slides per block',
    'como máximo {{n}} portaobjetos por bloque',
    '{{n}} lames par bloc au plus',
  ],
  atMostBlocks: [
    'at most {{n}} blocks per part',
    'como máximo {{n}} bloques por parte',
    '{{n}} blocs par partie au plus',
  ],
  atMostCodes: ['at most {{n}} codes', 'como máximo {{n}} códigos', '{{n}} codes au plus'],
  atMostProcedures: ['at most {{n}} procedures', 'como máximo {{n}} procedimientos', '{{n}} actes au plus'],
  atMostNuclei: [
    'at most {{n}} nuclei per reader',
    'como máximo {{n}} núcleos por lector',
    '{{n}} noyaux par lecteur au plus',
  ],
  atMostTags: [
    'may hold at most {{n}} tags',
    'puede tener como máximo {{n}} etiquetas',
    'peut comporter {{n}} étiquettes au plus',
  ],
  emptyTag: [
    'may not hold an empty tag',
    'no puede tener una etiqueta vacía',
    'ne peut pas comporter d’étiquette vide',
  ],
  atMostCharsCapital: ['At most {{n}} characters', 'Como máximo {{n}} caracteres', '{{n}} caractères au plus'],
  reasonMin: [
    'Give a reason of at least {{n}} characters',
    'Indique un motivo de al menos {{n}} caracteres',
    'Indiquez un motif d’au moins {{n}} caractères',
  ],
  enterTitle: ['Enter a title', 'Escriba un título', 'Saisissez un titre'],
  writeMessage: ['Write a message', 'Escriba un mensaje', 'Écrivez un message'],
  shipAddress: ['enter the address to ship to', 'escriba la dirección de envío', 'saisissez l’adresse de livraison'],
  cartEmpty: ['the cart is empty', 'el carrito está vacío', 'le panier est vide'],
  caseType: ['name at least one case type', 'indique al menos un tipo de caso', 'indiquez au moins un type de cas'],
  notAnItem: [
    'is not an item of this protocol',
    'no es un elemento de este protocolo',
    'n’est pas un élément de ce protocole',
  ],
  oneAnswer: ['takes one answer', 'admite una sola respuesta', 'n’admet qu’une réponse'],
  notAnOption: [
    '{{value}} is not one of its options ({{codes}})',
    '{{value}} no es una de sus opciones ({{codes}})',
    '{{value}} ne fait pas partie de ses options ({{codes}})',
  ],
  atMostLimit: [
    'must be at most {{limit}} ({{n}})',
    'debe ser como máximo {{limit}} ({{n}})',
    'doit être au plus {{limit}} ({{n}})',
  ],
  her2Score: ['must be 0, 1+, 2+ or 3+', 'debe ser 0, 1+, 2+ o 3+', 'doit être 0, 1+, 2+ ou 3+'],
  clia: [
    'A CLIA number is two digits, D, seven digits (e.g. 14D0987654)',
    'Un número CLIA tiene dos dígitos, D y siete dígitos (p. ej., 14D0987654)',
    'Un numéro CLIA comporte deux chiffres, D, puis sept chiffres (p. ex. 14D0987654)',
  ],
  setupCode: [
    'Enter the setup code from the server log',
    'Escriba el código de configuración del registro del servidor',
    'Saisissez le code d’installation du journal du serveur',
  ],
  validEmail: [
    'Please enter a valid email',
    'Escriba un correo electrónico válido',
    'Saisissez une adresse e-mail valide',
  ],
  passwordMin: [
    'Password must be at least {{n}} characters',
    'La contraseña debe tener al menos {{n}} caracteres',
    'Le mot de passe doit comporter au moins {{n}} caractères',
  ],
  newPasswordMin: [
    'New password must be at least {{n}} characters',
    'La nueva contraseña debe tener al menos {{n}} caracteres',
    'Le nouveau mot de passe doit comporter au moins {{n}} caractères',
  ],
  newPasswordDiffers: [
    'New password must differ from the current one',
    'La nueva contraseña debe ser distinta de la actual',
    'Le nouveau mot de passe doit être différent de l’actuel',
  ],
  passwordsDiffer: ['Passwords do not match', 'Las contraseñas no coinciden', 'Les mots de passe ne correspondent pas'],
  emailRequired: ['Email is required', 'El correo electrónico es obligatorio', 'L’adresse e-mail est obligatoire'],
  passwordRequired: ['Password is required', 'La contraseña es obligatoria', 'Le mot de passe est obligatoire'],
  currentPasswordRequired: [
    'Current password is required',
    'La contraseña actual es obligatoria',
    'Le mot de passe actuel est obligatoire',
  ],
  codeRequired: ['Code is required', 'El código es obligatorio', 'Le code est obligatoire'],
  mfaTokenRequired: ['mfaToken is required', 'mfaToken es obligatorio', 'mfaToken est obligatoire'],
  chooseLanguage: ['Choose en, es or fr', 'Elija en, es o fr', 'Choisissez en, es ou fr'],
  // the result rules (results-rules.ts) and the Pathologists link (signing.ts)
  roleCannotSign: [
    'Your role ({{role}}) cannot sign reports',
    'Su rol ({{role}}) no puede firmar informes',
    'Votre rôle ({{role}}) ne permet pas de signer des comptes rendus',
  ],
  notLinkedPathologist: [
    'Only a user linked to a Pathologists record can sign reports',
    'Solo un usuario vinculado a un registro de Patólogos puede firmar informes',
    'Seul un utilisateur lié à une fiche de Pathologistes peut signer des comptes rendus',
  ],
  assignPathologist: [
    'Assign the case to a pathologist before signing',
    'Asigne el caso a un patólogo antes de firmar',
    'Attribuez le cas à un pathologiste avant de signer',
  ],
  assignedToAnother: [
    'This case is assigned to another pathologist',
    'Este caso está asignado a otro patólogo',
    'Ce cas est attribué à un autre pathologiste',
  ],
  ownLink: [
    'you cannot change your own Pathologists link; another administrator proposes it and you confirm it',
    'no puede cambiar su propio vínculo con Patólogos; otro administrador lo propone y usted lo confirma',
    'vous ne pouvez pas modifier votre propre lien aux Pathologistes ; un autre administrateur le propose et vous le confirmez',
  ],
  linkedElsewhere: [
    '{{pathologist}} is linked to {{name}} ({{email}}, user {{id}}); unlink that user first',
    '{{pathologist}} está vinculado a {{name}} ({{email}}, usuario {{id}}); desvincule primero a ese usuario',
    '{{pathologist}} est lié à {{name}} ({{email}}, utilisateur {{id}}) ; déliez d’abord cet utilisateur',
  ],
  linkRoles: [
    'only an {{roles}} account can be linked to a Pathologists entry',
    'solo una cuenta {{roles}} puede vincularse a una entrada de Patólogos',
    'seul un compte {{roles}} peut être lié à une entrée de Pathologistes',
  ],
  noPartsToSign: [
    'The case has no parts to sign',
    'El caso no tiene partes que firmar',
    'Le cas n’a aucune partie à signer',
  ],
  noFinalDiagnosis: [
    'Part {{part}} has no final diagnosis',
    'La parte {{part}} no tiene diagnóstico final',
    'La partie {{part}} n’a pas de diagnostic final',
  ],
  // the sign-out warnings (sign-out-warnings.ts)
  noBlock: [
    'Part {{part}} has no block recorded.',
    'La parte {{part}} no tiene ningún bloque registrado.',
    'La partie {{part}} n’a aucun bloc enregistré.',
  ],
  noMicroscopic: [
    'Part {{part}} has no microscopic description.',
    'La parte {{part}} no tiene descripción microscópica.',
    'La partie {{part}} n’a pas de description microscopique.',
  ],
  cassettesDiffer: [
    'Part {{part}}: the gross description submits {{cassettes}}, but {{blocks}} recorded ({{labels}}).',
    'Parte {{part}}: la descripción macroscópica remite {{cassettes}}, pero hay registrados {{blocks}} ({{labels}}).',
    'Partie {{part}} : la description macroscopique soumet {{cassettes}}, mais {{blocks}} enregistrés ({{labels}}).',
  ],
} as const satisfies Record<string, Texts>;

export type TValidationMessageKey = keyof typeof VALIDATION;

/** The domain's validation and rule messages in English, by key (the web's `validation` namespace). */
export const VALIDATION_MESSAGES = Object.fromEntries(Object.entries(VALIDATION).map(([k, [en]]) => [k, en])) as {
  readonly [K in TValidationMessageKey]: (typeof VALIDATION)[K][0];
};

/** The same messages in Spanish and French, by key (the web's `validation` catalogues are these texts). */
export const VALIDATION_TRANSLATIONS = Object.fromEntries(
  Object.entries(VALIDATION).map(([k, [, es, fr]]) => [k, { es, fr }]),
) as Record<TValidationMessageKey, { es: string; fr: string }>;

const t = (en: string, es: string, fr: string): Texts => [en, es, fr];

/** What the server writes itself (sign-in, generic refusals, the case and result routes), beside the domain's. */
const SERVER_TEXTS: readonly Texts[] = [
  // AUTH_MESSAGES (SPEC's sign-in messages) and the MFA ones: the same words as the web's `auth` catalogue
  t(
    AUTH_MESSAGES.badCredentials,
    'Correo electrónico o contraseña no válidos',
    'Adresse e-mail ou mot de passe incorrect',
  ),
  t(AUTH_MESSAGES.generic, 'Algo salió mal', 'Une erreur s’est produite'),
  t(AUTH_MESSAGES.emptyName, 'Escriba su nombre.', 'Saisissez votre nom.'),
  t(AUTH_MESSAGES.emailTaken, 'Este correo electrónico ya está en uso.', 'Cette adresse e-mail est déjà utilisée.'),
  t(AUTH_MESSAGES.invalidToken, 'Token de acceso no válido', 'Jeton d’accès non valide'),
  t(AUTH_MESSAGES.signInRequired, 'Debe iniciar sesión', 'Connexion requise'),
  t(AUTH_MESSAGES.forbidden, 'No tiene permiso para hacer esto', 'Vous n’êtes pas autorisé à faire ceci'),
  t(
    AUTH_MESSAGES.blocked,
    'Esta cuenta está bloqueada. Consulte al administrador del laboratorio.',
    'Ce compte est bloqué. Adressez-vous à l’administrateur du laboratoire.',
  ),
  t(
    AUTH_MESSAGES.deactivated,
    'Esta cuenta está desactivada. Consulte al administrador del laboratorio.',
    'Ce compte est désactivé. Adressez-vous à l’administrateur du laboratoire.',
  ),
  t(
    AUTH_MESSAGES.lockedOut,
    'Demasiados intentos fallidos. Vuelva a intentarlo en unos minutos.',
    'Trop d’échecs de connexion. Réessayez dans quelques minutes.',
  ),
  t(
    AUTH_MESSAGES.sessionTimedOut,
    'Su sesión caducó tras un periodo de inactividad. Vuelva a iniciar sesión.',
    'Votre session a expiré après une période d’inactivité. Reconnectez-vous.',
  ),
  t(
    AUTH_MESSAGES.mustChangePassword,
    'Su contraseña se restableció. Elija una nueva para continuar.',
    'Votre mot de passe a été réinitialisé. Choisissez-en un nouveau pour continuer.',
  ),
  t(AUTH_MESSAGES.unlockWrongPassword, 'La contraseña no es correcta', 'Le mot de passe est incorrect'),
  t(
    AUTH_MESSAGES.unlockTooManyTries,
    'Demasiadas contraseñas incorrectas: se cerró su sesión. Vuelva a iniciar sesión.',
    'Trop de mots de passe erronés : vous avez été déconnecté. Reconnectez-vous.',
  ),
  t(
    AUTH_MESSAGES.sessionLocked,
    'La sesión está bloqueada. Escriba su contraseña en la pantalla de bloqueo para continuar.',
    'La session est verrouillée. Saisissez votre mot de passe sur l’écran de verrouillage pour continuer.',
  ),
  t(
    AUTH_MESSAGES.singleSignOnExpired,
    'Este inicio de sesión único ha caducado o ya se utilizó: inicie sesión de nuevo',
    'Cette authentification unique a expiré ou a déjà été utilisée : reconnectez-vous',
  ),
  t(
    AUTH_MFA_MESSAGES.enrolmentRequired,
    'Su rol debe usar un segundo factor: configure uno para continuar.',
    'Votre rôle doit utiliser un second facteur : configurez-en un pour continuer.',
  ),
  t(AUTH_MFA_MESSAGES.badCode, 'El código no es correcto', 'Le code est incorrect'),
  t(
    AUTH_MFA_MESSAGES.tokenInvalid,
    'Este paso del inicio de sesión ha caducado o ya se usó. Vuelva a iniciar sesión.',
    'Cette étape de connexion a expiré ou a déjà été utilisée. Reconnectez-vous.',
  ),
  t(
    AUTH_MFA_MESSAGES.codeRequired,
    'Escriba el código de su aplicación de autenticación o un código de recuperación',
    'Saisissez le code de votre application d’authentification ou un code de récupération',
  ),
  t(
    AUTH_MFA_MESSAGES.passkeyFailed,
    'No se pudo verificar la llave de acceso',
    'La clé d’accès n’a pas pu être vérifiée',
  ),
  t(
    AUTH_MFA_MESSAGES.passkeyRequired,
    'Use su llave de acceso (o un código de recuperación)',
    'Utilisez votre clé d’accès (ou un code de récupération)',
  ),
  t(
    AUTH_MFA_MESSAGES.noPasskey,
    'No tiene ninguna llave de acceso: escriba el código de su aplicación de autenticación',
    'Vous n’avez aucune clé d’accès : saisissez le code de votre application d’authentification',
  ),
  t(
    AUTH_MFA_MESSAGES.passwordlessOff,
    'Aquí no se permite iniciar sesión solo con una llave de acceso: inicie sesión con su correo electrónico y contraseña',
    'La connexion avec une clé d’accès seule n’est pas autorisée ici : connectez-vous avec votre e-mail et votre mot de passe',
  ),
  t(
    AUTH_MFA_MESSAGES.passwordlessFailed,
    'No se pudo verificar la llave de acceso, o no está registrada aquí',
    'La clé d’accès n’a pas pu être vérifiée, ou elle n’est pas enregistrée ici',
  ),
  t(
    AUTH_MFA_MESSAGES.passwordlessNoUv,
    'Su llave de acceso no lo verificó (PIN o biometría): el inicio de sesión con llave de acceso lo requiere. Inicie sesión con su contraseña',
    'Votre clé d’accès ne vous a pas vérifié (code PIN ou biométrie) : la connexion par clé d’accès l’exige. Connectez-vous plutôt avec votre mot de passe',
  ),
  t('is not your password', 'no es su contraseña', 'n’est pas votre mot de passe'),
  t(
    'The current password is not correct',
    'La contraseña actual no es correcta',
    'Le mot de passe actuel est incorrect',
  ),
  t(
    'Email must be at most {{n}} characters',
    'El correo electrónico debe tener como máximo {{n}} caracteres',
    'L’adresse e-mail doit comporter au plus {{n}} caractères',
  ),
  t(
    'Single sign-on is not configured on this portal',
    'El inicio de sesión único no está configurado en este portal',
    'L’authentification unique n’est pas configurée sur ce portail',
  ),
  t(
    'This passkey is already registered',
    'Esta llave de acceso ya está registrada',
    'Cette clé d’accès est déjà enregistrée',
  ),
  t(
    'The authenticator app is already set up',
    'La aplicación de autenticación ya está configurada',
    'L’application d’authentification est déjà configurée',
  ),
  t(
    'Set up the authenticator app first',
    'Configure primero la aplicación de autenticación',
    'Configurez d’abord l’application d’authentification',
  ),
  t('No such passkey', 'No existe esa llave de acceso', 'Cette clé d’accès n’existe pas'),
  t(
    'No authenticator app is set up',
    'No hay ninguna aplicación de autenticación configurada',
    'Aucune application d’authentification n’est configurée',
  ),
  t(
    'An authenticator app is already set up: remove it first to set up another',
    'Ya hay una aplicación de autenticación configurada: quítela primero para configurar otra',
    'Une application d’authentification est déjà configurée : supprimez-la d’abord pour en configurer une autre',
  ),
  // generic refusals (plugins/auth.ts, plugins/errors.ts, lib/db-errors.ts, input guards)
  t(
    'Your permissions do not allow {{action}} on {{area}}',
    'Sus permisos no permiten {{action}} en {{area}}',
    'Vos autorisations ne permettent pas {{action}} sur {{area}}',
  ),
  t(
    'Your role ({{role}}) may not use this',
    'Su rol ({{role}}) no puede usar esto',
    'Votre rôle ({{role}}) ne permet pas d’utiliser ceci',
  ),
  t(
    'Your account has no role yet; an administrator must grant access',
    'Su cuenta aún no tiene rol; un administrador debe concederle acceso',
    'Votre compte n’a pas encore de rôle ; un administrateur doit vous donner accès',
  ),
  t(
    'This {{what}} is already in use',
    'Este valor ({{what}}) ya está en uso',
    'Cette valeur ({{what}}) est déjà utilisée',
  ),
  t(
    'A patient with this name and date of birth exists',
    'Ya existe un paciente con este nombre y esta fecha de nacimiento',
    'Un patient portant ce nom et cette date de naissance existe déjà',
  ),
  t('is already used by another patient', 'ya lo usa otro paciente', 'est déjà utilisé par un autre patient'),
  t(
    'This record was merged into another one and cannot be changed',
    'Este registro se fusionó con otro y no se puede cambiar',
    'Cette fiche a été fusionnée avec une autre et ne peut plus être modifiée',
  ),
  t(
    'cannot merge a record into itself',
    'no se puede fusionar un registro consigo mismo',
    'impossible de fusionner une fiche avec elle-même',
  ),
  t(
    'the record to keep was itself merged away',
    'el registro que se conserva ya se fusionó con otro',
    'la fiche à conserver a elle-même été fusionnée',
  ),
  t(
    'No such endpoint: {{endpoint}}',
    'No existe ese punto de acceso: {{endpoint}}',
    'Point d’accès inexistant : {{endpoint}}',
  ),
  t(
    'Text may not contain NUL characters',
    'El texto no puede contener caracteres NUL',
    'Le texte ne peut pas contenir de caractères NUL',
  ),
  t('A number is out of range', 'Un número está fuera de rango', 'Un nombre est hors limites'),
  t('A date is not valid', 'Una fecha no es válida', 'Une date n’est pas valide'),
  t('does not exist', 'no existe', 'n’existe pas'),
  t('is deactivated', 'está desactivado', 'est désactivé'),
  t('already exists', 'ya existe', 'existe déjà'),
  t('is already in use', 'ya está en uso', 'est déjà utilisé'),
  t('unknown entries {{ids}}', 'entradas desconocidas {{ids}}', 'entrées inconnues {{ids}}'),
  t('is nested too deeply', 'está anidado demasiado profundo', 'est imbriqué trop profondément'),
  t('may not contain NUL characters', 'no puede contener caracteres NUL', 'ne peut pas contenir de caractères NUL'),
  // rate limits and a busy server (429, 503)
  t(
    'The server is busy: try again in a moment',
    'El servidor está ocupado: vuelva a intentarlo en un momento',
    'Le serveur est occupé : réessayez dans un instant',
  ),
  t(
    'Too many registrations from this address. Try again in a few minutes.',
    'Demasiados registros desde esta dirección. Vuelva a intentarlo en unos minutos.',
    'Trop d’inscriptions depuis cette adresse. Réessayez dans quelques minutes.',
  ),
  t(
    'Too many reset requests. Try again in a few minutes.',
    'Demasiadas solicitudes de restablecimiento. Vuelva a intentarlo en unos minutos.',
    'Trop de demandes de réinitialisation. Réessayez dans quelques minutes.',
  ),
  t(
    'This reset link is invalid, expired or already used. Ask for a new one.',
    'Este enlace de restablecimiento no es válido, ha caducado o ya se usó. Solicite uno nuevo.',
    'Ce lien de réinitialisation est invalide, expiré ou déjà utilisé. Demandez-en un nouveau.',
  ),
  t(
    'Too many wrong passwords for this account: try again in {{n}} second',
    'Demasiadas contraseñas incorrectas para esta cuenta: vuelva a intentarlo en {{n}} segundo',
    'Trop de mots de passe erronés pour ce compte : réessayez dans {{n}} seconde',
  ),
  t(
    'Too many wrong passwords for this account: try again in {{n}} seconds',
    'Demasiadas contraseñas incorrectas para esta cuenta: vuelva a intentarlo en {{n}} segundos',
    'Trop de mots de passe erronés pour ce compte : réessayez dans {{n}} secondes',
  ),
  t(
    'Too many wrong codes for this account: try again in {{n}} second',
    'Demasiados códigos incorrectos para esta cuenta: vuelva a intentarlo en {{n}} segundo',
    'Trop de codes erronés pour ce compte : réessayez dans {{n}} seconde',
  ),
  t(
    'Too many wrong codes for this account: try again in {{n}} seconds',
    'Demasiados códigos incorrectos para esta cuenta: vuelva a intentarlo en {{n}} segundos',
    'Trop de codes erronés pour ce compte : réessayez dans {{n}} secondes',
  ),
  t(
    'Too many wrong setup codes from this address; check the code in the server log and try again',
    'Demasiados códigos de configuración incorrectos desde esta dirección; compruebe el código en el registro del servidor y vuelva a intentarlo',
    'Trop de codes d’installation erronés depuis cette adresse ; vérifiez le code dans le journal du serveur et réessayez',
  ),
  // conflicts (409)
  t(
    '{{who}} saved this case since you loaded it ({{what}})',
    '{{who}} guardó este caso después de que usted lo abriera ({{what}})',
    '{{who}} a enregistré ce cas depuis que vous l’avez ouvert ({{what}})',
  ),
  t(
    '{{who}} saved this case since you loaded it',
    '{{who}} guardó este caso después de que usted lo abriera',
    '{{who}} a enregistré ce cas depuis que vous l’avez ouvert',
  ),
  t(
    '{{who}} changed the diagnosis since you reviewed it (version {{reviewed}}, now {{now}}); nothing was signed: reload it, review it and sign again',
    '{{who}} cambió el diagnóstico después de que usted lo revisara (versión {{reviewed}}, ahora {{now}}); no se firmó nada: vuelva a cargarlo, revíselo y fírmelo de nuevo',
    '{{who}} a modifié le diagnostic depuis votre relecture (version {{reviewed}}, maintenant {{now}}) ; rien n’a été signé : rechargez-le, relisez-le et signez à nouveau',
  ),
  // the synoptic engine's answer check (synoptic/engine.ts), which only the server runs: not in the web's catalogue,
  // whose English phrases the browser walk looks for on every page ("is a" is in too many words)
  t(
    'is a {{type}} item and takes no answer',
    'es un elemento de tipo {{type}} y no admite respuesta',
    'est un élément de type {{type}} et n’admet pas de réponse',
  ),
  // the case and result routes
  t(
    'was merged into another patient; choose that one',
    'se fusionó con otro paciente; elija ese',
    'a été fusionné avec un autre patient ; choisissez celui-ci',
  ),
  t('is required to cancel a case', 'es obligatorio para anular un caso', 'est obligatoire pour annuler un cas'),
  t(
    'a case cannot move from {{from}} to {{to}}',
    'un caso no puede pasar de {{from}} a {{to}}',
    'un cas ne peut pas passer de {{from}} à {{to}}',
  ),
  t(
    'Case {{case}} is {{status}} and can no longer be edited',
    'El caso {{case}} está en estado «{{status}}» y ya no se puede editar',
    'Le cas {{case}} est à l’état « {{status}} » et ne peut plus être modifié',
  ),
  t(
    '{{status}} is done from the diagnosis screen, not here',
    '«{{status}}» se hace desde la pantalla de diagnóstico, no aquí',
    '« {{status}} » se fait depuis l’écran de diagnostic, pas ici',
  ),
  t('is not a part of this case', 'no es una parte de este caso', 'n’est pas une partie de ce cas'),
  t('is not a body site', 'no es una localización anatómica', 'n’est pas un site anatomique'),
  t(
    'has no synoptic report to correct',
    'no tiene informe sinóptico que corregir',
    'n’a pas de compte rendu synoptique à rectifier',
  ),
  t('block {{block}} appears twice', 'el bloque {{block}} aparece dos veces', 'le bloc {{block}} figure deux fois'),
  t(
    'nothing was changed; to add information without changing the diagnosis, write an addendum',
    'no se cambió nada; para añadir información sin cambiar el diagnóstico, escriba una adenda',
    'rien n’a été modifié ; pour ajouter une information sans changer le diagnostic, rédigez un addendum',
  ),
  t(
    'This is not your password. The report was not signed.',
    'Esta no es su contraseña. El informe no se firmó.',
    'Ce n’est pas votre mot de passe. Le compte rendu n’a pas été signé.',
  ),
  t(
    'Case {{case}} is {{status}}: the diagnosis is frozen; amend or add an addendum',
    'El caso {{case}} está en estado «{{status}}»: el diagnóstico está cerrado; corríjalo o añada una adenda',
    'Le cas {{case}} est à l’état « {{status}} » : le diagnostic est figé ; rectifiez-le ou ajoutez un addendum',
  ),
  t(
    'Case {{case}} is {{status}} and cannot be signed out again; amend it or add an addendum',
    'El caso {{case}} está en estado «{{status}}» y no se puede volver a firmar; corríjalo o añada una adenda',
    'Le cas {{case}} est à l’état « {{status}} » et ne peut pas être validé à nouveau ; rectifiez-le ou ajoutez un addendum',
  ),
  t(
    'Case {{case}} has not been signed out yet; there is no report to amend',
    'El caso {{case}} aún no se ha firmado; no hay informe que corregir',
    'Le cas {{case}} n’a pas encore été validé ; il n’y a pas de compte rendu à rectifier',
  ),
  t(
    'Confirm before signing: {{warnings}} Nothing was signed.',
    'Confirme antes de firmar: {{warnings}} No se firmó nada.',
    'Confirmez avant de signer : {{warnings}} Rien n’a été signé.',
  ),
  // The invoice's notes (invoice.ts), on the invoice page and in its PDF.
  t(
    'Procedure #{{id}} is no longer in the Procedures list',
    'El procedimiento n.º {{id}} ya no está en la lista de procedimientos',
    'L’acte n° {{id}} ne figure plus dans la liste des actes',
  ),
  t(
    '{{code}} may not be split into TC/PC; billed global',
    '{{code}} no se puede dividir en TC/PC; facturado global',
    '{{code}} ne peut pas être scindé en TC/PC ; facturé en global',
  ),
  t(
    '{{code}} has no fee in the Procedures list',
    '{{code}} no tiene tarifa en la lista de procedimientos',
    '{{code}} n’a pas de tarif dans la liste des actes',
  ),
  t(
    '{{code}} is retired in the Procedures list',
    '{{code}} está retirado de la lista de procedimientos',
    '{{code}} est retiré de la liste des actes',
  ),
  t(
    'The case has no procedures to bill',
    'El caso no tiene procedimientos que facturar',
    'Le cas n’a aucun acte à facturer',
  ),
  t(
    "The case has no billing class; the facility's default ({{name}}) is used",
    'El caso no tiene clase de facturación; se usa la del centro por defecto ({{name}})',
    'Le cas n’a pas de classe de facturation ; celle de l’établissement par défaut ({{name}}) est utilisée',
  ),
  t(
    'The case has no billing class: choose one on the case to know whom to bill',
    'El caso no tiene clase de facturación: elija una en el caso para saber a quién facturar',
    'Le cas n’a pas de classe de facturation : choisissez-en une sur le cas pour savoir qui facturer',
  ),
  t(
    'Client bill, but the case has no submitting facility',
    'Factura al cliente, pero el caso no tiene centro remitente',
    'Facturation au client, mais le cas n’a pas d’établissement demandeur',
  ),
  t(
    '{{name}}, but the patient has no active insurance coverage: billed to the patient',
    '{{name}}, pero el paciente no tiene cobertura de seguro activa: se factura al paciente',
    '{{name}}, mais le patient n’a pas de couverture d’assurance active : facturé au patient',
  ),
  t(
    '{{name}}, but no coverage of the patient is {{program}}; billed to the {{rank}} coverage',
    '{{name}}, pero ninguna cobertura del paciente es {{program}}; se factura a la cobertura {{rank}}',
    '{{name}}, mais aucune couverture du patient n’est {{program}} ; facturé à la couverture {{rank}}',
  ),
  t(
    'The case is cancelled: it should not be billed',
    'El caso está cancelado: no debe facturarse',
    'Le cas est annulé : il ne doit pas être facturé',
  ),
  t(
    'The case is not signed out yet: this is a draft invoice',
    'El caso aún no está firmado: esta es una factura provisional',
    'Le cas n’est pas encore validé : ceci est une facture provisoire',
  ),
];

/** "Case not found" and the like (`notFound(what)` in apps/api lib/http-error.ts), by the record's English name. */
const NOT_FOUND: readonly Texts[] = [
  t('Case', 'Caso no encontrado', 'Cas introuvable'),
  t('User', 'Usuario no encontrado', 'Utilisateur introuvable'),
  t('Mail', 'Correo no encontrado', 'Message introuvable'),
  t('FISH scoring', 'Recuento FISH no encontrado', 'Comptage FISH introuvable'),
  t('Patient', 'Paciente no encontrado', 'Patient introuvable'),
  t('Order', 'Pedido no encontrado', 'Demande introuvable'),
  t('Attachment', 'Adjunto no encontrado', 'Pièce jointe introuvable'),
  t('Report', 'Informe no encontrado', 'Compte rendu introuvable'),
  t('Payer', 'Pagador no encontrado', 'Payeur introuvable'),
  t('Part', 'Parte no encontrada', 'Partie introuvable'),
  t('Document', 'Documento no encontrado', 'Document introuvable'),
  t('Chat', 'Conversación no encontrada', 'Conversation introuvable'),
  t('Calendar feed', 'Suscripción de calendario no encontrada', 'Flux d’agenda introuvable'),
  t('Task', 'Tarea no encontrada', 'Tâche introuvable'),
  t('Provider', 'Médico no encontrado', 'Prescripteur introuvable'),
  t('Protocol', 'Protocolo no encontrado', 'Protocole introuvable'),
  t('Destination', 'Destino no encontrado', 'Destination introuvable'),
  t('Avatar', 'Avatar no encontrado', 'Avatar introuvable'),
  t('Picture', 'Imagen no encontrada', 'Image introuvable'),
  t('Synoptic report', 'Informe sinóptico no encontrado', 'Compte rendu synoptique introuvable'),
  t(
    'Proposed Pathologists link',
    'Vínculo propuesto con Patólogos no encontrado',
    'Lien proposé aux Pathologistes introuvable',
  ),
  t('Pathologists entry', 'Entrada de Patólogos no encontrada', 'Entrée de Pathologistes introuvable'),
  t('Page', 'Página no encontrada', 'Page introuvable'),
  t('Notification', 'Notificación no encontrada', 'Notification introuvable'),
  t('Message', 'Mensaje no encontrado', 'Message introuvable'),
  t('Event', 'Evento no encontrado', 'Événement introuvable'),
  t('Coverage', 'Cobertura no encontrada', 'Couverture introuvable'),
  t('Contact', 'Contacto no encontrado', 'Contact introuvable'),
].map(([what, es, fr]) => t(`${what} not found`, es, fr));

/** Words a message carries as a value that are themselves English: the case statuses as the routes write them. */
const VALUES: Record<string, { es: string; fr: string }> = {
  accessioned: { es: 'registrado', fr: 'enregistré' },
  grossed: { es: 'macroscopía hecha', fr: 'macroscopie faite' },
  'in histology': { es: 'en histología', fr: 'en histologie' },
  'pending diagnosis': { es: 'pendiente de diagnóstico', fr: 'en attente de diagnostic' },
  'signed out': { es: 'firmado', fr: 'validé' },
  amended: { es: 'corregido', fr: 'rectifié' },
  addended: { es: 'con adenda', fr: 'complété' },
  cancelled: { es: 'anulado', fr: 'annulé' },
  none: { es: 'ninguno', fr: 'aucun' },
  someone: { es: 'Alguien', fr: 'Quelqu’un' },
};

/** Every message the server translates: English (a template where it has `{{values}}`) → Spanish and French. */
export const SERVER_MESSAGES: Readonly<Record<string, { es: string; fr: string }>> = Object.fromEntries(
  [...Object.values(VALIDATION), ...SERVER_TEXTS, ...NOT_FOUND].map(([en, es, fr]) => [en, { es, fr }]),
);

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const PLACEHOLDER = /\{\{(\w+)\}\}/g;

interface Template {
  en: string;
  re: RegExp;
  names: string[];
}
const compile = (en: string): Template => {
  const names = [...en.matchAll(PLACEHOLDER)].map((m) => m[1]!);
  const re = new RegExp(
    `^${en
      .split(PLACEHOLDER)
      .map((part, i) => (i % 2 ? '(.+?)' : escapeRe(part)))
      .join('')}$`,
    's',
  );
  return { en, re, names };
};
/** Templates with values, the most literal first ("must be at most {{n}} characters" before "must be {{value}}"). */
const templatesOf = (texts: readonly string[]): Template[] =>
  texts
    .filter((en) => en.includes('{{'))
    .map(compile)
    .sort((a, b) => b.en.replace(PLACEHOLDER, '').length - a.en.replace(PLACEHOLDER, '').length);

/** The English text (or template) of `catalogue` that `message` is, and the values it carries; null when none. */
export function matchMessage<K extends string>(
  catalogue: Readonly<Record<K, string>>,
  message: string,
): { key: K; values: Record<string, string> } | null {
  const entries = Object.entries(catalogue) as [K, string][];
  const exact = entries.find(([, en]) => en === message);
  if (exact) return { key: exact[0], values: {} };
  const byEn = new Map(entries.map(([k, en]) => [en, k]));
  for (const tpl of templatesOf(entries.map(([, en]) => en))) {
    const m = tpl.re.exec(message);
    if (m) return { key: byEn.get(tpl.en)!, values: Object.fromEntries(tpl.names.map((n, i) => [n, m[i + 1]!])) };
  }
  return null;
}

const SERVER_EN = Object.keys(SERVER_MESSAGES);
const SERVER_TEMPLATES = templatesOf(SERVER_EN);
/** A field path before a message ("patient.lastName: is required"): kept, only the message after it is translated. */
const FIELD_PREFIX = /^([A-Za-z_$][\w$]*(?:\.[\w$]+)*): (.+)$/s;

const fill = (text: string, values: Record<string, string>) =>
  text.replace(PLACEHOLDER, (_, name: string) => values[name] ?? '');

function translateWhole(message: string, lng: 'es' | 'fr'): string | null {
  const exact = SERVER_MESSAGES[message];
  if (exact) return exact[lng];
  for (const tpl of SERVER_TEMPLATES) {
    const m = tpl.re.exec(message);
    if (!m) continue;
    const values = Object.fromEntries(tpl.names.map((n, i) => [n, translateValue(m[i + 1]!, lng)]));
    return fill(SERVER_MESSAGES[tpl.en]![lng], values);
  }
  return null;
}

/** A value inside a message: a known English word (a case status), a message itself, sentences; else as it is. */
function translateValue(value: string, lng: 'es' | 'fr'): string {
  const word = VALUES[value.toLowerCase()];
  if (word) return value[0] === value[0]!.toUpperCase() ? word[lng][0]!.toUpperCase() + word[lng].slice(1) : word[lng];
  if (!/[a-z]{2,}.* /i.test(value)) return value; // codes, numbers, lists of codes
  const sentences = value.split(/(?<=\.) (?=[A-Z])/);
  if (sentences.length > 1) return sentences.map((s) => translateWhole(s, lng) ?? s).join(' ');
  return translateWhole(value, lng) ?? value;
}

/**
 * A message the server writes in English (an error's `error`, a field's message in `fields`), in `lng`: the catalogue
 * above by its English text or template, a leading field path kept as it is. English, and any message not in the
 * catalogue, come back unchanged, byte for byte.
 */
export function translateServerMessage(message: string, lng: TLanguage | string | null | undefined): string {
  if (lng !== 'es' && lng !== 'fr') return message;
  // Notes joined by "; " (an invoice line's: "88305 has no fee…; 88305 is retired…"): each translated.
  if (message.includes('; ')) {
    const parts = message.split('; ');
    const translated = parts.map((p) => translateWhole(p, lng));
    if (translated.every((p) => p !== null)) return translated.join('; ');
  }
  const whole = translateWhole(message, lng);
  if (whole !== null) return whole;
  const field = FIELD_PREFIX.exec(message);
  if (field) {
    const rest = translateWhole(field[2]!, lng);
    if (rest !== null) return `${field[1]}: ${rest}`;
  }
  return message;
}
