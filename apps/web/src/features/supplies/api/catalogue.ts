import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { ZSupplyItem, ZSupplyItemPage, type TSupplyItemInput, type TSupplyListQuery } from '@lab/domain';
import { api } from '@/lib/api-client';
import { uploadForm } from '@/lib/upload';
import { supplyKeys } from '@/api/query-keys';

/** The data list screens' page of the catalogue (staff): search, category, order status, sort, paging. */
export const catalogueQuery = (query: TSupplyListQuery) =>
  queryOptions({
    queryKey: supplyKeys.catalogue(query),
    queryFn: ({ signal }) => api('/api/datalist/items', { query, schema: ZSupplyItemPage, signal }),
  });

/** add-data (no id) or update-data (with id), then the picture when one was chosen. */
export async function saveCatalogueItem(obj: TSupplyItemInput, id: number | null, picture: File | null) {
  const saved = id
    ? await api('/api/datalist/update-data', { method: 'POST', body: { obj: { ...obj, id } }, schema: ZSupplyItem })
    : await api('/api/datalist/add-data', { method: 'POST', body: { obj }, schema: ZSupplyItem });
  if (!picture) return saved;
  const form = new FormData();
  form.append('picture', picture);
  return uploadForm(`/api/datalist/images/${saved.id}`, form, { schema: ZSupplyItem });
}

export function useSaveCatalogueItem() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ obj, id, picture }: { obj: TSupplyItemInput; id: number | null; picture: File | null }) =>
      saveCatalogueItem(obj, id, picture),
    onSuccess: () => void qc.invalidateQueries({ queryKey: supplyKeys.all() }),
  });
}

/** Retires one item (delete-data) or several, all or none (delete-selected). */
export function useRetireItems() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (ids: number[]): Promise<void> => {
      if (ids.length === 1)
        await api('/api/datalist/delete-data', { method: 'POST', body: { obj: { id: ids[0] } }, schema: ZSupplyItem });
      else
        await api('/api/datalist/delete-selected', {
          method: 'POST',
          body: { arr: ids.map((id) => ({ id })) },
          schema: z.object({ retired: z.array(z.number()) }),
        });
    },
    onSuccess: () => void qc.invalidateQueries({ queryKey: supplyKeys.all() }),
  });
}
