import { Badge, Paper, Tabs, Text, type TabsProps } from '@mantine/core';
import { IconFileText, IconHistory, IconShieldCheck, IconUser, IconFlask } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation('styleGuideA');
  // The tab names and bodies in the language shown; the details line is made of the sample's own values.
  const body = (tab: (typeof PATIENT_TABS)[number]) =>
    tab.value === 'details'
      ? t('tabsDemo.detailsBody', { patient: SAMPLE_CASE.patient, mrn: SAMPLE_CASE.mrn })
      : tab.value === 'insurance' || tab.value === 'documents'
        ? t(`tabsDemo.${tab.value}Body`)
        : tab.body;
  return (
    <Tabs defaultValue="details" keepMounted={false} {...props}>
      <Tabs.List mb="md">
        {PATIENT_TABS.map((item) => (
          <Tabs.Tab
            key={item.value}
            value={item.value}
            disabled={'disabled' in item}
            leftSection={icons ? <item.icon size={16} /> : undefined}
            rightSection={
              icons && 'count' in item ? (
                <Badge size="xs" circle variant="light">
                  {item.count}
                </Badge>
              ) : undefined
            }
          >
            {t(`tabsDemo.${item.value}`)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {PATIENT_TABS.map((item) => (
        <Tabs.Panel key={item.value} value={item.value}>
          <Paper withBorder p="md" radius="md">
            <Text size="sm">{body(item)}</Text>
          </Paper>
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
