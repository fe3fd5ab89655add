import { useQuery } from '@tanstack/react-query';
import { ZMfaStatus } from '@lab/domain';
import { api } from '@/lib/api-client';
import { accountKeys } from '@/api/query-keys';

/**
 * My second factors (docs/api.md#second-factors): the profile's section manages them, and the forms that ask the
 * password again (sign-out, amendment, addendum, the lock screen) ask the code too when I have one.
 */
export const useMySecondFactors = () =>
  useQuery({
    queryKey: accountKeys.mfa(),
    queryFn: ({ signal }) => api('/api/account/mfa', { schema: ZMfaStatus, signal }),
  });

/** Whether the password checks of my session ask an authenticator code too (a TOTP is set up). */
export const useCodeAsked = (): boolean => useMySecondFactors().data?.totp ?? false;
