import { ZLinkableUsers } from '@lab/domain';
import { api } from '@/lib/api-client';
import type { RemoteOption } from '@/components/remote-select';

/** Portal users of role physician, for linking a provider record to its portal account. */
export async function searchLinkableUsers(q: string, signal: AbortSignal): Promise<RemoteOption[]> {
  const res = await api('/api/providers/linkable-users', { query: { q }, schema: ZLinkableUsers, signal });
  return res.data.map((u) => ({ value: String(u.id), label: `${u.name} <${u.email}>` }));
}
