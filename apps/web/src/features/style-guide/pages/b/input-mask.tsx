import { useState } from 'react';
import { Stack, Text, TextInput } from '@mantine/core';
import { parseCaseNumber, parseDateToken, ZOptionalPhone } from '@lab/domain';
import { DateTextInput } from '@/components/date-text-input';
import { Demo, DemoStack } from '../../components/demo';
import { PortalNote, States } from './kit';
import { useTranslation } from 'react-i18next';

/** A case number typed in any letter case, read back as the portal reads it. */
function CaseNumberField() {
  const { t } = useTranslation('styleGuideB');
  const [v, setV] = useState('s26-00042');
  const parsed = v.trim() ? parseCaseNumber(v) : null;
  return (
    <Stack gap={4} maw={320}>
      <TextInput
        label={t('inputMask.caseNumber')}
        value={v}
        onChange={(e) => setV(e.currentTarget.value)}
        onBlur={() => parsed && setV(v.trim().toUpperCase())}
        error={v.trim() && !parsed ? t('inputMask.mustLookLikeS2600042') : undefined}
        autoComplete="off"
      />
      {parsed && (
        <Text size="xs" c="dimmed">
          {t('inputMask.parsedCaseNumber', { type: t(`caseTypes.${parsed.type}`), seq: parsed.seq, year: parsed.year })}
        </Text>
      )}
    </Stack>
  );
}

function PhoneField() {
  const { t } = useTranslation('styleGuideB');
  const [v, setV] = useState('(555) 201-33');
  const [touched, setTouched] = useState(false);
  const r = ZOptionalPhone.safeParse(v);
  return (
    <TextInput
      label={t('inputMask.phone')}
      type="tel"
      value={v}
      onChange={(e) => setV(e.currentTarget.value)}
      onBlur={() => setTouched(true)}
      error={touched && !r.success ? r.error.issues[0]?.message : undefined}
      description={t('inputMask.anyUsualWayWritingLeave')}
      maw={320}
    />
  );
}

export default function InputMaskPage() {
  const { t } = useTranslation('styleGuideB');
  const [d, setD] = useState('');
  return (
    <DemoStack>
      <PortalNote>{t('inputMask.portalUsesNoInputMasks')}</PortalNote>
      <Demo
        title={t('inputMask.datesTypedFreelyStoredYyyy')}
        description={t('inputMask.n41219800412')}
        code={`<DateTextInput label="Collected on" {...form.register('collected')} error={errors.collected?.message} />
// parseDateToken('4/12/1980') → '1980-04-12'; ZDate's message: 'must be a date (MM/DD/YYYY or YYYY-MM-DD)'`}
      >
        <Stack maw={320} gap={4}>
          <DateTextInput
            label={t('inputMask.collected')}
            value={d}
            onChange={(e) => setD(e.currentTarget.value)}
            error={d && !parseDateToken(d) ? t('inputMask.mustDateMmDdYyyy') : undefined}
          />
        </Stack>
      </Demo>
      <Demo
        title={t('inputMask.identifiersPhoneNumbers')}
        description={t('inputMask.caseNumberReadAnyLetter')}
        code={`const parsed = parseCaseNumber(value); // { type: 'S', year: 2026, seq: 42 } or null
<TextInput label="Case number" error={!parsed ? 'must look like S26-00042 (type, year, dash, 5 digits)' : undefined} />
const r = ZOptionalPhone.safeParse(phone); // 'must be a phone number (digits, spaces, + ( ) - .)'`}
      >
        <States cols={2}>
          <CaseNumberField />
          <PhoneField />
        </States>
      </Demo>
    </DemoStack>
  );
}
