import { Avatar, Group, Indicator, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconFileTypePdf, IconPhoto } from '@tabler/icons-react';
import { Demo, DemoStack } from '../../components/demo';
import { StateRow } from './parts';

const PEOPLE = [
  { name: 'Dr. Ana Ruiz', role: 'Pathologist', presence: 'green' },
  { name: 'Sam Staff', role: 'Histotechnologist', presence: 'yellow' },
  { name: 'Dr. Paula Physician', role: 'Physician, Riverside Clinic', presence: 'gray' },
];

export default function MediaObjectsPage() {
  return (
    <DemoStack>
      <Demo
        title="A person"
        description='Avatar beside a name and a second line: the users list, chat contacts, the user menu. Without a picture the avatar shows initials in a colour derived from the name (color="initials"); the dot is chat presence.'
        code={`<Group gap="sm" wrap="nowrap">
  <Indicator color="green" position="bottom-end" offset={5} size={11} withBorder>
    <Avatar color="initials" name={user.name} src={user.avatar ?? undefined} radius="xl" />
  </Indicator>
  <div style={{ minWidth: 0 }}>
    <Text size="sm" fw={600} truncate>{user.name}</Text>
    <Text size="xs" c="dimmed" truncate>{user.role}</Text>
  </div>
</Group>`}
      >
        <Stack gap="sm">
          {PEOPLE.map((p) => (
            <Group key={p.name} gap="sm" wrap="nowrap">
              <Indicator color={p.presence} position="bottom-end" offset={5} size={11} withBorder aria-hidden>
                <Avatar color="initials" name={p.name} radius="xl" />
              </Indicator>
              <div style={{ minWidth: 0 }}>
                <Text size="sm" fw={600} truncate>
                  {p.name}
                </Text>
                <Text size="xs" c="dimmed" truncate>
                  {p.role}
                </Text>
              </div>
            </Group>
          ))}
        </Stack>
      </Demo>
      <Demo
        title="Avatar sizes and a group"
        description="xs in table rows, sm in the top bar, xl on the profile page; Avatar.Group for the people on a case."
        code={`<Avatar size="xs" color="initials" name="Ana Ruiz" radius="xl" />
<Avatar.Group>
  {people.map((p) => <Avatar key={p.name} color="initials" name={p.name} radius="xl" />)}
  <Avatar radius="xl">+2</Avatar>
</Avatar.Group>`}
      >
        <StateRow label="Sizes">
          {(['xs', 'sm', 'md', 'lg', 'xl'] as const).map((s) => (
            <Avatar key={s} size={s} color="initials" name="Ana Ruiz" radius="xl" />
          ))}
        </StateRow>
        <StateRow label="Group">
          <Avatar.Group>
            {PEOPLE.map((p) => (
              <Avatar key={p.name} color="initials" name={p.name} radius="xl" />
            ))}
            <Avatar radius="xl">+2</Avatar>
          </Avatar.Group>
        </StateRow>
      </Demo>
      <Demo
        title="A file"
        description="An icon of its kind, the name (cut short, full in the title), its size and who added it: the documents of a case."
        code={`<Paper withBorder p="sm">
  <Group gap="sm" wrap="nowrap">
    <ThemeIcon variant="light" color="red" size="lg"><IconFileTypePdf size={20} /></ThemeIcon>
    <div style={{ minWidth: 0 }}>
      <Text size="sm" fw={600} truncate title={doc.name}>{doc.name}</Text>
      <Text size="xs" c="dimmed">{formatBytes(doc.size)} · {doc.addedBy}</Text>
    </div>
  </Group>
</Paper>`}
      >
        <Stack gap="xs" maw={420}>
          {[
            {
              name: 'S26-00412 requisition form signed by Dr. Paula Physician.pdf',
              size: '212 KB',
              by: 'Sam Staff',
              icon: IconFileTypePdf,
              color: 'red',
            },
            { name: 'Gross photo part A.jpg', size: '1.4 MB', by: 'Dana Demo', icon: IconPhoto, color: 'blue' },
          ].map((d) => (
            <Paper key={d.name} withBorder p="sm">
              <Group gap="sm" wrap="nowrap">
                <ThemeIcon variant="light" color={d.color} size="lg">
                  <d.icon size={20} />
                </ThemeIcon>
                <div style={{ minWidth: 0 }}>
                  <Text size="sm" fw={600} truncate title={d.name}>
                    {d.name}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {d.size} · {d.by}
                  </Text>
                </div>
              </Group>
            </Paper>
          ))}
        </Stack>
      </Demo>
    </DemoStack>
  );
}
