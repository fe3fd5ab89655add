import { useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Kbd } from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';

/** A list's "New …" button; Alt+N does the same from anywhere on the screen, the search box included. */
export function NewRecordButton({ onClick, children }: { onClick(): void; children: ReactNode }) {
  const { t } = useTranslation('common');
  const latest = useRef(onClick);
  latest.current = onClick;
  useHotkeys([['alt+N', () => latest.current(), { usePhysicalKeys: true }]], []);
  return (
    <Button
      leftSection={<IconPlus size={16} />}
      rightSection={<Kbd size="xs">{t('form.newKey')}</Kbd>}
      onClick={onClick}
    >
      {children}
    </Button>
  );
}
