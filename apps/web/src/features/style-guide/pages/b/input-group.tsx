import { useState } from 'react';
import { ActionIcon, Button, CopyButton, Group, NativeSelect, TextInput, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy, IconSearch, IconX } from '@tabler/icons-react';
import { Demo, DemoStack } from '../../components/demo';
import { States } from './kit';

export default function InputGroupPage() {
  const [q, setQ] = useState('');
  return (
    <DemoStack>
      <Demo
        title="Search box"
        description="The lists' search (ListToolbar): a magnifier at the start, a clear button at the end once something is typed. The start and end swap in RTL."
        code={`<TextInput aria-label="Search cases" placeholder="Case number, patient or MRN" leftSection={<IconSearch size={16} />}
  value={q} onChange={(e) => setQ(e.currentTarget.value)}
  rightSection={q && <ActionIcon variant="subtle" color="gray" aria-label="Clear the search" onClick={() => setQ('')}><IconX size={14} /></ActionIcon>} />`}
      >
        <TextInput
          aria-label="Search cases"
          placeholder="Case number, patient or MRN"
          maw={420}
          leftSection={<IconSearch size={16} />}
          value={q}
          onChange={(e) => setQ(e.currentTarget.value)}
          rightSection={
            q && (
              <ActionIcon variant="subtle" color="gray" aria-label="Clear the search" onClick={() => setQ('')}>
                <IconX size={14} />
              </ActionIcon>
            )
          }
        />
      </Demo>
      <Demo
        title="Units, prefixes and a button"
        description="A unit or currency inside the field, never typed by the user; a button that acts on the value beside it."
        code={`<TextInput label="Cost to the lab" leftSection="$" inputMode="decimal" />
<TextInput label="Specimen volume" rightSection="mL" rightSectionWidth={42} />
<TextInput label="Calendar feed" value={url} readOnly rightSection={<CopyButton value={url}>…</CopyButton>} />
<Group gap={0} wrap="nowrap"><TextInput … /><Button>Find</Button></Group>`}
      >
        <States>
          <TextInput label="Cost to the lab" leftSection="$" inputMode="decimal" defaultValue="12.50" />
          <TextInput
            label="Specimen volume"
            rightSection="mL"
            rightSectionWidth={42}
            defaultValue="20"
            inputMode="decimal"
          />
          <TextInput
            label="Calendar feed"
            value="https://lab.example/cal/8f2c.ics"
            readOnly
            rightSection={
              <CopyButton value="https://lab.example/cal/8f2c.ics">
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
          <Group gap={0} wrap="nowrap" align="end">
            <TextInput
              label="Case number"
              placeholder="S26-00042"
              style={{ flex: 1 }}
              styles={{ input: { borderStartEndRadius: 0, borderEndEndRadius: 0 } }}
            />
            <Button style={{ borderStartStartRadius: 0, borderEndStartRadius: 0 }}>Find</Button>
          </Group>
          <TextInput
            label="Weight"
            defaultValue="72"
            rightSectionWidth={64}
            rightSection={<NativeSelect aria-label="Unit" data={['kg', 'lb']} variant="unstyled" />}
          />
          <TextInput label="Cost to the lab" leftSection="$" disabled defaultValue="12.50" />
        </States>
      </Demo>
    </DemoStack>
  );
}
