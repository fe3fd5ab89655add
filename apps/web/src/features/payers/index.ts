export { InsurancePage } from './components/insurance-page';
