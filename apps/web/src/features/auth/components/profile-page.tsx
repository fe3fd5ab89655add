import { Avatar, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useSession } from '@/lib/session';
import { PendingAccess } from '@/components/pending-access';
import { useMe } from '../api/me';

/** The signed-in user's own page; users without a role land here with a notice. */
export function ProfilePage() {
  const login = useSession();
  useMe();
  const user = login?.user;
  if (!user) return null;
  return (
    <Stack maw={720}>
      {!user.role && <PendingAccess />}
      <Paper withBorder p="xl">
        <Group>
          <Avatar size={72} radius="xl" color="brand" src={user.avatar ?? undefined}>
            {user.name.slice(0, 1)}
          </Avatar>
          <div>
            <Title order={2} size="h3">
              {user.name}
            </Title>
            <Text c="dimmed">{user.email}</Text>
            <Badge mt={6} variant="light">
              {user.role ?? 'no role yet'}
            </Badge>
          </div>
        </Group>
      </Paper>
    </Stack>
  );
}
