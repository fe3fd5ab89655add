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
  return (
    <Stack gap={4} component="nav" aria-label="Mail folders">
      <Button leftSection={<IconPencil size={16} />} onClick={onCompose} mb="sm" fullWidth>
        Compose
      </Button>
      {FOLDER_ITEMS.map(({ key, label, icon: Icon }) => (
        <NavLink
          key={key}
          component={Link}
          to={`/email/${key}`}
          onClick={onNavigate}
          label={label}
          active={current === key}
          aria-current={current === key ? 'page' : undefined}
          leftSection={<Icon size={18} aria-hidden />}
          rightSection={
            counts[key] ? (
              <Badge size="sm" variant="light" aria-label={`${counts[key]} unread`}>
                {counts[key]}
              </Badge>
            ) : undefined
          }
        />
      ))}
      <Text size="xs" c="dimmed" tt="uppercase" fw={600} mt="md" mb={4} px="sm">
        Labels
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
