import { Paper, Tabs } from '@mantine/core';
import { PageHeader } from '@/components/page-header';
import { ClientsTab } from './clients-tab';
import { DestinationsTab } from './destinations-tab';
import { MessagesTab } from './messages-tab';

/** /interfaces (administrators): the message log, where released reports go, and the FHIR API's clients. */
export function InterfacesPage() {
  return (
    <>
      <PageHeader title="Interfaces" subtitle="HL7 v2 and FHIR messages in and out, destinations and API clients." />
      <Paper withBorder p="md" radius="md">
        <Tabs defaultValue="messages" keepMounted={false}>
          <Tabs.List mb="md">
            <Tabs.Tab value="messages">Messages</Tabs.Tab>
            <Tabs.Tab value="destinations">Destinations</Tabs.Tab>
            <Tabs.Tab value="clients">Clients</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="messages">
            <MessagesTab />
          </Tabs.Panel>
          <Tabs.Panel value="destinations">
            <DestinationsTab />
          </Tabs.Panel>
          <Tabs.Panel value="clients">
            <ClientsTab />
          </Tabs.Panel>
        </Tabs>
      </Paper>
    </>
  );
}
