import { useTranslation } from 'react-i18next';
import { Alert } from '@mantine/core';
import { IconHourglass } from '@tabler/icons-react';

/** Shown to a self-registered account that has no role yet. */
export function PendingAccess() {
  const { t } = useTranslation('shared');
  return (
    <Alert color="yellow" icon={<IconHourglass />} title={t('pending.title')} maw={640}>
      {t('pending.body')}
    </Alert>
  );
}
