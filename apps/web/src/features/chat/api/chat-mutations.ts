import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ZChatMarkedSeen,
  ZChatOk,
  ZChatSent,
  ZMyPresence,
  type TChatsAndContacts,
  type TPresenceStatus,
} from '@lab/domain';
import { api } from '@/lib/api-client';
import { chatKeys } from '@/api/query-keys';

export const sendMessage = (contactId: number, textContent: string) =>
  api('/api/app/chat/send-message', {
    method: 'POST',
    body: { contactId, message: { textContent } },
    schema: ZChatSent,
  });
// The trailing slashes are part of docs/spec.md §7's paths.
export const markAllSeen = (contactId: number) =>
  api('/api/apps/chat/mark-all-seen/', { method: 'POST', body: { contactId }, schema: ZChatMarkedSeen });
export const setPinned = (contactId: number, value: boolean) =>
  api('/api/apps/chat/set-pinned/', { method: 'POST', body: { contactId, value }, schema: ZChatOk });
export const chooseStatus = (status: TPresenceStatus) =>
  api('/api/apps/chat/my-status', { method: 'POST', body: { status }, schema: ZMyPresence });

export function useSendMessage() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: { contactId: number; textContent: string }) => sendMessage(v.contactId, v.textContent),
    onSuccess: (res, v) => {
      // Show the message at once; the refetch brings the contact into the list when the chat is new.
      qc.setQueryData<TChatsAndContacts>(chatKeys.chats(), (old) => {
        if (!old) return old;
        const key = String(v.contactId);
        const chat = old.chats[key] ?? { isPinned: false, msg: [], unseenCount: 0, hasMore: false };
        return { ...old, chats: { ...old.chats, [key]: { ...chat, msg: [...chat.msg, res.message] } } };
      });
      void qc.invalidateQueries({ queryKey: chatKeys.chats() });
    },
  });
}

export function useMarkAllSeen() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: markAllSeen,
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: chatKeys.chats() });
      void qc.invalidateQueries({ queryKey: chatKeys.unread() });
    },
  });
}

export function useSetPinned() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: { contactId: number; value: boolean }) => setPinned(v.contactId, v.value),
    onSuccess: () => void qc.invalidateQueries({ queryKey: chatKeys.chats() }),
  });
}

export function useChooseStatus() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: chooseStatus, onSuccess: (d) => qc.setQueryData(chatKeys.myStatus(), d) });
}
