import { Avatar, Group, Indicator, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconFileTypePdf, IconPhoto } from '@tabler/icons-react';
import { Demo, DemoStack } from '../../components/demo';
import { StateRow } from './parts';
import { useTranslation } from 'react-i18next';
import { useSampleText } from '../../components/use-sample-text';

const PEOPLE = [
  { name: 'Dr. Ana Ruiz', role: 'Pathologist', presence: 'green' },
  { name: 'Sam Staff', role: 'Histotechnologist', presence: 'yellow' },
  { name: 'Dr. Paula Physician', role: 'Physician, Riverside Clinic', presence: 'gray' },
];

export default function MediaObjectsPage() {
  const sample = useSampleText('styleGuideA');
  const { t } = useTranslation('styleGuideA');
  return (
    <DemoStack>
      <Demo
        title={t('mediaObjects.person')}
        description={t('mediaObjects.avatarBesideNameSecondLine')}
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
                  {sample(p.name)}
                </Text>
                <Text size="xs" c="dimmed" truncate>
                  {sample(p.role)}
                </Text>
              </div>
            </Group>
          ))}
        </Stack>
      </Demo>
      <Demo
        title={t('mediaObjects.avatarSizesGroup')}
        description={t('mediaObjects.xsTableRowsSmTop')}
        code={`<Avatar size="xs" color="initials" name="Ana Ruiz" radius="xl" />
<Avatar.Group>
  {people.map((p) => <Avatar key={p.name} color="initials" name={p.name} radius="xl" />)}
  <Avatar radius="xl">+2</Avatar>
</Avatar.Group>`}
      >
        <StateRow label={t('mediaObjects.sizes')}>
          {(['xs', 'sm', 'md', 'lg', 'xl'] as const).map((s) => (
            <Avatar key={s} size={s} color="initials" name="Ana Ruiz" radius="xl" />
          ))}
        </StateRow>
        <StateRow label={t('mediaObjects.group')}>
          <Avatar.Group>
            {PEOPLE.map((p) => (
              <Avatar key={p.name} color="initials" name={p.name} radius="xl" />
            ))}
            <Avatar radius="xl">+2</Avatar>
          </Avatar.Group>
        </StateRow>
      </Demo>
      <Demo
        title={t('mediaObjects.file')}
        description={t('mediaObjects.iconKindNameCutShort')}
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
                  <Text size="sm" fw={600} truncate title={sample(d.name)}>
                    {sample(d.name)}
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
