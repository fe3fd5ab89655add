import { useState } from 'react';
import { Autocomplete, Stack } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { LookupSelect } from '@/components/lookup-select';
import { UserSelect } from '@/components/user-select';
import { Demo, DemoStack } from '../../components/demo';
import { PortalNote, States } from './kit';
import { SPECIMEN_SOURCES, codeLabel } from './lab-data';
import { Trans, useTranslation } from 'react-i18next';

const SOURCES = SPECIMEN_SOURCES.map(codeLabel);

export default function AutoCompletePage() {
  const { t } = useTranslation('styleGuideB');
  const [site, setSite] = useState<number | null>(null);
  const [user, setUser] = useState<number | null>(null);
  const [typed, setTyped] = useState('');
  return (
    <DemoStack>
      <PortalNote>
        <Trans t={t} i18nKey="autoComplete.whereValueComesFromList" components={{ b: <b /> }} />
      </PortalNote>
      <Demo
        title={t('autoComplete.lookupSelectServerSearch')}
        description={t('autoComplete.typeCodeNameBodySites')}
        code={`import { LookupSelect } from '@/components/lookup-select';

const [site, setSite] = useState<number | null>(null);
<LookupSelect list="bodysites" label="Body site" placeholder="Type a code or a name" value={site} onChange={setSite} clearable />`}
      >
        <Stack maw={420}>
          <LookupSelect
            list="bodysites"
            label={t('autoComplete.bodySite')}
            placeholder={t('autoComplete.typeCodeName')}
            value={site}
            onChange={setSite}
            clearable
          />
        </Stack>
      </Demo>
      <Demo
        title={t('autoComplete.userSelect')}
        description={t('autoComplete.portalUserNameEmailActive')}
        code={`import { UserSelect } from '@/components/user-select';

<UserSelect label="Assigned to" placeholder="Name or email" value={user} onChange={setUser} clearable />`}
      >
        <Stack maw={420}>
          <UserSelect
            label={t('autoComplete.assigned')}
            placeholder={t('autoComplete.nameEmail')}
            value={user}
            onChange={setUser}
            clearable
          />
        </Stack>
      </Demo>
      <Demo
        title={t('autoComplete.freeTextSuggestionsEveryState')}
        description={t('autoComplete.autocompleteKeepsWhateverTyped')}
        code={`<Autocomplete label="Specimen source" data={SOURCES} value={typed} onChange={setTyped} leftSection={<IconSearch size={14} />} />
<Autocomplete label="Specimen source" data={SOURCES} disabled />
<Autocomplete label="Specimen source" data={SOURCES} readOnly value="COLON — Colon" />
<Autocomplete label="Specimen source" data={SOURCES} error="is required" withAsterisk aria-required />`}
      >
        <States>
          <Autocomplete
            label={t('autoComplete.specimenSource')}
            placeholder={t('autoComplete.startTyping')}
            data={SOURCES}
            value={typed}
            onChange={setTyped}
            leftSection={<IconSearch size={14} />}
          />
          <Autocomplete
            label={t('autoComplete.specimenSourceDisabled')}
            data={SOURCES}
            disabled
            placeholder={t('autoComplete.notEditableNow')}
          />
          <Autocomplete
            label={t('autoComplete.specimenSourceReadOnly')}
            data={SOURCES}
            readOnly
            value="COLON — Colon"
          />
          <Autocomplete
            label={t('autoComplete.specimenSource')}
            data={SOURCES}
            error={t('autoComplete.required')}
            withAsterisk
            aria-required
          />
        </States>
      </Demo>
    </DemoStack>
  );
}
