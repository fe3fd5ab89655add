import { useState } from 'react';
import { ActionIcon, Button, CopyButton, Group, NativeSelect, TextInput, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy, IconSearch, IconX } from '@tabler/icons-react';
import { Demo, DemoStack } from '../../components/demo';
import { States } from './kit';
import { useTranslation } from 'react-i18next';

export default function InputGroupPage() {
  const { t } = useTranslation('styleGuideB');
  const [q, setQ] = useState('');
  return (
    <DemoStack>
      <Demo
        title={t('inputGroup.searchBox')}
        description={t('inputGroup.listsSearchListtoolbar')}
        code={`<TextInput aria-label="Search cases" placeholder="Case number, patient or MRN" leftSection={<IconSearch size={16} />}
  value={q} onChange={(e) => setQ(e.currentTarget.value)}
  rightSection={q && <ActionIcon variant="subtle" color="gray" aria-label="Clear the search" onClick={() => setQ('')}><IconX size={14} /></ActionIcon>} />`}
      >
        <TextInput
          aria-label={t('inputGroup.searchCases')}
          placeholder={t('inputGroup.caseNumberPatientMrn')}
          maw={420}
          leftSection={<IconSearch size={16} />}
          value={q}
          onChange={(e) => setQ(e.currentTarget.value)}
          rightSection={
            q && (
              <ActionIcon
                variant="subtle"
                color="gray"
                aria-label={t('inputGroup.clearSearch')}
                onClick={() => setQ('')}
              >
                <IconX size={14} />
              </ActionIcon>
            )
          }
        />
      </Demo>
      <Demo
        title={t('inputGroup.unitsPrefixesButton')}
        description={t('inputGroup.unitCurrencyInsideFieldNever')}
        code={`<TextInput label="Cost to the lab" leftSection="$" inputMode="decimal" />
<TextInput label="Specimen volume" rightSection="mL" rightSectionWidth={42} />
<TextInput label="Calendar feed" value={url} readOnly rightSection={<CopyButton value={url}>…</CopyButton>} />
<Group gap={0} wrap="nowrap"><TextInput … /><Button>Find</Button></Group>`}
      >
        <States>
          <TextInput label={t('inputGroup.costLab')} leftSection="$" inputMode="decimal" defaultValue="12.50" />
          <TextInput
            label={t('inputGroup.specimenVolume')}
            rightSection="mL"
            rightSectionWidth={42}
            defaultValue="20"
            inputMode="decimal"
          />
          <TextInput
            label={t('inputGroup.calendarFeed')}
            value="https://lab.example/cal/8f2c.ics"
            readOnly
            rightSection={
              <CopyButton value="https://lab.example/cal/8f2c.ics">
                {({ copied, copy }) => (
                  <Tooltip label={copied ? t('inputGroup.copied') : t('inputGroup.copy')}>
                    <ActionIcon variant="subtle" onClick={copy} aria-label={t('inputGroup.copyFeedAddress')}>
                      {copied ? <IconCheck size={14} /> : <IconCopy size={14} />}
                    </ActionIcon>
                  </Tooltip>
                )}
              </CopyButton>
            }
          />
          <Group gap={0} wrap="nowrap" align="end">
            <TextInput
              label={t('inputGroup.caseNumber')}
              placeholder={t('inputGroup.s2600042')}
              style={{ flex: 1 }}
              styles={{ input: { borderStartEndRadius: 0, borderEndEndRadius: 0 } }}
            />
            <Button style={{ borderStartStartRadius: 0, borderEndStartRadius: 0 }}>{t('inputGroup.find')}</Button>
          </Group>
          <TextInput
            label={t('inputGroup.weight')}
            defaultValue="72"
            rightSectionWidth={64}
            rightSection={<NativeSelect aria-label={t('inputGroup.unit')} data={['kg', 'lb']} variant="unstyled" />}
          />
          <TextInput label={t('inputGroup.costLab')} leftSection="$" disabled defaultValue="12.50" />
        </States>
      </Demo>
    </DemoStack>
  );
}
