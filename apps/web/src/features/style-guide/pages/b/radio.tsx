import { useState } from 'react';
import { Group, Radio, SegmentedControl, Stack, Text } from '@mantine/core';
import { Demo, DemoStack } from '../../components/demo';
import { States } from './kit';

export default function RadioPage() {
  const [priority, setPriority] = useState('routine');
  const [status, setStatus] = useState('active');
  return (
    <DemoStack>
      <Demo
        title="One of a few, saved with the form"
        description="Radios when every option should be seen at once (2–5 of them)."
        code={`<Radio.Group label="Priority" withAsterisk value={priority} onChange={setPriority}>
  <Group mt="xs">
    <Radio value="routine" label="Routine" />
    <Radio value="stat" label="STAT" description="Reported within 4 hours" />
  </Group>
</Radio.Group>`}
      >
        <Radio.Group label="Priority" withAsterisk value={priority} onChange={setPriority}>
          <Group mt="xs" align="start">
            <Radio value="routine" label="Routine" />
            <Radio value="stat" label="STAT" description="Reported within 4 hours" />
          </Group>
        </Radio.Group>
      </Demo>
      <Demo
        title="A filter that applies at once"
        description="The lists' Active / Inactive / All control (ListToolbar) is a SegmentedControl: a radio group that looks like a switch between views."
        code={`<SegmentedControl aria-label="Status" data={[{ value: 'active', label: 'Active' }, { value: 'inactive', label: 'Inactive' }, { value: 'all', label: 'All' }]}
  value={status} onChange={setStatus} />`}
      >
        <Stack gap="xs">
          <SegmentedControl
            aria-label="Status"
            w="fit-content"
            data={[
              { value: 'active', label: 'Active' },
              { value: 'inactive', label: 'Inactive' },
              { value: 'all', label: 'All' },
            ]}
            value={status}
            onChange={setStatus}
          />
          <Text size="sm" c="dimmed">
            Showing {status} entries
          </Text>
        </Stack>
      </Demo>
      <Demo
        title="States"
        description="Disabled options, a disabled group, an unanswered required group."
        code={`<Radio.Group label="Laterality" error="is required" withAsterisk>…</Radio.Group>
<Radio value="bilateral" label="Bilateral" disabled />`}
      >
        <States>
          <Radio.Group label="Laterality" withAsterisk error="is required">
            <Stack mt="xs" gap={6}>
              <Radio value="left" label="Left" />
              <Radio value="right" label="Right" />
              <Radio value="bilateral" label="Bilateral" disabled />
            </Stack>
          </Radio.Group>
          <Radio.Group label="Case type (fixed once accessioned)" value="S">
            <Stack mt="xs" gap={6}>
              <Radio value="S" label="Surgical" disabled />
              <Radio value="C" label="Cytology" disabled />
            </Stack>
          </Radio.Group>
          <SegmentedControl data={['Day', 'Week', 'Month']} disabled aria-label="Period (disabled)" w="fit-content" />
        </States>
      </Demo>
    </DemoStack>
  );
}
