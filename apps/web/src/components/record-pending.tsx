import { Alert, Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client';

/**
 * What a page shows until its record is there: a loader, or why it cannot be shown. Why is read from the
 * error's `code`: no such record (`not_found`), not the caller's to see (`forbidden`), else the server's message.
 */
export function RecordPending({
  error,
  title,
  notFound,
  forbidden,
}: {
  error: Error | null;
  title: string;
  /** Said when the record does not exist (or is hidden from the caller). */
  notFound?: string;
  /** Said when the caller's role does not reach the record. */
  forbidden?: string;
}) {
  const { t } = useTranslation('common');
  if (error) {
    const code = error instanceof ApiError ? error.code : null;
    return (
      <Alert color="red" title={title}>
        {code === 'not_found'
          ? (notFound ?? t('record.notFound'))
          : code === 'forbidden'
            ? (forbidden ?? t('record.forbidden'))
            : error.message}
      </Alert>
    );
  }
  return (
    <Center h="50vh">
      <Loader />
    </Center>
  );
}
