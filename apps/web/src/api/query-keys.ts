/**
 * Every TanStack Query key of the web, by resource, so no key is written by hand. Keys are hierarchical: a
 * resource's `all()` is a prefix of its lists and details, `lists()` of every `list(query)`, so invalidating a
 * level refreshes everything below it. A mutation invalidates the narrowest level it changed (usually `lists()`)
 * and puts the record it got back into `detail(id)` in place: some details are audited reads on the server
 * (opening a patient), and must not be fetched again just because a list moved.
 */

/** The levels every server resource has: the lists (search, paging, filters) and the records by id. */
function resource<const R extends string>(root: R) {
  return {
    all: () => [root] as const,
    lists: () => [root, 'list'] as const,
    list: <Q extends object>(query: Q) => [root, 'list', query] as const,
    details: () => [root, 'detail'] as const,
    detail: (id: number) => [root, 'detail', id] as const,
  };
}

/** A key of a sub-resource: its trailing parts left out make the prefix of every key below it. */
function branch<const P extends readonly unknown[]>(...parts: P) {
  let end = parts.length;
  while (end > 0 && parts[end - 1] === undefined) end--;
  return parts.slice(0, end) as readonly unknown[];
}

const patients = resource('patients');
export const patientKeys = {
  ...patients,
  /** Same name and date of birth as someone registered already. */
  duplicates: (q: { firstName: string; lastName: string; dob: string }) =>
    [...patients.all(), 'duplicates', q] as const,
  /** A patient's cases tab; without arguments, every patient's (a merge moves cases between patients). */
  cases: (patientId?: number, query?: object) => branch(...patients.all(), 'cases', patientId, query),
  /** A patient's coverages; without an id, every patient's. */
  coverages: (patientId?: number) => branch(...patients.all(), 'coverages', patientId),
};

const cases = resource('cases');
export const caseKeys = {
  ...cases,
  /** The home page's counters. */
  summary: () => [...cases.all(), 'summary'] as const,
  fish: (caseId: number) => [...cases.all(), 'fish', caseId] as const,
  diagnosis: (caseId: number) => [...cases.all(), 'diagnosis', caseId] as const,
  /** A case's signed versions; with a version, that one with its content. */
  reports: (caseId: number, version?: number | null) => branch(...cases.all(), 'reports', caseId, version),
  criticalCalls: (caseId: number) => [...cases.all(), 'critical-calls', caseId] as const,
  reportRecipients: (caseId: number) => [...cases.all(), 'report-recipients', caseId] as const,
  /** What the signed-in physician owes on the case (a correction or a critical result to acknowledge). */
  myAcknowledgement: (caseId: number) => [...cases.all(), 'my-acknowledgement', caseId] as const,
  /** A part's synoptic checklist, and the protocols suggested for it. */
  synoptic: (caseId: number, part: string) => [...cases.all(), 'synoptic', caseId, part] as const,
  synopticSuggestions: (caseId: number, part: string) =>
    [...cases.all(), 'synoptic-suggestions', caseId, part] as const,
};

/** The synoptic protocols (docs/synoptic.md): the list, and each version's Questionnaire (never changes). */
export const synopticProtocolKeys = resource('synoptic-protocols');

/** The dashboard at `/` (docs/dashboard.md): below the case counters, so every case change refreshes it too. */
export const dashboardKeys = { all: () => [...caseKeys.summary(), 'dashboard'] as const };

const providers = resource('providers');
export const providerKeys = {
  ...providers,
  /** The signed-in physician's facility. */
  myFacility: () => [...providers.all(), 'my-facility'] as const,
};

const payers = resource('payers');
export const payerKeys = {
  ...payers,
  /** The coverages pointing at a payer. */
  coverages: (payerId: number, query?: object) => branch(...payers.all(), 'coverages', payerId, query),
};

const users = resource('users');
export const userKeys = {
  ...users,
  /** What a user did (audit rows); below the user's detail, so refreshing a user refreshes it. */
  activity: (id: number) => [...users.detail(id), 'activity'] as const,
};

const documents = resource('documents');
export const documentKeys = {
  ...documents,
  /** Decoded TIFF pages; the content address names the bytes, so a re-upload is another entry. */
  tiff: (id: number, sha256: string) => [...documents.detail(id), 'tiff', sha256] as const,
};

export const auditKeys = resource('audit');

/** The diagnosis worklist (and anything else of the results screens that the turnaround targets colour). */
export const resultKeys = {
  all: () => ['results'] as const,
  worklists: () => ['results', 'worklist'] as const,
  worklist: (query: object) => ['results', 'worklist', query] as const,
};

/** The lists of signed reports across cases: Report Result's search and a reader's own. */
export const reportKeys = {
  all: () => ['reports'] as const,
  search: (query?: object) => branch('reports', 'search', query),
  mine: (query?: object) => branch('reports', 'mine', query),
};

export const fishKeys = {
  all: () => ['fish'] as const,
  worklists: () => ['fish', 'worklist'] as const,
  worklist: (query: object) => ['fish', 'worklist', query] as const,
  probeSets: () => ['fish', 'probe-sets'] as const,
};

/** Lookup lists. The shapes are those the lookups feature invalidates today; they move together with it. */
export const lookupKeys = {
  /** A picker's options for what is typed. */
  options: (list: string, q?: string) => branch('lookup-options', list, q),
  /** One entry by id (a picker's chosen value, a coded field). */
  entry: (list: string, id?: number | null) => branch('lookup-entry', list, id),
  /** A short list fetched whole. */
  whole: (list: string) => ['lookup-all', list] as const,
  /** The admin screen's pages and histories of a list. */
  admin: (list: string) => ['lookup-admin', list] as const,
};

/** A RemoteSelect's options (payers, portal users…) for what is typed; `name` tells the pickers apart. */
export const pickerKeys = {
  options: (name: string, q?: string) => branch('remote-options', name, q),
};

export const bookmarkKeys = {
  all: () => ['bookmarks'] as const,
  /** All bookmarks for an empty text; ranked suggestions while typing. */
  list: (q = '') => ['bookmarks', q] as const,
};

export const notificationKeys = {
  all: () => ['notifications'] as const,
};

/** The workspace (docs/workspace.md): each app's lists under one root, so a live event refreshes the app at once. */
export const mailKeys = {
  all: () => ['mail'] as const,
  lists: () => ['mail', 'list'] as const,
  list: (query: object) => ['mail', 'list', query] as const,
  thread: (id: number) => ['mail', 'thread', id] as const,
  unread: () => ['mail', 'unread'] as const,
  directory: (q?: string) => branch('mail', 'directory', q),
};

export const chatKeys = {
  all: () => ['chat'] as const,
  chats: () => ['chat', 'chats'] as const,
  contacts: (q?: string) => branch('chat', 'contacts', q),
  unread: () => ['chat', 'unread'] as const,
  /** A page of one thread's history; without `before`, the newest. */
  messages: (contactId?: number, before?: number) => branch('chat', 'messages', contactId, before),
  myStatus: () => ['chat', 'my-status'] as const,
};

export const taskKeys = {
  all: () => ['tasks'] as const,
  /** The Master List's task tags; below all(), so a live refresh of the app refreshes them too (a lab renamed one). */
  tags: () => ['tasks', 'tags'] as const,
  lists: () => ['tasks', 'list'] as const,
  list: (query: object) => ['tasks', 'list', query] as const,
};

export const calendarKeys = {
  all: () => ['calendar'] as const,
  calendars: () => ['calendar', 'calendars'] as const,
  events: (range?: object) => branch('calendar', 'events', range),
  feed: () => ['calendar', 'feed'] as const,
};

/** Supplies (docs/supplies.md): the catalogue, the shop, the wish list, orders and the dashboard. */
export const supplyKeys = {
  all: () => ['supplies'] as const,
  catalogue: (query?: object) => branch('supplies', 'catalogue', query),
  shop: (query?: object) => branch('supplies', 'shop', query),
  item: (id: number) => ['supplies', 'item', id] as const,
  autocomplete: () => ['supplies', 'autocomplete'] as const,
  wishlist: () => ['supplies', 'wishlist'] as const,
  cart: () => ['supplies', 'cart'] as const,
  shipTo: () => ['supplies', 'ship-to'] as const,
  myOrders: () => ['supplies', 'my-orders'] as const,
  orders: (query?: object) => branch('supplies', 'orders', query),
  dashboard: () => ['supplies', 'dashboard'] as const,
};

/** The lab's help (docs/help.md): articles (lists, categories, one article) and the test directory. */
export const helpKeys = {
  ...resource('help'),
  categories: (kind?: string) => branch('help', 'categories', kind),
  tests: (query?: object) => branch('help', 'tests', query),
  test: (id: number) => ['help', 'test', id] as const,
};

/** Invoices (docs/invoice.md): below the cases, so a change to a case (its procedures, billing class) refreshes them. */
export const invoiceKeys = {
  all: () => [...caseKeys.all(), 'invoices'] as const,
  list: (query: object) => [...caseKeys.all(), 'invoices', 'list', query] as const,
  detail: (caseId: number, component: string) => [...caseKeys.all(), 'invoices', 'detail', caseId, component] as const,
};

export const settingsKeys = {
  portal: () => ['settings', 'portal'] as const,
  turnaround: () => ['settings', 'turnaround'] as const,
  lab: () => ['settings', 'lab'] as const,
  security: () => ['settings', 'security'] as const,
};

/** The signed-in user's own things. */
export const accountKeys = {
  me: () => ['account', 'me'] as const,
  profile: () => ['account', 'profile'] as const,
  theme: () => ['account', 'theme'] as const,
  mfa: () => ['account', 'mfa'] as const,
};

export const searchKeys = {
  results: (query: object) => ['search', 'results', query] as const,
  main: (q: string) => ['search', 'main', q] as const,
};

export const publicConfigKeys = {
  all: () => ['public-config'] as const,
};

/** Signed download links (lib/downloads.ts): `embed` ones stay as they are while shown, `link` ones are renewed. */
export const downloadKeys = {
  link: (kind: 'embed' | 'link', url: string) => ['download-link', kind, url] as const,
};

/** Incoming orders (docs/interfaces.md#orders-in): the lists by status and the menu's pending count. */
export const orderKeys = { ...resource('orders'), count: () => ['orders', 'count'] as const };
