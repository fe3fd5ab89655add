import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ZMailAttachment,
  ZMailDirectory,
  ZMailList,
  ZMailUnreadCount,
  ZMailUpdated,
  ZSendMailResult,
  ZSetStarredResult,
  type TMailFolder,
  type TMailLabel,
  type TSendMail,
} from '@lab/domain';
import { api } from '@/lib/api-client';
import { useLiveEvent } from '@/lib/live';
import { uploadForm } from '@/lib/upload';
import { mailKeys } from '@/api/query-keys';

/** My mails of a filter (folder, starred or label), newest first; `q` searches (docs/workspace.md#mail). */
export const getMails = (filter: string, q: string, limit: number) =>
  api('/api/email/mails', { query: { filter, q, limit }, schema: ZMailList });

/** The newest `limit` mails of a folder; the previous answer stays on screen while more are fetched. */
export function useMails(filter: string, q: string, limit: number) {
  return useQuery({
    queryKey: mailKeys.list({ filter, q, limit }),
    queryFn: () => getMails(filter, q, limit),
    refetchInterval: 120_000,
    placeholderData: (previous, query) =>
      query && (query.queryKey[2] as { filter?: string }).filter === filter ? previous : undefined,
  });
}

export const getMailCounts = () => api('/api/email/unread-count', { schema: ZMailUnreadCount });

/** Unread counts of my folders, polled (the mail page's useMailLive refreshes them at once on a change). */
export function useMailCounts() {
  return useQuery({ queryKey: mailKeys.unread(), queryFn: getMailCounts, refetchInterval: 60_000 });
}

/** The inbox's unread count for the top bar: polled, and refreshed when the live channel says my mail changed. */
export function useMailUnreadCount(): number {
  const qc = useQueryClient();
  useLiveEvent('mail', () => void qc.invalidateQueries({ queryKey: mailKeys.unread() }));
  return useMailCounts().data?.unread ?? 0;
}

/** Any change of my copies, here or elsewhere: refetch every mail query. */
export function useMailLive() {
  const qc = useQueryClient();
  useLiveEvent('mail', () => void qc.invalidateQueries({ queryKey: mailKeys.all() }));
}

export function useMailDirectory(q: string) {
  return useQuery({
    queryKey: mailKeys.directory(q),
    queryFn: () => api('/api/email/directory', { query: { q }, schema: ZMailDirectory }),
    staleTime: 60_000,
  });
}

function useMailMutation<V, R>(fn: (v: V) => Promise<R>) {
  const qc = useQueryClient();
  return useMutation({ mutationFn: fn, onSettled: () => qc.invalidateQueries({ queryKey: mailKeys.all() }) });
}

export const useSetStarred = () =>
  useMailMutation((mailId: number) =>
    api('/api/email/set-starred', { method: 'POST', body: { mailId }, schema: ZSetStarredResult }),
  );

export const useMoveMails = () =>
  useMailMutation((v: { selectedEmails: number[]; mailFolder: TMailFolder }) =>
    api('/api/email/move-mails', { method: 'POST', body: v, schema: ZMailUpdated }),
  );

export const useMarkUnread = () =>
  useMailMutation((v: { emailIds: number[]; unreadFlag: boolean }) =>
    api('/api/email/mark-unread', { method: 'POST', body: v, schema: ZMailUpdated }),
  );

export const useSetLabels = () =>
  useMailMutation((v: { emailIds: number[]; label: TMailLabel }) =>
    api('/api/email/set-labels', { method: 'POST', body: v, schema: ZMailUpdated }),
  );

export const useSendMail = () =>
  useMailMutation((v: TSendMail) => api('/api/email/send-mail', { method: 'POST', body: v, schema: ZSendMailResult }));

/** Uploads one file; its id goes into send-mail's `attachments`. */
export function uploadAttachment(file: File, onProgress?: (f: number) => void) {
  const form = new FormData();
  form.append('file', file);
  return uploadForm('/api/email/attachments', form, { schema: ZMailAttachment, onProgress });
}
