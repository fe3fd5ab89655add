export { EmailPage } from './components/email-page';
export { useMailUnreadCount } from './api/mails';
