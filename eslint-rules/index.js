import { noCrossRouteImports } from './no-cross-route-imports.js';
import { noLiteralJsxText } from './no-literal-jsx-text.js';

/** The repository's own ESLint rules, loaded by eslint.config.js as the `local` plugin. */
export default {
  rules: { 'no-cross-route-imports': noCrossRouteImports, 'no-literal-jsx-text': noLiteralJsxText },
};
