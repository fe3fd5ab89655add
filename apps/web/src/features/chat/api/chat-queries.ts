import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ZChatContactList, ZChatMessagePage, ZChatsAndContacts, ZChatUnreadCount, ZMyPresence } from '@lab/domain';
import { api } from '@/lib/api-client';
import { useLiveEvent } from '@/lib/live';
import { chatKeys } from '@/api/query-keys';

export const getChats = () => api('/api/app/chat/chats', { schema: ZChatsAndContacts });
export const getAllContacts = (q: string) =>
  api('/api/app/chat/all-contacts', { query: { q }, schema: ZChatContactList });
export const getUnreadCount = () => api('/api/app/chat/unread-count', { schema: ZChatUnreadCount });
export const getMyStatus = () => api('/api/apps/chat/my-status', { schema: ZMyPresence });
export const getOlderMessages = (contactId: number, before: number) =>
  api('/api/app/chat/messages', { query: { contactId, before, limit: 50 }, schema: ZChatMessagePage });

/**
 * Live hints refresh what the page shows (docs/workspace.md#chat): a message to or from me, a seen mark on mine,
 * someone's presence. Events carry ids only; the queries fetch the rest.
 */
export function useChatLiveRefresh(): void {
  const qc = useQueryClient();
  const refresh = () => void qc.invalidateQueries({ queryKey: chatKeys.all() });
  useLiveEvent('chat.message', refresh);
  useLiveEvent('chat.seen', () => void qc.invalidateQueries({ queryKey: chatKeys.chats() }));
  useLiveEvent('presence', () => {
    void qc.invalidateQueries({ queryKey: chatKeys.chats() });
    void qc.invalidateQueries({ queryKey: chatKeys.contacts() });
    void qc.invalidateQueries({ queryKey: chatKeys.myStatus() });
  });
}

export function useChats() {
  useChatLiveRefresh();
  return useQuery({ queryKey: chatKeys.chats(), queryFn: getChats });
}

export function useAllContacts(q: string, enabled: boolean) {
  return useQuery({ queryKey: chatKeys.contacts(q || undefined), queryFn: () => getAllContacts(q), enabled });
}

export function useMyStatus() {
  return useQuery({ queryKey: chatKeys.myStatus(), queryFn: getMyStatus });
}

/** How many chat messages to me are unseen: for the top bar and the bookmarks (kept fresh by the live channel). */
export function useChatUnreadCount(): number {
  const qc = useQueryClient();
  useLiveEvent('chat.message', () => void qc.invalidateQueries({ queryKey: chatKeys.unread() }));
  const q = useQuery({ queryKey: chatKeys.unread(), queryFn: getUnreadCount, refetchInterval: 5 * 60_000 });
  return q.data?.unread ?? 0;
}
