import { Demo, DemoStack } from '../../components/demo';
import { PatientTabs } from './tabs-demo';

export default function TabsPage() {
  return (
    <DemoStack>
      <Demo
        title="The tabs of a record"
        description="A patient's page: one tab per part of the record, only the open one mounted (keepMounted={false}: a tab loads its data when opened). History is disabled here to show the state."
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
        title="With icons and counts"
        description="An icon before the label and a count after it; on a phone the list scrolls sideways instead of squeezing."
        code={`<Tabs.Tab value="cases" leftSection={<IconFlask size={16} />}
  rightSection={<Badge size="xs" circle variant="light">{cases.length}</Badge>}>Cases</Tabs.Tab>`}
      >
        <PatientTabs icons variant="outline" />
      </Demo>
      <Demo
        title="Vertical"
        description="For settings with many sections (account settings) on a wide screen."
        code={`<Tabs orientation="vertical" defaultValue="details">…</Tabs>`}
      >
        <PatientTabs orientation="vertical" />
      </Demo>
    </DemoStack>
  );
}
