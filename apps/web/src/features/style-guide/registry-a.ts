import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * The pages of `/ui-element/*`, `/colors/colors`, `/icons/reactfeather`, `/cards/*` and `/components/*`, by path
 * (docs/style-guide.md#part-a). Each page loads only when opened.
 */
export const SHOWCASE_A: Record<string, LazyExoticComponent<ComponentType>> = {
  '/ui-element/grid': lazy(() => import('./pages/a/grid')),
  '/ui-element/typography': lazy(() => import('./pages/a/typography')),
  '/ui-element/textutilities': lazy(() => import('./pages/a/text-utilities')),
  '/ui-element/syntaxhighlighter': lazy(() => import('./pages/a/syntax-highlighter')),
  '/colors/colors': lazy(() => import('./pages/a/colors')),
  '/icons/reactfeather': lazy(() => import('./pages/a/icons')),
  '/cards/basic': lazy(() => import('./pages/a/cards-basic')),
  '/cards/statistics': lazy(() => import('./pages/a/cards-statistics')),
  '/cards/analytics': lazy(() => import('./pages/a/cards-analytics')),
  '/cards/action': lazy(() => import('./pages/a/cards-action')),
  '/components/alerts': lazy(() => import('./pages/a/alerts')),
  '/components/buttons': lazy(() => import('./pages/a/buttons')),
  '/components/breadcrumbs': lazy(() => import('./pages/a/breadcrumbs')),
  '/components/carousel': lazy(() => import('./pages/a/carousel')),
  '/components/collapse': lazy(() => import('./pages/a/collapse')),
  '/components/dropdowns': lazy(() => import('./pages/a/dropdowns')),
  '/components/list-group': lazy(() => import('./pages/a/list-group')),
  '/components/modals': lazy(() => import('./pages/a/modals')),
  '/components/pagination': lazy(() => import('./pages/a/pagination')),
  '/components/nav-component': lazy(() => import('./pages/a/nav')),
  '/components/navbar': lazy(() => import('./pages/a/navbar')),
  '/components/tabs-component': lazy(() => import('./pages/a/tabs')),
  '/components/pills-component': lazy(() => import('./pages/a/pills')),
  '/components/tooltips': lazy(() => import('./pages/a/tooltips')),
  '/components/popovers': lazy(() => import('./pages/a/popovers')),
  '/components/badges': lazy(() => import('./pages/a/badges')),
  '/components/pill-badges': lazy(() => import('./pages/a/pill-badges')),
  '/components/progress': lazy(() => import('./pages/a/progress')),
  '/components/media-objects': lazy(() => import('./pages/a/media-objects')),
  '/components/spinners': lazy(() => import('./pages/a/spinners')),
  '/components/toasts': lazy(() => import('./pages/a/toasts')),
};
