export { StyleGuidePage } from './components/style-guide-page';
export { Demo, DemoStack } from './components/demo';
