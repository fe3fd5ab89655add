export { EmailPage } from './components/email-page';
