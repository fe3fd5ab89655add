import { Loader, PasswordInput, Stack, TextInput } from '@mantine/core';
import { IconMail } from '@tabler/icons-react';
import { ZOptionalDate, ZOptionalEmail } from '@lab/domain';
import { DateTextInput } from '@/components/date-text-input';
import { Demo, DemoStack } from '../../components/demo';
import { OnDemandLoading, States, useZodForm } from './kit';
import { z } from 'zod';
import { useTranslation } from 'react-i18next';
import { useSampleText } from '../../components/use-sample-text';

const ZContact = z.object({ email: ZOptionalEmail, dob: ZOptionalDate });

/** An email checked as the portal's schemas check it, on leaving the field. */
function EmailField() {
  const sample = useSampleText('styleGuideB');
  const { t } = useTranslation('styleGuideB');
  const form = useZodForm(ZContact, { email: '', dob: '' });
  return (
    <Stack maw={360}>
      <TextInput
        label={t('input.email')}
        type="email"
        leftSection={<IconMail size={16} />}
        {...form.register('email')}
        error={sample(form.formState.errors.email?.message)}
      />
      <DateTextInput
        label={t('input.dateBirth')}
        description={t('input.type4121980Leave')}
        {...form.register('dob')}
        error={sample(form.formState.errors.dob?.message)}
      />
    </Stack>
  );
}

export default function InputPage() {
  const { t } = useTranslation('styleGuideB');
  return (
    <DemoStack>
      <Demo
        title={t('input.textInputForm')}
        description={t('input.checkedLeavingFieldMode')}
        code={`const ZContact = z.object({ email: ZOptionalEmail, dob: ZOptionalDate });
<TextInput label="Email" type="email" leftSection={<IconMail size={16} />} {...form.register('email')} error={form.formState.errors.email?.message} />
<DateTextInput label="Date of birth" {...form.register('dob')} error={form.formState.errors.dob?.message} />`}
      >
        <EmailField />
      </Demo>
      <Demo
        title={t('input.everyState')}
        description={t('input.placeholderDescriptionRequired')}
        code={`<TextInput label="MRN" placeholder="Generated when left blank" description="Type one from the requisition, or leave blank" />
<TextInput label="Last name" withAsterisk aria-required error="is required" />
<TextInput label="Case number" value="S26-00120" readOnly />
<TextInput label="Case number" value="S26-00120" disabled />
<TextInput label="Accession" rightSection={<Loader size="xs" />} />
<PasswordInput label="Password" />`}
      >
        <States>
          <TextInput
            label={t('input.mrn')}
            placeholder={t('input.generatedWhenLeftBlank')}
            description={t('input.typeOneFromRequisitionLeave')}
          />
          <TextInput label={t('input.lastName')} withAsterisk aria-required error={t('input.required')} />
          <TextInput label={t('input.phone')} defaultValue="55-12" error={t('input.mustPhoneNumberDigitsSpaces')} />
          <TextInput label={t('input.caseNumberReadOnly')} value="S26-00120" readOnly />
          <TextInput label={t('input.caseNumberDisabled')} value="S26-00120" disabled />
          <OnDemandLoading label={t('input.checkMrn')}>
            {(loading) => (
              <TextInput
                label={t('input.mrn')}
                defaultValue="004211"
                rightSection={loading ? <Loader size="xs" aria-label={t('input.checking')} /> : undefined}
              />
            )}
          </OnDemandLoading>
          <PasswordInput label={t('input.password')} defaultValue="correct horse" />
          <TextInput label={t('input.small')} size="xs" placeholder={t('input.denseFiltersUseXs')} />
        </States>
      </Demo>
    </DemoStack>
  );
}
