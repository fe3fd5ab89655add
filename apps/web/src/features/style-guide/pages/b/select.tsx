import { useState } from 'react';
import { MultiSelect, Select, Stack } from '@mantine/core';
import { PATIENT_SEXES, PATIENT_SEX_LABELS } from '@lab/domain';
import { LookupMultiSelect, LookupSelect } from '@/components/lookup-select';
import { Demo, DemoStack } from '../../components/demo';
import { States } from './kit';
import { useLabOptions } from './lab-data';
import { useTranslation } from 'react-i18next';

const SEX_OPTIONS = PATIENT_SEXES.map((s) => ({ value: s, label: PATIENT_SEX_LABELS[s] }));

export default function SelectPage() {
  const { t } = useTranslation('styleGuideB');
  const { sourceOptions, testOptions } = useLabOptions();
  const [sex, setSex] = useState<string | null>(null);
  const [site, setSite] = useState<number | null>(null);
  const [icd, setIcd] = useState<number[]>([]);
  const [tests, setTests] = useState<string[]>(['SURG']);
  return (
    <DemoStack>
      <Demo
        title={t('select.shortFixedList')}
        description={t('select.typingFiltersEnterTakesFirst')}
        code={`<Select label="Sex" withAsterisk aria-required data={SEX_OPTIONS} searchable selectFirstOptionOnChange value={sex} onChange={setSex} />`}
      >
        <Stack maw={320}>
          <Select
            label={t('select.sex')}
            withAsterisk
            aria-required
            data={SEX_OPTIONS.map((o) => ({ ...o, label: t(`select.sexes.${o.value}`) }))}
            searchable
            selectFirstOptionOnChange
            value={sex}
            onChange={setSex}
          />
        </Stack>
      </Demo>
      <Demo
        title={t('select.lookupListSearchedServer')}
        description={t('select.lookupselectOneEntry')}
        code={`<LookupSelect list="bodysites" label="Body site" value={site} onChange={setSite} clearable />
<LookupMultiSelect list="icdcodelist" label="ICD-10 codes" value={icd} onChange={setIcd} />`}
      >
        <States cols={2}>
          <LookupSelect
            list="bodysites"
            label={t('select.bodySite')}
            placeholder={t('select.typeCodeName')}
            value={site}
            onChange={setSite}
            clearable
          />
          <LookupMultiSelect
            list="icdcodelist"
            label={t('select.icd10Codes')}
            placeholder={t('select.typeCode')}
            value={icd}
            onChange={setIcd}
          />
        </States>
      </Demo>
      <Demo
        title={t('select.everyState')}
        description={t('select.disabledReadOnlyErrorUnder')}
        code={`<Select label="Specimen source" data={SOURCE_OPTIONS} disabled />
<Select label="Specimen source" data={SOURCE_OPTIONS} value="COLON" readOnly />
<Select label="Specimen source" data={SOURCE_OPTIONS} withAsterisk aria-required error="is required" />
<MultiSelect label="Tests" data={TEST_OPTIONS} value={tests} onChange={setTests} searchable clearable />`}
      >
        <States>
          <Select
            label={t('select.specimenSourceDisabled')}
            data={sourceOptions}
            disabled
            placeholder={t('select.pickOne')}
          />
          <Select label={t('select.specimenSourceReadOnly')} data={sourceOptions} value="COLON" readOnly />
          <Select
            label={t('select.specimenSource')}
            data={sourceOptions}
            withAsterisk
            aria-required
            error={t('select.required')}
            placeholder={t('select.pickOne')}
          />
          <MultiSelect
            label={t('select.tests')}
            data={testOptions}
            value={tests}
            onChange={setTests}
            searchable
            clearable
          />
          <Select
            label={t('select.testLoading')}
            data={[]}
            placeholder={t('select.loading')}
            disabled
            rightSection={undefined}
          />
        </States>
      </Demo>
    </DemoStack>
  );
}
