export { NotificationMenu } from './components/notification-menu';
