/**
 * The living style guide (docs/style-guide.md): every child page of the showcase groups of the page catalogue
 * (docs/shell.md#page-catalogue: `/ui-element/*`, `/colors/colors`, `/icons/reactfeather`, `/cards/*`,
 * `/components/*`, `/extra-components/*`, `/forms/*`, `/charts/*`, `/extensions/*`), the routes of the admin
 * template the portal grew from, each showing the components the portal really uses. The web renders one page per
 * entry; a path of a group that is not listed here is a 404.
 */
export interface ShowcasePage {
  /** The route, e.g. `/components/buttons`. */
  path: string;
  title: string;
  /** The group's first segment, e.g. `components`. */
  group: ShowcaseGroup;
}

export const SHOWCASE_GROUPS = {
  'ui-element': 'UI elements',
  colors: 'Colors',
  icons: 'Icons',
  cards: 'Cards',
  components: 'Components',
  'extra-components': 'Extra components',
  forms: 'Forms',
  charts: 'Charts',
  extensions: 'Extensions',
} as const;
export type ShowcaseGroup = keyof typeof SHOWCASE_GROUPS;

const group = (g: ShowcaseGroup, pages: Array<[string, string]>): ShowcasePage[] =>
  pages.map(([slug, title]) => ({ path: `/${g}/${slug}`, title, group: g }));

export const SHOWCASE_PAGES: readonly ShowcasePage[] = [
  ...group('ui-element', [
    ['grid', 'Grid'],
    ['typography', 'Typography'],
    ['textutilities', 'Text utilities'],
    ['syntaxhighlighter', 'Syntax highlighter'],
  ]),
  ...group('colors', [['colors', 'Colors']]),
  ...group('icons', [['reactfeather', 'Icons']]),
  ...group('cards', [
    ['basic', 'Basic cards'],
    ['statistics', 'Statistics cards'],
    ['analytics', 'Analytics cards'],
    ['action', 'Card actions'],
  ]),
  ...group('components', [
    ['alerts', 'Alerts'],
    ['buttons', 'Buttons'],
    ['breadcrumbs', 'Breadcrumbs'],
    ['carousel', 'Carousel'],
    ['collapse', 'Collapse'],
    ['dropdowns', 'Dropdowns'],
    ['list-group', 'List group'],
    ['modals', 'Modals'],
    ['pagination', 'Pagination'],
    ['nav-component', 'Nav'],
    ['navbar', 'Navbar'],
    ['tabs-component', 'Tabs'],
    ['pills-component', 'Pills'],
    ['tooltips', 'Tooltips'],
    ['popovers', 'Popovers'],
    ['badges', 'Badges'],
    ['pill-badges', 'Pill badges'],
    ['progress', 'Progress'],
    ['media-objects', 'Media objects'],
    ['spinners', 'Spinners'],
    ['toasts', 'Toasts'],
  ]),
  ...group('extra-components', [
    ['auto-complete', 'Autocomplete'],
    ['avatar', 'Avatar'],
    ['chips', 'Chips'],
    ['divider', 'Divider'],
  ]),
  ...group('forms', [
    ['form-layouts', 'Form layouts'],
    ['layout/form-layout', 'Form layout'],
    ['wizard', 'Wizard'],
    ['elements/select', 'Select'],
    ['elements/switch', 'Switch'],
    ['elements/checkbox', 'Checkbox'],
    ['elements/radio', 'Radio'],
    ['elements/input', 'Input'],
    ['elements/input-group', 'Input group'],
    ['elements/number-input', 'Number input'],
    ['elements/textarea', 'Textarea'],
    ['elements/pickers', 'Date and time pickers'],
    ['elements/input-mask', 'Input mask'],
    ['formik', 'Form validation'],
  ]),
  ...group('charts', [
    ['apex', 'Area, bar and line charts'],
    ['chartjs', 'Donut, pie and radar charts'],
    ['recharts', 'Composed and scatter charts'],
  ]),
  ...group('extensions', [
    ['sweet-alert', 'Confirm dialogs'],
    ['toastr', 'Notifications'],
    ['slider', 'Slider'],
    ['file-uploader', 'File uploader'],
    ['wysiwyg-editor', 'Rich text editor'],
    ['drag-and-drop', 'Drag and drop'],
    ['tour', 'Tour'],
    ['clipboard', 'Clipboard'],
    ['context-menu', 'Context menu'],
    ['swiper', 'Swiper'],
    ['access-control', 'Access control'],
    ['i18n', 'Internationalisation'],
    ['tree', 'Tree'],
    ['import', 'Import'],
    ['export', 'Export'],
    ['export-selected', 'Export selected'],
    ['pagination', 'Pagination'],
  ]),
];

/** The showcase page at `path` (case and a trailing slash ignored), if there is one. */
export function showcasePage(path: string): ShowcasePage | undefined {
  const p = path.toLowerCase().replace(/\/+$/, '');
  return SHOWCASE_PAGES.find((s) => s.path === p);
}
