import { queryOptions } from '@tanstack/react-query';
import { ZInvoice, ZInvoicePage, type TInvoiceComponent, type TInvoiceListQuery } from '@lab/domain';
import { api, ApiError, readErrorBody } from '@/lib/api-client';
import { session } from '@/lib/session';
import { invoiceKeys } from '@/api/query-keys';

/** The billable cases (docs/invoice.md#list): one page, searched, filtered and sorted by the server. */
export const invoiceListQuery = (query: Partial<TInvoiceListQuery>) =>
  queryOptions({
    queryKey: invoiceKeys.list(query),
    queryFn: ({ signal }) => api('/api/invoices', { query, schema: ZInvoicePage, signal }),
  });

/** One case's invoice for a component (global, -TC, -26): an audited read, so it is not refetched on focus. */
export const invoiceQuery = (caseId: number, component: TInvoiceComponent) =>
  queryOptions({
    queryKey: invoiceKeys.detail(caseId, component),
    queryFn: ({ signal }) => api(`/api/invoices/${caseId}`, { query: { component }, schema: ZInvoice, signal }),
    refetchOnWindowFocus: false,
  });

/**
 * Downloads the invoice's PDF as a file (the server names it `INV-….pdf`). Fetched with the bearer token, so no
 * token goes into an address.
 */
export async function downloadInvoicePdf(caseId: number, component: TInvoiceComponent): Promise<string> {
  const token = session.token();
  const res = await fetch(`/api/invoices/${caseId}/pdf?component=${component}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  if (!res.ok) {
    const text = await res.text();
    let data: unknown = null;
    try {
      data = JSON.parse(text);
    } catch {
      data = { error: text };
    }
    const { message, fields, code } = readErrorBody(data, res.status, 'The PDF could not be made');
    throw new ApiError(res.status, message, fields, data, code);
  }
  const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? `invoice-${caseId}.pdf`;
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return name;
}
