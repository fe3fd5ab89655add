import { ActionIcon, Button, CopyButton, Group, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import { useClipboard } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { Demo, DemoStack } from '../../components/demo';
import { States } from './kit';

const FEED = 'https://lab.example/api/calendar/feed/8f2c41.ics';

function CopyCaseNumber() {
  const clipboard = useClipboard({ timeout: 1500 });
  const copy = (text: string) => {
    clipboard.copy(text);
    notifications.show({ message: `${text} copied`, autoClose: 1500 });
  };
  return (
    <Group>
      <Text fw={600} ff="monospace" dir="ltr">
        S26-00412
      </Text>
      <Tooltip label={clipboard.copied ? 'Copied' : 'Copy the case number'}>
        <ActionIcon
          variant="subtle"
          aria-label="Copy the case number"
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
  return (
    <DemoStack>
      <Demo
        title="Copy a value beside it"
        description="The calendar's private feed address: CopyButton around an icon button, the tooltip says Copied for a moment."
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
            label="Calendar feed (private)"
            value={FEED}
            readOnly
            rightSection={
              <CopyButton value={FEED}>
                {({ copied, copy }) => (
                  <Tooltip label={copied ? 'Copied' : 'Copy'}>
                    <ActionIcon variant="subtle" onClick={copy} aria-label="Copy the feed address">
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
        title="Copy from code, with a toast"
        description="useClipboard when the copy happens in a handler; a short toast confirms where no button changes."
        code={`const clipboard = useClipboard({ timeout: 1500 });
clipboard.copy(c.caseNumber);
notifications.show({ message: \`\${c.caseNumber} copied\`, autoClose: 1500 });`}
      >
        <CopyCaseNumber />
      </Demo>
      <Demo
        title="Button forms"
        description="A labelled button where copying is the main action (a temporary password shown once); disabled while there is nothing to copy."
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
                {copied ? 'Copied' : 'Copy password'}
              </Button>
            )}
          </CopyButton>
          <Button disabled leftSection={<IconCopy size={16} />}>
            Copy password
          </Button>
        </States>
      </Demo>
    </DemoStack>
  );
}
