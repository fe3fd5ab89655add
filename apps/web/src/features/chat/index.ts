export { ChatPage } from './components/chat-page';
export { useChatUnreadCount } from './api/chat-queries';
