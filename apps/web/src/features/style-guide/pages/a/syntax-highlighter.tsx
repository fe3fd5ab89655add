import { ActionIcon, Code, CopyButton, Group, Text, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { Demo, DemoStack } from '../../components/demo';
import { PortalNote } from './parts';
import { SAMPLE_CASE } from './lab';
import { Trans, useTranslation } from 'react-i18next';

// An audit row as the API stores it (docs/api.md: type, JSON data, actor, IP, user agent).
const AUDIT_ROW = JSON.stringify(
  {
    type: 'case.status',
    data: { caseNumber: SAMPLE_CASE.caseNumber, from: 'in-histology', to: 'pending-diagnosis' },
    actor: { id: 2, name: 'Dana Demo' },
    ip: '10.20.4.17',
    userAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36',
  },
  null,
  2,
);

const CURL = `curl -H "Authorization: Bearer $TOKEN" "https://lab.example.org/api/cases?status=pending-diagnosis&sort=-receivedAt&pageSize=25"`;

export default function SyntaxHighlighterPage() {
  const { t } = useTranslation('styleGuideA');
  return (
    <DemoStack>
      <PortalNote>{t('syntaxHighlighter.portalHasNoSyntaxHighlighter')}</PortalNote>
      <Demo
        title={t('syntaxHighlighter.inlineCode')}
        description={t('syntaxHighlighter.identifierValueTypeInside')}
        code={`<Text size="sm">The MRN <Code>M0001042</Code> is kept when the patient is merged.</Text>`}
      >
        <Text size="sm">
          <Trans
            t={t}
            i18nKey="syntaxHighlighter.mrnKeptWhenPatientMerged"
            components={{ code: <Code /> }}
            values={{ mrn: SAMPLE_CASE.mrn }}
          />
        </Text>
      </Demo>
      <Demo
        title={t('syntaxHighlighter.blockScrolls')}
        description={t('syntaxHighlighter.longLineScrollsInsideBlock')}
        code={`<Code block dir="ltr" style={{ overflowX: 'auto', whiteSpace: 'pre' }}>{json}</Code>`}
      >
        <Code block dir="ltr" style={{ overflowX: 'auto', whiteSpace: 'pre' }}>
          {AUDIT_ROW}
        </Code>
      </Demo>
      <Demo
        title={t('syntaxHighlighter.copyButton')}
        description={t('syntaxHighlighter.copybuttonIconTurnsIntoCheck')}
        code={`<CopyButton value={command}>
  {({ copied, copy }) => (
    <Tooltip label={copied ? 'Copied' : 'Copy'}>
      <ActionIcon variant="subtle" color={copied ? 'teal' : 'gray'} onClick={copy} aria-label="Copy the command">
        {copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
      </ActionIcon>
    </Tooltip>
  )}
</CopyButton>`}
      >
        <Group wrap="nowrap" gap="xs" align="flex-start">
          <Code block dir="ltr" style={{ overflowX: 'auto', whiteSpace: 'pre', flex: 1, minWidth: 0 }}>
            {CURL}
          </Code>
          <CopyButton value={CURL}>
            {({ copied, copy }) => (
              <Tooltip label={copied ? t('syntaxHighlighter.copied') : t('syntaxHighlighter.copy')}>
                <ActionIcon
                  variant="subtle"
                  color={copied ? 'teal' : 'gray'}
                  onClick={copy}
                  aria-label={t('syntaxHighlighter.copyCommand')}
                >
                  {copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
                </ActionIcon>
              </Tooltip>
            )}
          </CopyButton>
        </Group>
      </Demo>
    </DemoStack>
  );
}
