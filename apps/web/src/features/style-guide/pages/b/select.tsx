import { useState } from 'react';
import { MultiSelect, Select, Stack } from '@mantine/core';
import { PATIENT_SEXES, PATIENT_SEX_LABELS } from '@lab/domain';
import { LookupMultiSelect, LookupSelect } from '@/components/lookup-select';
import { Demo, DemoStack } from '../../components/demo';
import { States } from './kit';
import { SOURCE_OPTIONS, TEST_OPTIONS } from './lab-data';

const SEX_OPTIONS = PATIENT_SEXES.map((s) => ({ value: s, label: PATIENT_SEX_LABELS[s] }));

export default function SelectPage() {
  const [sex, setSex] = useState<string | null>(null);
  const [site, setSite] = useState<number | null>(null);
  const [icd, setIcd] = useState<number[]>([]);
  const [tests, setTests] = useState<string[]>(['SURG']);
  return (
    <DemoStack>
      <Demo
        title="A short fixed list"
        description="Typing filters and Enter takes the first match (selectFirstOptionOnChange), so a keyboard user fills it without the mouse: “f”, Enter."
        code={`<Select label="Sex" withAsterisk aria-required data={SEX_OPTIONS} searchable selectFirstOptionOnChange value={sex} onChange={setSex} />`}
      >
        <Stack maw={320}>
          <Select
            label="Sex"
            withAsterisk
            aria-required
            data={SEX_OPTIONS}
            searchable
            selectFirstOptionOnChange
            value={sex}
            onChange={setSex}
          />
        </Stack>
      </Demo>
      <Demo
        title="A lookup list (searched on the server)"
        description="LookupSelect for one entry and LookupMultiSelect for several (a case's ICD-10 codes); the value is the entry id."
        code={`<LookupSelect list="bodysites" label="Body site" value={site} onChange={setSite} clearable />
<LookupMultiSelect list="icdcodelist" label="ICD-10 codes" value={icd} onChange={setIcd} />`}
      >
        <States cols={2}>
          <LookupSelect
            list="bodysites"
            label="Body site"
            placeholder="Type a code or a name"
            value={site}
            onChange={setSite}
            clearable
          />
          <LookupMultiSelect
            list="icdcodelist"
            label="ICD-10 codes"
            placeholder="Type a code"
            value={icd}
            onChange={setIcd}
          />
        </States>
      </Demo>
      <Demo
        title="Every state"
        description="Disabled, read-only, with an error under it (the field's own label names it), and several values."
        code={`<Select label="Specimen source" data={SOURCE_OPTIONS} disabled />
<Select label="Specimen source" data={SOURCE_OPTIONS} value="COLON" readOnly />
<Select label="Specimen source" data={SOURCE_OPTIONS} withAsterisk aria-required error="is required" />
<MultiSelect label="Tests" data={TEST_OPTIONS} value={tests} onChange={setTests} searchable clearable />`}
      >
        <States>
          <Select label="Specimen source (disabled)" data={SOURCE_OPTIONS} disabled placeholder="Pick one" />
          <Select label="Specimen source (read-only)" data={SOURCE_OPTIONS} value="COLON" readOnly />
          <Select
            label="Specimen source"
            data={SOURCE_OPTIONS}
            withAsterisk
            aria-required
            error="is required"
            placeholder="Pick one"
          />
          <MultiSelect label="Tests" data={TEST_OPTIONS} value={tests} onChange={setTests} searchable clearable />
          <Select label="Test (loading)" data={[]} placeholder="Loading…" disabled rightSection={undefined} />
        </States>
      </Demo>
    </DemoStack>
  );
}
