import { useState, type MouseEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ZDownloadSignResponse } from '@lab/domain';
import { downloadKeys } from '@/api/query-keys';
import { api, toQueryString, type Query } from './api-client';

/**
 * Downloads the browser opens itself (a PDF in a new tab or an iframe, an image, a file saved, an export, the live
 * channel's EventSource) cannot send the Authorization header, and the session token never goes into an address:
 * they open by a signed link, good for that one path, this user and session, for 5 minutes
 * (docs/security.md#downloads-without-tokens-in-addresses-uploads-the-live-channel).
 */
export async function signedUrl(path: string, query?: Query): Promise<string> {
  const res = await api('/api/downloads/sign', {
    method: 'POST',
    body: { path: `${path}${toQueryString(query)}` },
    schema: ZDownloadSignResponse,
  });
  return res.url;
}

/** Links live 5 minutes on the server: renewed after 4, and taken as spent 20 s before the end. */
const RENEW_MS = 4 * 60_000;
const MARGIN_S = 20;

/** Whether a signed link still has a while to live (its `exp` is in seconds). */
export function freshLink(url: string | undefined, nowMs = Date.now()): url is string {
  const exp = url ? Number(new URL(url, 'http://x').searchParams.get('exp')) : NaN;
  return Number.isFinite(exp) && exp - MARGIN_S > nowMs / 1000;
}

/**
 * A signed link for what a page shows in place (an iframe, an image): signed once when shown, and kept as it is
 * while shown, so the frame does not reload; undefined until it is ready.
 */
export function useEmbeddedUrl(path: string | null, query?: Query): string | undefined {
  const url = path === null ? null : `${path}${toQueryString(query)}`;
  const q = useQuery({
    queryKey: downloadKeys.link('embed', url ?? ''),
    queryFn: () => signedUrl(url!),
    enabled: url !== null,
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });
  return q.data;
}

/**
 * The props of a link the user follows (`<a href>`: open in a new tab, save): the address is signed when the pointer
 * or the focus comes to it, and renewed while it stays shown; a click on a link not yet signed or about to expire
 * signs it first. Until then `href` is the plain path, so the link is still a link (focusable, "copy address").
 */
export function useSignedLink(path: string, query?: Query) {
  const url = `${path}${toQueryString(query)}`;
  const [armed, setArmed] = useState(false);
  const q = useQuery({
    queryKey: downloadKeys.link('link', url),
    queryFn: () => signedUrl(url),
    enabled: armed,
    staleTime: RENEW_MS,
    refetchInterval: RENEW_MS,
    retry: false,
  });
  const signed = freshLink(q.data) ? q.data : undefined;
  const arm = () => setArmed(true);
  return {
    href: signed ?? url,
    onPointerEnter: arm,
    onFocus: arm,
    onClick(e: MouseEvent<HTMLAnchorElement>) {
      if (signed && freshLink(signed)) return;
      e.preventDefault();
      arm();
      const a = e.currentTarget;
      followSigned(url, { newTab: a.target === '_blank', download: a.getAttribute('download') }).catch(() => undefined);
    },
  };
}

/** Signs `url` and opens it: in a new tab (opened at once, so no pop-up blocker stops it), or as the page's link. */
export async function followSigned(url: string, how: { newTab?: boolean; download?: string | null } = {}) {
  const tab = how.newTab ? window.open('', '_blank') : null;
  try {
    const fresh = await signedUrl(url);
    if (tab) {
      tab.opener = null;
      tab.location.href = fresh;
      return;
    }
    const a = document.createElement('a');
    a.href = fresh;
    if (how.download !== undefined && how.download !== null) a.download = how.download;
    document.body.append(a);
    a.click();
    a.remove();
  } catch (err) {
    tab?.close();
    throw err;
  }
}
