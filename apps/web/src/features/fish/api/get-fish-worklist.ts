import { ZFishWorklistPage, type TListQuery } from '@lab/domain';
import { api } from '@/lib/api-client';

export const fishWorklistKey = ['fish-worklist'] as const;

/** One page of the FISH worklist: STAT first, then the oldest received. */
export const getFishWorklist = (query: Partial<TListQuery>, signal?: AbortSignal) =>
  api('/api/fish/worklist', { query, schema: ZFishWorklistPage, signal });
