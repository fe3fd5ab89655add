import { ZPublicConfig } from '@lab/domain';
import { api } from '@/lib/api-client';

/**
 * What the server tells before sign-in: the lab's name, a demo database, whether first-run setup is open. A module of
 * its own, without React Query: the sign-in page of its own (src/sign-in.tsx) asks for it too.
 */
export const getPublicConfig = () => api('/api/public-config', { schema: ZPublicConfig });
