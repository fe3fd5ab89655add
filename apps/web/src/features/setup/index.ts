export { FirstRunSetupPage } from './components/first-run-setup-page';
