import { Avatar, Group, Indicator, Stack, Text, Tooltip } from '@mantine/core';
import { Demo, DemoStack } from '../../components/demo';

const STAFF = ['Rosa Lind', 'Maria R. Hughes', 'Sam Staff', 'Dana Demo', 'Alex Admin', 'Paula Physician'];

export default function AvatarPage() {
  return (
    <DemoStack>
      <Demo
        title="A person's avatar"
        description="Every avatar of the portal (user menu, users list, chat, mail, lock screen): the uploaded picture, else initials in a colour derived from the name, round."
        code={`<Avatar src={user.avatar || undefined} name={user.name} color="initials" radius="xl" alt={user.name} />`}
      >
        <Group>
          {STAFF.map((name) => (
            <Tooltip key={name} label={name}>
              <Avatar name={name} color="initials" radius="xl" alt={name} />
            </Tooltip>
          ))}
        </Group>
      </Demo>
      <Demo
        title="Sizes"
        description="32 in search results and lists, the default (38) in menus, 72 on the lock screen, 80 in the profile's avatar picker."
        code={`<Avatar name="Rosa Lind" color="initials" radius="xl" size={32} />
<Avatar name="Rosa Lind" color="initials" radius="xl" />
<Avatar name="Rosa Lind" color="initials" radius="xl" size={72} />
<Avatar name="Rosa Lind" color="initials" radius="xl" size={80} />`}
      >
        <Group align="end">
          {[32, 38, 72, 80].map((size) => (
            <Stack key={size} gap={4} align="center">
              <Avatar name="Rosa Lind" color="initials" radius="xl" size={size} alt="Rosa Lind" />
              <Text size="xs" c="dimmed">
                {size}
              </Text>
            </Stack>
          ))}
        </Group>
      </Demo>
      <Demo
        title="Presence and groups"
        description="Chat shows who is online with a dot; a group stacks the people on a case's thread, with the rest counted."
        code={`<Indicator color="green" position="bottom-end" offset={5} size={10} withBorder processing={false}>
  <Avatar name="Maria R. Hughes" color="initials" radius="xl" />
</Indicator>
<Avatar.Group>
  {names.slice(0, 3).map((n) => <Avatar key={n} name={n} color="initials" radius="xl" />)}
  <Avatar radius="xl">+{names.length - 3}</Avatar>
</Avatar.Group>`}
      >
        <Group gap="xl">
          <Indicator
            color="green"
            position="bottom-end"
            offset={5}
            size={10}
            withBorder
            label={undefined}
            aria-label="Online"
          >
            <Avatar name="Maria R. Hughes" color="initials" radius="xl" alt="Maria R. Hughes (online)" />
          </Indicator>
          <Indicator color="gray" position="bottom-end" offset={5} size={10} withBorder aria-label="Away">
            <Avatar name="Sam Staff" color="initials" radius="xl" alt="Sam Staff (away)" />
          </Indicator>
          <Avatar.Group>
            {STAFF.slice(0, 3).map((n) => (
              <Avatar key={n} name={n} color="initials" radius="xl" alt={n} />
            ))}
            <Avatar radius="xl">+{STAFF.length - 3}</Avatar>
          </Avatar.Group>
          <Avatar radius="xl" alt="No name yet" />
        </Group>
      </Demo>
    </DemoStack>
  );
}
