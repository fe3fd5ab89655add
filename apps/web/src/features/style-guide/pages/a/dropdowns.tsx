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
import { useTranslation } from 'react-i18next';

export default function DropdownsPage() {
  const { t } = useTranslation('styleGuideA');
  const [picked, setPicked] = useState<string | null>(null);
  return (
    <DemoStack>
      <Demo
        title={t('dropdowns.actionsCase')}
        description={t('dropdowns.menuLessFrequentActionsRecord')}
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
                {t('dropdowns.actions')}
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Label>{t('dropdowns.report')}</Menu.Label>
              <Menu.Item leftSection={<IconPrinter size={16} />} onClick={() => setPicked('Print report')}>
                {t('dropdowns.printReport')}
              </Menu.Item>
              <Menu.Item leftSection={<IconFileText size={16} />} onClick={() => setPicked('Open the PDF')}>
                {t('dropdowns.openPdf')}
              </Menu.Item>
              <Menu.Item leftSection={<IconSignature size={16} />} disabled>
                {t('dropdowns.signOut')}
              </Menu.Item>
              <Menu.Divider />
              <Menu.Item leftSection={<IconX size={16} />} color="red" onClick={() => setPicked('Cancel case')}>
                {t('dropdowns.cancelCase')}
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
          <Menu position="bottom-end" shadow="md">
            <Menu.Target>
              <Button
                variant="subtle"
                px={6}
                aria-label={t('dropdowns.moreAbout', { caseNumber: SAMPLE_CASE.caseNumber })}
              >
                <IconDots size={18} />
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item onClick={() => setPicked('Copy the case number')}>{t('dropdowns.copyCaseNumber')}</Menu.Item>
              <Menu.Item onClick={() => setPicked('Bookmark')}>{t('dropdowns.bookmark')}</Menu.Item>
            </Menu.Dropdown>
          </Menu>
          <Text size="sm" c="dimmed" aria-live="polite">
            {picked ? t('dropdowns.chose', { picked }) : t('dropdowns.nothingChosenYet')}
          </Text>
        </Group>
      </Demo>
      <Demo
        title={t('dropdowns.userMenu')}
        description={t('dropdowns.topBarSMenuPerson')}
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
            <UnstyledButton aria-label={t('dropdowns.exampleUserMenu')}>
              <Group gap="xs" wrap="nowrap">
                <div>
                  <Text size="sm" fw={600} lh={1.2}>
                    {SAMPLE_CASE.pathologist}
                  </Text>
                  <Text size="xs" opacity={0.7} tt="capitalize">
                    {t('dropdowns.editor')}
                  </Text>
                </div>
                <Avatar color="initials" name={SAMPLE_CASE.pathologist} radius="xl" />
                <IconChevronDown size={14} />
              </Group>
            </UnstyledButton>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item leftSection={<IconUser size={16} />}>{t('dropdowns.profile')}</Menu.Item>
            <Menu.Divider />
            <Menu.Item color="red">{t('dropdowns.logOut')}</Menu.Item>
          </Menu.Dropdown>
        </Menu>
      </Demo>
    </DemoStack>
  );
}
