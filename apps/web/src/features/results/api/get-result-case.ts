import { useQuery } from '@tanstack/react-query';
import { caseQuery } from '@/api/cases/get-case';

/** The case page's own cache entry, so a reassignment here shows there at once. */
export const useResultCase = (id: number) => useQuery(caseQuery(id));
