import { useState } from 'react';
import { Group, Stack, Switch, Text } from '@mantine/core';
import { Demo, DemoStack } from '../../components/demo';
import { States } from './kit';

export default function SwitchPage() {
  const [active, setActive] = useState(true);
  const [rtl, setRtl] = useState(false);
  return (
    <DemoStack>
      <Demo
        title="A setting that applies at once"
        description="A switch changes something now, with no Save (the theme customizer's RTL, a lookup entry's Active). A choice inside a form that is saved later is a checkbox."
        code={`<Switch label="Active" description="Inactive entries stay on old records but are no longer offered" checked={active} onChange={(e) => setActive(e.currentTarget.checked)} />`}
      >
        <Stack>
          <Switch
            label="Active"
            description="Inactive entries stay on old records but are no longer offered"
            checked={active}
            onChange={(e) => setActive(e.currentTarget.checked)}
          />
          <Switch label="RTL" checked={rtl} onChange={(e) => setRtl(e.currentTarget.checked)} />
          <Text size="sm" c="dimmed" aria-live="polite">
            Entry is {active ? 'active' : 'inactive'}; direction {rtl ? 'right to left' : 'left to right'} (this example
            changes nothing else).
          </Text>
        </Stack>
      </Demo>
      <Demo
        title="States"
        description="On, off, disabled in both, with an error, and sizes."
        code={`<Switch label="On" defaultChecked />
<Switch label="Off" />
<Switch label="Disabled on" checked disabled />
<Switch label="Disabled off" disabled />
<Switch label="Email me critical results" error="needs an email address on your profile" />`}
      >
        <States>
          <Switch label="On" defaultChecked />
          <Switch label="Off" />
          <Switch label="Disabled on" checked disabled onChange={() => undefined} />
          <Switch label="Disabled off" disabled />
          <Switch label="Email me critical results" error="needs an email address on your profile" />
          <Group>
            <Switch size="xs" label="xs" defaultChecked />
            <Switch size="md" label="md" defaultChecked />
          </Group>
        </States>
      </Demo>
    </DemoStack>
  );
}
