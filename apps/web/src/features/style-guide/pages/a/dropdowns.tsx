import { useState } from 'react';
import { Avatar, Button, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import {
  IconChevronDown,
  IconDots,
  IconFileText,
  IconPrinter,
  IconSignature,
  IconUser,
  IconX,
} from '@tabler/icons-react';
import { Demo, DemoStack } from '../../components/demo';
import { SAMPLE_CASE } from './lab';

export default function DropdownsPage() {
  const [picked, setPicked] = useState<string | null>(null);
  return (
    <DemoStack>
      <Demo
        title="The actions of a case"
        description="A Menu for the less frequent actions of a record: icons at the start, a label per group, the irreversible one in red and last, and an action that is not allowed now disabled (signing out needs a diagnosis)."
        code={`<Menu position="bottom-end" shadow="md" width={220}>
  <Menu.Target>
    <Button variant="default" rightSection={<IconChevronDown size={14} />}>Actions</Button>
  </Menu.Target>
  <Menu.Dropdown>
    <Menu.Label>Report</Menu.Label>
    <Menu.Item leftSection={<IconPrinter size={16} />}>Print report</Menu.Item>
    <Menu.Item leftSection={<IconSignature size={16} />} disabled>Sign out</Menu.Item>
    <Menu.Divider />
    <Menu.Item leftSection={<IconX size={16} />} color="red">Cancel case</Menu.Item>
  </Menu.Dropdown>
</Menu>`}
      >
        <Group>
          <Menu position="bottom-end" shadow="md" width={220}>
            <Menu.Target>
              <Button variant="default" rightSection={<IconChevronDown size={14} />}>
                Actions
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Label>Report</Menu.Label>
              <Menu.Item leftSection={<IconPrinter size={16} />} onClick={() => setPicked('Print report')}>
                Print report
              </Menu.Item>
              <Menu.Item leftSection={<IconFileText size={16} />} onClick={() => setPicked('Open the PDF')}>
                Open the PDF
              </Menu.Item>
              <Menu.Item leftSection={<IconSignature size={16} />} disabled>
                Sign out
              </Menu.Item>
              <Menu.Divider />
              <Menu.Item leftSection={<IconX size={16} />} color="red" onClick={() => setPicked('Cancel case')}>
                Cancel case
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
          <Menu position="bottom-end" shadow="md">
            <Menu.Target>
              <Button variant="subtle" px={6} aria-label={`More about ${SAMPLE_CASE.caseNumber}`}>
                <IconDots size={18} />
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item onClick={() => setPicked('Copy the case number')}>Copy the case number</Menu.Item>
              <Menu.Item onClick={() => setPicked('Bookmark')}>Bookmark</Menu.Item>
            </Menu.Dropdown>
          </Menu>
          <Text size="sm" c="dimmed" aria-live="polite">
            {picked ? `Chose: ${picked}` : 'Nothing chosen yet'}
          </Text>
        </Group>
      </Demo>
      <Demo
        title="The user menu"
        description="The top bar's menu: the person's name and role, their avatar with initials when there is no picture, then their pages, Lock, and Log Out in red."
        code={`<Menu position="bottom-end" width={220}>
  <Menu.Target>
    <UnstyledButton aria-label="User menu">
      <Group gap="xs" wrap="nowrap">
        <div><Text size="sm" fw={600}>{name}</Text><Text size="xs" tt="capitalize">{role}</Text></div>
        <Avatar color="initials" name={name} radius="xl" src={avatar} />
        <IconChevronDown size={14} />
      </Group>
    </UnstyledButton>
  </Menu.Target>
  <Menu.Dropdown>
    <Menu.Item leftSection={<IconUser size={16} />} component={Link} to="/pages/profile">Profile</Menu.Item>
    <Menu.Divider />
    <Menu.Item leftSection={<IconLogout size={16} />} color="red" onClick={logOut}>Log Out</Menu.Item>
  </Menu.Dropdown>
</Menu>`}
      >
        <Menu position="bottom-end" width={220}>
          <Menu.Target>
            <UnstyledButton aria-label="Example user menu">
              <Group gap="xs" wrap="nowrap">
                <div>
                  <Text size="sm" fw={600} lh={1.2}>
                    {SAMPLE_CASE.pathologist}
                  </Text>
                  <Text size="xs" opacity={0.7} tt="capitalize">
                    editor
                  </Text>
                </div>
                <Avatar color="initials" name={SAMPLE_CASE.pathologist} radius="xl" />
                <IconChevronDown size={14} />
              </Group>
            </UnstyledButton>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item leftSection={<IconUser size={16} />}>Profile</Menu.Item>
            <Menu.Divider />
            <Menu.Item color="red">Log Out</Menu.Item>
          </Menu.Dropdown>
        </Menu>
      </Demo>
    </DemoStack>
  );
}
