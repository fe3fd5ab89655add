export { default } from './no-cross-route-imports.js';
