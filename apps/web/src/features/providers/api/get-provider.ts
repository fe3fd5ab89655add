import { useQuery } from '@tanstack/react-query';
import { providerQuery } from '@/api/providers/get-provider';

export const useProvider = (id: number) => useQuery(providerQuery(id));
