import { useState } from 'react';
import { Stack, Text, TextInput } from '@mantine/core';
import { CASE_TYPE_LABELS, parseCaseNumber, parseDateToken, ZOptionalPhone } from '@lab/domain';
import { DateTextInput } from '@/components/date-text-input';
import { Demo, DemoStack } from '../../components/demo';
import { PortalNote, States } from './kit';

/** A case number typed in any letter case, read back as the portal reads it. */
function CaseNumberField() {
  const [v, setV] = useState('s26-00042');
  const parsed = v.trim() ? parseCaseNumber(v) : null;
  return (
    <Stack gap={4} maw={320}>
      <TextInput
        label="Case number"
        value={v}
        onChange={(e) => setV(e.currentTarget.value)}
        onBlur={() => parsed && setV(v.trim().toUpperCase())}
        error={v.trim() && !parsed ? 'must look like S26-00042 (type, year, dash, 5 digits)' : undefined}
        autoComplete="off"
      />
      {parsed && (
        <Text size="xs" c="dimmed">
          {CASE_TYPE_LABELS[parsed.type]} case no. {parsed.seq} of {parsed.year}
        </Text>
      )}
    </Stack>
  );
}

function PhoneField() {
  const [v, setV] = useState('(555) 201-33');
  const [touched, setTouched] = useState(false);
  const r = ZOptionalPhone.safeParse(v);
  return (
    <TextInput
      label="Phone"
      type="tel"
      value={v}
      onChange={(e) => setV(e.currentTarget.value)}
      onBlur={() => setTouched(true)}
      error={touched && !r.success ? r.error.issues[0]?.message : undefined}
      description="Any usual way of writing it; leave the field to check"
      maw={320}
    />
  );
}

export default function InputMaskPage() {
  const [d, setD] = useState('');
  return (
    <DemoStack>
      <PortalNote>
        The portal uses no input masks: a mask fights copy-paste and the keyboard. Fields accept what people type and
        normalise it when the field is left (DateTextInput), or check it with the same rule as the server
        (parseCaseNumber, the phone rule of form-fields.ts) and say what is expected.
      </PortalNote>
      <Demo
        title="Dates: typed freely, stored as YYYY-MM-DD"
        description="4/12/1980, 04/12/1980 and 1980-04-12 all become 1980-04-12 on leaving the field; anything else gets the message of ZDate."
        code={`<DateTextInput label="Collected on" {...form.register('collected')} error={errors.collected?.message} />
// parseDateToken('4/12/1980') → '1980-04-12'; ZDate's message: 'must be a date (MM/DD/YYYY or YYYY-MM-DD)'`}
      >
        <Stack maw={320} gap={4}>
          <DateTextInput
            label="Collected on"
            value={d}
            onChange={(e) => setD(e.currentTarget.value)}
            error={d && !parseDateToken(d) ? 'must be a date (MM/DD/YYYY or YYYY-MM-DD)' : undefined}
          />
        </Stack>
      </Demo>
      <Demo
        title="Identifiers and phone numbers"
        description="A case number is read in any letter case and shown upper-case; a phone number in any usual writing."
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
