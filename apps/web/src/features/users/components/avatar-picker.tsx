import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar, Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconTrash, IconUpload } from '@tabler/icons-react';
import { AVATAR_MAX_BYTES, AVATAR_MESSAGES, AVATAR_TYPES, type TUserRecord } from '@lab/domain';
import { ApiError } from '@/lib/api-client';
import { useSetAvatar } from '../api/my-profile';

/**
 * The user's picture with Upload and Remove. Without `forUserId` it changes the signed-in user's own avatar;
 * with it, an administrator changes that user's. The type and size are checked here for a quick answer and
 * again by the server, which reads the picture's bytes.
 */
export function AvatarPicker({ user, forUserId }: { user: Pick<TUserRecord, 'avatar' | 'name'>; forUserId?: number }) {
  const { t } = useTranslation('profile');
  // The domain's and the server's English messages about the picture, in the language shown.
  const tr = (m: string) =>
    m === AVATAR_MESSAGES.type ? t('avatar.type') : m === AVATAR_MESSAGES.tooLarge ? t('avatar.tooLarge') : m;
  const set = useSetAvatar(forUserId);
  const [error, setError] = useState<string | null>(null);
  const pick = (file: File | null) => {
    if (!file) return;
    if (!(file.type in AVATAR_TYPES)) return setError(AVATAR_MESSAGES.type);
    if (file.size > AVATAR_MAX_BYTES) return setError(AVATAR_MESSAGES.tooLarge);
    setError(null);
    set.mutate(file, {
      onSuccess: () => notifications.show({ color: 'green', message: t('avatar.saved') }),
      onError: (e) => setError(e instanceof ApiError ? (e.fields.avatar ?? e.message) : e.message),
    });
  };
  return (
    <Group gap="lg" align="center">
      <Avatar src={user.avatar || undefined} name={user.name} color="initials" size={80} radius="xl" alt={user.name} />
      <Stack gap={6}>
        <Group gap="xs">
          <FileButton onChange={pick} accept={Object.keys(AVATAR_TYPES).join(',')}>
            {(props) => (
              <Button {...props} size="xs" leftSection={<IconUpload size={14} />} loading={set.isPending}>
                {t('avatar.upload')}
              </Button>
            )}
          </FileButton>
          {user.avatar && (
            <Button
              size="xs"
              variant="default"
              leftSection={<IconTrash size={14} />}
              disabled={set.isPending}
              onClick={() => set.mutate(null)}
            >
              {t('avatar.remove')}
            </Button>
          )}
        </Group>
        <Text size="xs" c={error ? 'red' : 'dimmed'} role={error ? 'alert' : undefined}>
          {error ? tr(error) : t('avatar.hint')}
        </Text>
      </Stack>
    </Group>
  );
}
