import { useState } from 'react';
import { Stack } from '@mantine/core';
import { DateInput, DateTimePicker, DatePickerInput, TimeInput } from '@mantine/dates';
import { DateTextInput } from '@/components/date-text-input';
import { DateRangeFilter } from '@/components/data-table';
import { formatDate, formatDateTime } from '@/lib/format';
import { Demo, DemoStack } from '../../components/demo';
import { States } from './kit';
import { useTranslation } from 'react-i18next';

export default function PickersPage() {
  const { t } = useTranslation('styleGuideB');
  const [range, setRange] = useState<{ from?: string; to?: string }>({ from: '2026-11-01', to: '2026-11-20' });
  const [calledAt, setCalledAt] = useState<string | null>('2026-11-21 14:05:00');
  const [dob, setDob] = useState('');
  return (
    <DemoStack>
      <Demo
        title={t('pickers.dateTypedKeyboard')}
        description={t('pickers.birthDatesCollectionDatesAre')}
        code={`import { DateTextInput } from '@/components/date-text-input';
<DateTextInput label="Date of birth" withAsterisk aria-required {...form.register('dob')} error={errors.dob?.message} />
// shown: formatDate('1980-04-12') → "Apr 12, 1980" (en-US)`}
      >
        <Stack maw={320} gap="xs">
          <DateTextInput
            label={t('pickers.dateBirth')}
            withAsterisk
            aria-required
            value={dob}
            onChange={(e) => setDob(e.currentTarget.value)}
            description={dob ? t('pickers.reads', { value: formatDate(dob) || '—' }) : t('pickers.try4121980')}
          />
        </Stack>
      </Demo>
      <Demo
        title={t('pickers.periodList')}
        description={t('pickers.daterangefilterListsReceived')}
        code={`import { DateRangeFilter } from '@/components/data-table';
<DateRangeFilter label="Received" placeholder="Any date" from={from} to={to} onChange={({ from, to }) => list.setFilter({ from, to })} />`}
      >
        <Stack maw={320}>
          <DateRangeFilter
            label={t('pickers.received')}
            placeholder={t('pickers.anyDate')}
            from={range.from}
            to={range.to}
            onChange={setRange}
            valueFormat="MMM D, YYYY"
          />
        </Stack>
      </Demo>
      <Demo
        title={t('pickers.moment')}
        description={t('pickers.criticalCallSWhenDate')}
        code={`<DateTimePicker label="When" value={calledAt} onChange={setCalledAt} maxDate={new Date()} w={{ base: '100%', sm: 200 }} />`}
      >
        <Stack maw={320} gap="xs">
          <DateTimePicker label={t('pickers.when')} value={calledAt} onChange={setCalledAt} maxDate={new Date()} />
          <div>
            {calledAt
              ? t('pickers.recorded', { value: formatDateTime(new Date(calledAt.replace(' ', 'T'))) })
              : t('pickers.noTimeYet')}
          </div>
        </Stack>
      </Demo>
      <Demo
        title={t('pickers.states')}
        description={t('pickers.disabledReadOnlyRequired')}
        code={`<DatePickerInput label="Sign-out date" disabled />
<DateInput label="Received" value="2026-11-20" readOnly />
<DatePickerInput label="Collected on" withAsterisk error="is required" />
<TimeInput label="Courier pick-up" />`}
      >
        <States>
          <DatePickerInput label={t('pickers.signOutDateDisabled')} placeholder={t('pickers.afterSignOut')} disabled />
          <DateInput label={t('pickers.receivedReadOnly')} value="2026-11-20" readOnly valueFormat="MMM D, YYYY" />
          <DatePickerInput
            label={t('pickers.collected')}
            placeholder={t('pickers.pickDate')}
            withAsterisk
            error={t('pickers.required')}
          />
          <TimeInput label={t('pickers.courierPickUp')} defaultValue="16:30" />
        </States>
      </Demo>
    </DemoStack>
  );
}
