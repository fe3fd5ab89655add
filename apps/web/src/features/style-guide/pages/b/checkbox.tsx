import { useState } from 'react';
import { Checkbox, Group, Stack, Table } from '@mantine/core';
import { Demo, DemoStack } from '../../components/demo';
import { States } from './kit';
import { demoCases } from './lab-data';
import { useTranslation } from 'react-i18next';

const ROWS = demoCases(4);

/** The "select all" of a list: checked when all are, indeterminate when some are. */
function SelectableRows() {
  const { t } = useTranslation('styleGuideB');
  const [picked, setPicked] = useState<Set<number>>(new Set([1]));
  const all = picked.size === ROWS.length;
  const toggle = (id: number) =>
    setPicked((p) => (p.has(id) ? new Set([...p].filter((x) => x !== id)) : new Set([...p, id])));
  return (
    <Table.ScrollContainer minWidth={360}>
      <Table aria-label={t('checkbox.casesPrint')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={40}>
              <Checkbox
                aria-label={t('checkbox.selectAllCases')}
                checked={all}
                indeterminate={picked.size > 0 && !all}
                onChange={() => setPicked(all ? new Set() : new Set(ROWS.map((r) => r.id)))}
              />
            </Table.Th>
            <Table.Th>{t('checkbox.case')}</Table.Th>
            <Table.Th>{t('checkbox.patient')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {ROWS.map((r) => (
            <Table.Tr key={r.id} bg={picked.has(r.id) ? 'var(--mantine-primary-color-light)' : undefined}>
              <Table.Td>
                <Checkbox
                  aria-label={t('checkbox.select', { caseNumber: r.caseNumber })}
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
  const { t } = useTranslation('styleGuideB');
  const [copies, setCopies] = useState<string[]>(['physician']);
  return (
    <DemoStack>
      <Demo
        title={t('checkbox.choiceSavedForm')}
        description={t('checkbox.oneCheckboxYesNoForm')}
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
          <Checkbox label={t('checkbox.differentPatient')} description={t('checkbox.confirmsNewRecordLooksLike')} />
          <Checkbox.Group
            label={t('checkbox.sendSignedReport')}
            withAsterisk
            value={copies}
            onChange={setCopies}
            error={copies.length ? undefined : t('checkbox.mustHaveLeast1Item')}
          >
            <Group mt="xs">
              <Checkbox value="physician" label={t('checkbox.orderingPhysician')} />
              <Checkbox value="facility" label={t('checkbox.submittingFacility')} />
              <Checkbox value="patient" label={t('checkbox.patientPortal')} />
            </Group>
          </Checkbox.Group>
        </Stack>
      </Demo>
      <Demo
        title={t('checkbox.selectingRows')}
        description={t('checkbox.listsActSeveralRowsExport')}
        code={`<Checkbox aria-label="Select all cases" checked={all} indeterminate={picked.size > 0 && !all} onChange={toggleAll} />
<Checkbox aria-label={\`Select \${r.caseNumber}\`} checked={picked.has(r.id)} onChange={() => toggle(r.id)} />`}
      >
        <SelectableRows />
      </Demo>
      <Demo
        title={t('checkbox.states')}
        description={t('checkbox.checkedUncheckedIndeterminate')}
        code={`<Checkbox label="Checked" defaultChecked />
<Checkbox label="Indeterminate" indeterminate />
<Checkbox label="Disabled" disabled />
<Checkbox label="I have checked the specimen labels" error="is required" />`}
      >
        <States>
          <Checkbox label={t('checkbox.checked')} defaultChecked />
          <Checkbox label={t('checkbox.unchecked')} />
          <Checkbox label={t('checkbox.indeterminate')} indeterminate readOnly />
          <Checkbox label={t('checkbox.disabled')} disabled />
          <Checkbox label={t('checkbox.disabledChecked')} disabled checked readOnly />
          <Checkbox label={t('checkbox.iHaveCheckedSpecimenLabels')} error={t('checkbox.required')} />
        </States>
      </Demo>
    </DemoStack>
  );
}
