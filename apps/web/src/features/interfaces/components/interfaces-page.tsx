import { useTranslation } from 'react-i18next';
import { Paper, Tabs } from '@mantine/core';
import { PageHeader } from '@/components/page-header';
import { ClientsTab } from './clients-tab';
import { DestinationsTab } from './destinations-tab';
import { MessagesTab } from './messages-tab';

/** /interfaces (administrators): the message log, where released reports go, and the FHIR API's clients. */
export function InterfacesPage() {
  const { t } = useTranslation('interfaces');
  return (
    <>
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      <Paper withBorder p="md" radius="md">
        <Tabs defaultValue="messages" keepMounted={false}>
          <Tabs.List mb="md">
            <Tabs.Tab value="messages">{t('tabs.messages')}</Tabs.Tab>
            <Tabs.Tab value="destinations">{t('tabs.destinations')}</Tabs.Tab>
            <Tabs.Tab value="clients">{t('tabs.clients')}</Tabs.Tab>
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
