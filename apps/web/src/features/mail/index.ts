export { MailPage } from './components/mail-page';
export { useMailUnreadCount } from './api/mails';
