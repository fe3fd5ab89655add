import { Loader, PasswordInput, Stack, TextInput } from '@mantine/core';
import { IconMail } from '@tabler/icons-react';
import { ZOptionalDate, ZOptionalEmail } from '@lab/domain';
import { DateTextInput } from '@/components/date-text-input';
import { Demo, DemoStack } from '../../components/demo';
import { OnDemandLoading, States, useZodForm } from './kit';
import { z } from 'zod';

const ZContact = z.object({ email: ZOptionalEmail, dob: ZOptionalDate });

/** An email checked as the portal's schemas check it, on leaving the field. */
function EmailField() {
  const form = useZodForm(ZContact, { email: '', dob: '' });
  return (
    <Stack maw={360}>
      <TextInput
        label="Email"
        type="email"
        leftSection={<IconMail size={16} />}
        {...form.register('email')}
        error={form.formState.errors.email?.message}
      />
      <DateTextInput
        label="Date of birth"
        description="Type 4/12/1980 and leave the field"
        {...form.register('dob')}
        error={form.formState.errors.dob?.message}
      />
    </Stack>
  );
}

export default function InputPage() {
  return (
    <DemoStack>
      <Demo
        title="Text input in a form"
        description="Checked on leaving the field (mode onTouched) with the portal's schemas: type “ana@” and tab away. The date field turns MM/DD/YYYY into YYYY-MM-DD as it is left."
        code={`const ZContact = z.object({ email: ZOptionalEmail, dob: ZOptionalDate });
<TextInput label="Email" type="email" leftSection={<IconMail size={16} />} {...form.register('email')} error={form.formState.errors.email?.message} />
<DateTextInput label="Date of birth" {...form.register('dob')} error={form.formState.errors.dob?.message} />`}
      >
        <EmailField />
      </Demo>
      <Demo
        title="Every state"
        description="Placeholder, description, required, disabled, read-only, error, loading; the error is read out with the field's label."
        code={`<TextInput label="MRN" placeholder="Generated when left blank" description="Type one from the requisition, or leave blank" />
<TextInput label="Last name" withAsterisk aria-required error="is required" />
<TextInput label="Case number" value="S26-00120" readOnly />
<TextInput label="Case number" value="S26-00120" disabled />
<TextInput label="Accession" rightSection={<Loader size="xs" />} />
<PasswordInput label="Password" />`}
      >
        <States>
          <TextInput
            label="MRN"
            placeholder="Generated when left blank"
            description="Type one from the requisition, or leave blank"
          />
          <TextInput label="Last name" withAsterisk aria-required error="is required" />
          <TextInput label="Phone" defaultValue="55-12" error="must be a phone number (digits, spaces, + ( ) - .)" />
          <TextInput label="Case number (read-only)" value="S26-00120" readOnly />
          <TextInput label="Case number (disabled)" value="S26-00120" disabled />
          <OnDemandLoading label="Check the MRN">
            {(loading) => (
              <TextInput
                label="MRN"
                defaultValue="004211"
                rightSection={loading ? <Loader size="xs" aria-label="Checking" /> : undefined}
              />
            )}
          </OnDemandLoading>
          <PasswordInput label="Password" defaultValue="correct horse" />
          <TextInput label="Small" size="xs" placeholder="Dense filters use xs" />
        </States>
      </Demo>
    </DemoStack>
  );
}
