import { useQuery } from '@tanstack/react-query';
import { fetchUser } from '@/lib/users-api';

export const useUser = (id: number | null) =>
  useQuery({ queryKey: ['user', id], queryFn: ({ signal }) => fetchUser(id!, signal), enabled: id !== null });
