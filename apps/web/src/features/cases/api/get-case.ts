import { useQuery } from '@tanstack/react-query';
import { caseQuery } from '@/api/cases/get-case';

export const useCase = (id: number) => useQuery(caseQuery(id));
