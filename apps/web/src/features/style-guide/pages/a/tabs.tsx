import { Demo, DemoStack } from '../../components/demo';
import { PatientTabs } from './tabs-demo';
import { useTranslation } from 'react-i18next';

export default function TabsPage() {
  const { t } = useTranslation('styleGuideA');
  return (
    <DemoStack>
      <Demo
        title={t('tabs.tabsRecord')}
        description={t('tabs.patientSPageOneTab')}
        code={`<Tabs value={tab} onChange={(v) => setTab(v ?? 'details')} keepMounted={false}>
  <Tabs.List mb="md">
    <Tabs.Tab value="details">Details</Tabs.Tab>
    <Tabs.Tab value="insurance">Insurance</Tabs.Tab>
    <Tabs.Tab value="cases">Cases</Tabs.Tab>
    <Tabs.Tab value="documents">Documents</Tabs.Tab>
    <Tabs.Tab value="history" disabled>History</Tabs.Tab>
  </Tabs.List>
  <Paper withBorder p="lg" radius="md">
    <Tabs.Panel value="details"><PatientForm … /></Tabs.Panel>
    …
  </Paper>
</Tabs>`}
      >
        <PatientTabs />
      </Demo>
      <Demo
        title={t('tabs.iconsCounts')}
        description={t('tabs.iconBeforeLabelCountAfter')}
        code={`<Tabs.Tab value="cases" leftSection={<IconFlask size={16} />}
  rightSection={<Badge size="xs" circle variant="light">{cases.length}</Badge>}>Cases</Tabs.Tab>`}
      >
        <PatientTabs icons variant="outline" />
      </Demo>
      <Demo
        title={t('tabs.vertical')}
        description={t('tabs.settingsManySectionsAccount')}
        code={`<Tabs orientation="vertical" defaultValue="details">…</Tabs>`}
      >
        <PatientTabs orientation="vertical" />
      </Demo>
    </DemoStack>
  );
}
