import { Badge, Paper, Tabs, Text, type TabsProps } from '@mantine/core';
import { IconFileText, IconHistory, IconShieldCheck, IconUser, IconFlask } from '@tabler/icons-react';
import { SAMPLE_CASE, SAMPLE_CASES } from './lab';

/** The tabs of a patient's page, the one set of tabs both the Tabs and the Pills page show in their variants. */
export const PATIENT_TABS = [
  {
    value: 'details',
    label: 'Details',
    icon: IconUser,
    body: `${SAMPLE_CASE.patient} · MRN ${SAMPLE_CASE.mrn} · born 14 Mar 1971`,
  },
  {
    value: 'insurance',
    label: 'Insurance',
    icon: IconShieldCheck,
    body: 'Primary: Northwind Health PPO, member 88231-04',
  },
  {
    value: 'cases',
    label: 'Cases',
    icon: IconFlask,
    count: SAMPLE_CASES.filter((c) => c.patient === SAMPLE_CASE.patient).length,
    body: 'S26-00412 · F26-00021',
  },
  { value: 'documents', label: 'Documents', icon: IconFileText, body: 'Requisition form (PDF, 212 KB)' },
  { value: 'history', label: 'History', icon: IconHistory, disabled: true, body: '' },
] as const;

/** The patient's tabs in a variant; `icons` adds the icons and counts. */
export function PatientTabs({ icons = false, ...props }: Omit<TabsProps, 'children'> & { icons?: boolean }) {
  return (
    <Tabs defaultValue="details" keepMounted={false} {...props}>
      <Tabs.List mb="md">
        {PATIENT_TABS.map((t) => (
          <Tabs.Tab
            key={t.value}
            value={t.value}
            disabled={'disabled' in t}
            leftSection={icons ? <t.icon size={16} /> : undefined}
            rightSection={
              icons && 'count' in t ? (
                <Badge size="xs" circle variant="light">
                  {t.count}
                </Badge>
              ) : undefined
            }
          >
            {t.label}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {PATIENT_TABS.map((t) => (
        <Tabs.Panel key={t.value} value={t.value}>
          <Paper withBorder p="md" radius="md">
            <Text size="sm">{t.body}</Text>
          </Paper>
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
