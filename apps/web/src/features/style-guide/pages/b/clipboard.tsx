import { ActionIcon, Button, CopyButton, Group, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import { useClipboard } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { Demo, DemoStack } from '../../components/demo';
import { States } from './kit';
import { useTranslation } from 'react-i18next';

const FEED = 'https://lab.example/api/calendar/feed/8f2c41.ics';

function CopyCaseNumber() {
  const { t } = useTranslation('styleGuideB');
  const clipboard = useClipboard({ timeout: 1500 });
  const copy = (text: string) => {
    clipboard.copy(text);
    notifications.show({ message: t('clipboard.copied', { text }), autoClose: 1500 });
  };
  return (
    <Group>
      <Text fw={600} ff="monospace" dir="ltr">
        {t('clipboard.s2600412')}
      </Text>
      <Tooltip label={clipboard.copied ? t('clipboard.copied2') : t('clipboard.copyCaseNumber')}>
        <ActionIcon
          variant="subtle"
          aria-label={t('clipboard.copyCaseNumber')}
          onClick={() => copy('S26-00412')}
          color={clipboard.copied ? 'teal' : undefined}
        >
          {clipboard.copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}

export default function ClipboardPage() {
  const { t } = useTranslation('styleGuideB');
  return (
    <DemoStack>
      <Demo
        title={t('clipboard.copyValueBeside')}
        description={t('clipboard.calendarSPrivateFeedAddress')}
        code={`<CopyButton value={feed.url}>
  {({ copied, copy }) => (
    <Tooltip label={copied ? 'Copied' : 'Copy'}>
      <ActionIcon variant="subtle" onClick={copy} aria-label="Copy the feed address">
        {copied ? <IconCheck size={14} /> : <IconCopy size={14} />}
      </ActionIcon>
    </Tooltip>
  )}
</CopyButton>`}
      >
        <Stack maw={480}>
          <TextInput
            label={t('clipboard.calendarFeedPrivate')}
            value={FEED}
            readOnly
            rightSection={
              <CopyButton value={FEED}>
                {({ copied, copy }) => (
                  <Tooltip label={copied ? t('clipboard.copied2') : t('clipboard.copy')}>
                    <ActionIcon variant="subtle" onClick={copy} aria-label={t('clipboard.copyFeedAddress')}>
                      {copied ? <IconCheck size={14} /> : <IconCopy size={14} />}
                    </ActionIcon>
                  </Tooltip>
                )}
              </CopyButton>
            }
          />
        </Stack>
      </Demo>
      <Demo
        title={t('clipboard.copyFromCodeToast')}
        description={t('clipboard.useclipboardWhenCopyHappens')}
        code={`const clipboard = useClipboard({ timeout: 1500 });
clipboard.copy(c.caseNumber);
notifications.show({ message: \`\${c.caseNumber} copied\`, autoClose: 1500 });`}
      >
        <CopyCaseNumber />
      </Demo>
      <Demo
        title={t('clipboard.buttonForms')}
        description={t('clipboard.labelledButtonWhereCopyingMain')}
        code={`<CopyButton value={password}>{({ copied, copy }) => <Button color={copied ? 'teal' : undefined} onClick={copy}>{copied ? 'Copied' : 'Copy password'}</Button>}</CopyButton>
<Button disabled leftSection={<IconCopy size={16} />}>Copy password</Button>`}
      >
        <States cols={2}>
          <CopyButton value="tulip-river-42">
            {({ copied, copy }) => (
              <Button
                color={copied ? 'teal' : undefined}
                onClick={copy}
                leftSection={copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
              >
                {copied ? t('clipboard.copied2') : t('clipboard.copyPassword')}
              </Button>
            )}
          </CopyButton>
          <Button disabled leftSection={<IconCopy size={16} />}>
            {t('clipboard.copyPassword')}
          </Button>
        </States>
      </Demo>
    </DemoStack>
  );
}
