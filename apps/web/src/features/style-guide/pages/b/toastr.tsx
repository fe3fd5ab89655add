import { Button, Group, Stack, Table } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCheck, IconX } from '@tabler/icons-react';
import { Demo, DemoStack } from '../../components/demo';
import { PortalNote } from './kit';
import { useTranslation } from 'react-i18next';
import { useSampleText } from '../../components/use-sample-text';

const WHEN = [
  ['A save or an action succeeded', 'Green toast, closes by itself', '“S26-00412 saved”'],
  ['A long job finished (import, upload)', 'Loading toast updated in place', '“ICD-10 codes imported: 312 added”'],
  [
    'An action failed',
    'Red toast with what to do',
    '“Could not send the report: the fax line is busy — it will retry”',
  ],
  ['A field is wrong', 'Never a toast: the message under the field', '“Last name — is required”'],
  ['Something the user must act on later', 'The bell (notifications), not a toast', '“Critical result on S26-00407”'],
];

export default function ToastrPage() {
  const sample = useSampleText('styleGuideB');
  const { t } = useTranslation('styleGuideB');
  return (
    <DemoStack>
      <PortalNote>{t('toastr.mantineNotificationsMounted')}</PortalNote>
      <Demo
        title={t('toastr.afterSaveWhenFails')}
        description={t('toastr.whatEachButtonPortalS')}
        code={`notifications.show({ color: 'green', message: \`\${saved.caseNumber} saved\` });
notifications.show({ color: 'red', icon: <IconX size={18} />, title: 'Could not send the report', message: 'The fax line is busy; it will retry in 5 minutes.' });`}
      >
        <Group>
          <Button
            color="green"
            variant="light"
            onClick={() =>
              notifications.show({ color: 'green', icon: <IconCheck size={18} />, message: t('toastr.s2600412Saved') })
            }
          >
            {t('toastr.saveSucceeds')}
          </Button>
          <Button
            color="red"
            variant="light"
            onClick={() =>
              notifications.show({
                color: 'red',
                icon: <IconX size={18} />,
                title: t('toastr.couldNotSendReport'),
                message: t('toastr.faxLineBusyWillRetry'),
                autoClose: 8000,
              })
            }
          >
            {t('toastr.sendingFails')}
          </Button>
          <Button variant="default" onClick={() => notifications.clean()}>
            {t('toastr.closeAll')}
          </Button>
        </Group>
      </Demo>
      <Demo
        title={t('toastr.jobProgressThenResult')}
        description={t('toastr.oneToastWholeJobShown')}
        code={`const id = notifications.show({ loading: true, title: 'Uploading 2 documents', message: 'requisition.pdf, slide-A1.tiff', autoClose: false, withCloseButton: false });
// when the server answered:
notifications.update({ id, loading: false, color: 'green', icon: <IconCheck size={18} />, title: '2 documents attached to S26-00412', message: 'requisition.pdf, slide-A1.tiff', autoClose: 4000, withCloseButton: true });`}
      >
        <Button
          variant="light"
          onClick={() => {
            const id = notifications.show({
              loading: true,
              title: t('toastr.uploading2Documents'),
              message: t('toastr.requisitionPdfSlideA1Tiff'),
              autoClose: false,
              withCloseButton: false,
            });
            setTimeout(
              () =>
                notifications.update({
                  id,
                  loading: false,
                  color: 'green',
                  icon: <IconCheck size={18} />,
                  title: t('toastr.n2DocumentsAttachedS2600412'),
                  message: t('toastr.requisitionPdfSlideA1Tiff'),
                  autoClose: 4000,
                  withCloseButton: true,
                }),
              1200,
            );
          }}
        >
          {t('toastr.upload2Documents')}
        </Button>
      </Demo>
      <Demo
        title={t('toastr.whichMessageWhere')}
        description={t('toastr.portalSRuleChoosingBetween')}
        code={`// a field is wrong: under the field (with its label), never a toast
showServerErrors(error, form, FIELDS);
// done: a toast that closes by itself
notifications.show({ color: 'green', message: \`\${saved.caseNumber} saved\` });`}
      >
        <Stack>
          <Table.ScrollContainer minWidth={560}>
            <Table withTableBorder aria-label={t('toastr.whichMessageWhere')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('toastr.when')}</Table.Th>
                  <Table.Th>{t('toastr.how')}</Table.Th>
                  <Table.Th>{t('toastr.example')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {WHEN.map(([w, h, e]) => (
                  <Table.Tr key={w}>
                    <Table.Td>{sample(w)}</Table.Td>
                    <Table.Td>{sample(h)}</Table.Td>
                    <Table.Td>{sample(e)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Stack>
      </Demo>
    </DemoStack>
  );
}
