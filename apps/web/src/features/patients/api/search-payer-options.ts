import { listPayers } from '@/api/payers/list-payers';
import type { RemoteOption } from '@/components/remote-select';

/** Active payers matching what is typed, for the coverage form's payer picker. */
export async function searchPayerOptions(q: string, signal: AbortSignal): Promise<RemoteOption[]> {
  const page = await listPayers({ q, active: true, pageSize: 20 }, signal);
  return page.data.map((p) => ({ value: String(p.id), label: `${p.name} (${p.payerCode})` }));
}
