import { useQuery } from '@tanstack/react-query';
import { userQuery } from '@/api/users/get-user';

export const useUser = (id: number | null) => useQuery({ ...userQuery(id ?? 0), enabled: id !== null });
