import { useState } from 'react';
import { Checkbox, Group, Stack, Table } from '@mantine/core';
import { Demo, DemoStack } from '../../components/demo';
import { States } from './kit';
import { demoCases } from './lab-data';

const ROWS = demoCases(4);

/** The "select all" of a list: checked when all are, indeterminate when some are. */
function SelectableRows() {
  const [picked, setPicked] = useState<Set<number>>(new Set([1]));
  const all = picked.size === ROWS.length;
  const toggle = (id: number) =>
    setPicked((p) => (p.has(id) ? new Set([...p].filter((x) => x !== id)) : new Set([...p, id])));
  return (
    <Table.ScrollContainer minWidth={360}>
      <Table aria-label="Cases to print">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={40}>
              <Checkbox
                aria-label="Select all cases"
                checked={all}
                indeterminate={picked.size > 0 && !all}
                onChange={() => setPicked(all ? new Set() : new Set(ROWS.map((r) => r.id)))}
              />
            </Table.Th>
            <Table.Th>Case</Table.Th>
            <Table.Th>Patient</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {ROWS.map((r) => (
            <Table.Tr key={r.id} bg={picked.has(r.id) ? 'var(--mantine-primary-color-light)' : undefined}>
              <Table.Td>
                <Checkbox
                  aria-label={`Select ${r.caseNumber}`}
                  checked={picked.has(r.id)}
                  onChange={() => toggle(r.id)}
                />
              </Table.Td>
              <Table.Td>{r.caseNumber}</Table.Td>
              <Table.Td>{r.patient}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

export default function CheckboxPage() {
  const [copies, setCopies] = useState<string[]>(['physician']);
  return (
    <DemoStack>
      <Demo
        title="A choice saved with the form"
        description="One checkbox for a yes/no of a form; a group for several values of one field, with the group's label naming it."
        code={`<Checkbox label="This is a different patient" {...form.register('confirmDuplicate')} />
<Checkbox.Group label="Send the signed report to" value={copies} onChange={setCopies} error={copies.length ? undefined : 'must have at least 1 item'}>
  <Group mt="xs">
    <Checkbox value="physician" label="Ordering physician" />
    <Checkbox value="facility" label="Submitting facility" />
    <Checkbox value="patient" label="Patient portal" />
  </Group>
</Checkbox.Group>`}
      >
        <Stack>
          <Checkbox
            label="This is a different patient"
            description="Confirms a new record that looks like a registered one"
          />
          <Checkbox.Group
            label="Send the signed report to"
            withAsterisk
            value={copies}
            onChange={setCopies}
            error={copies.length ? undefined : 'must have at least 1 item'}
          >
            <Group mt="xs">
              <Checkbox value="physician" label="Ordering physician" />
              <Checkbox value="facility" label="Submitting facility" />
              <Checkbox value="patient" label="Patient portal" />
            </Group>
          </Checkbox.Group>
        </Stack>
      </Demo>
      <Demo
        title="Selecting rows"
        description="The lists that act on several rows (export selected, retire items): a checkbox per row and one in the header that is indeterminate while only some are picked."
        code={`<Checkbox aria-label="Select all cases" checked={all} indeterminate={picked.size > 0 && !all} onChange={toggleAll} />
<Checkbox aria-label={\`Select \${r.caseNumber}\`} checked={picked.has(r.id)} onChange={() => toggle(r.id)} />`}
      >
        <SelectableRows />
      </Demo>
      <Demo
        title="States"
        description="Checked, unchecked, indeterminate, disabled, with an error."
        code={`<Checkbox label="Checked" defaultChecked />
<Checkbox label="Indeterminate" indeterminate />
<Checkbox label="Disabled" disabled />
<Checkbox label="I have checked the specimen labels" error="is required" />`}
      >
        <States>
          <Checkbox label="Checked" defaultChecked />
          <Checkbox label="Unchecked" />
          <Checkbox label="Indeterminate" indeterminate readOnly />
          <Checkbox label="Disabled" disabled />
          <Checkbox label="Disabled and checked" disabled checked readOnly />
          <Checkbox label="I have checked the specimen labels" error="is required" />
        </States>
      </Demo>
    </DemoStack>
  );
}
