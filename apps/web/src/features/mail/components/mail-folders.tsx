import { useTranslation } from 'react-i18next';
import { Badge, Button, ColorSwatch, NavLink, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { IconPencil } from '@tabler/icons-react';
import { MAIL_LABELS } from '@lab/domain';
import { FOLDER_ITEMS, labelColor, labelName } from './labels';

/** The left pane: Compose, the folders with their unread counts, the labels with their colours. */
export function MailFolders({
  current,
  counts,
  onCompose,
  onNavigate,
}: {
  current: string;
  counts: Record<string, number>;
  onCompose(): void;
  onNavigate?(): void;
}) {
  const { t } = useTranslation('mail');
  return (
    <Stack gap={4} component="nav" aria-label={t('folders.nav')}>
      <Button leftSection={<IconPencil size={16} />} onClick={onCompose} mb="sm" fullWidth>
        {t('composeButton')}
      </Button>
      {FOLDER_ITEMS.map(({ key, icon: Icon }) => (
        <NavLink
          key={key}
          component={Link}
          to={`/email/${key}`}
          onClick={onNavigate}
          label={labelName(key)}
          active={current === key}
          aria-current={current === key ? 'page' : undefined}
          leftSection={<Icon size={18} aria-hidden />}
          rightSection={
            counts[key] ? (
              <Badge size="sm" variant="light" aria-label={t('folders.unread', { n: counts[key] })}>
                {counts[key]}
              </Badge>
            ) : undefined
          }
        />
      ))}
      <Text size="xs" c="dimmed" tt="uppercase" fw={600} mt="md" mb={4} px="sm">
        {t('labels')}
      </Text>
      {MAIL_LABELS.map((l) => (
        <NavLink
          key={l}
          component={Link}
          to={`/email/${l}`}
          onClick={onNavigate}
          label={labelName(l)}
          active={current === l}
          aria-current={current === l ? 'page' : undefined}
          leftSection={<ColorSwatch size={12} color={`var(--mantine-color-${labelColor(l)}-6)`} aria-hidden />}
        />
      ))}
    </Stack>
  );
}
