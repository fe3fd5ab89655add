import { useQuery } from '@tanstack/react-query';
import { caseListQuery } from '@/api/cases/list-cases';

/** Cases to attach a document to, by case number, patient or MRN. */
export const useCaseSearch = (q: string) => useQuery({ ...caseListQuery({ q, pageSize: 20 }), enabled: q.length > 0 });
