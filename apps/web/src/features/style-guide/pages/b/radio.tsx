import { useState } from 'react';
import { Group, Radio, SegmentedControl, Stack, Text } from '@mantine/core';
import { Demo, DemoStack } from '../../components/demo';
import { States } from './kit';
import { useTranslation } from 'react-i18next';

export default function RadioPage() {
  const { t } = useTranslation('styleGuideB');
  const [priority, setPriority] = useState('routine');
  const [status, setStatus] = useState('active');
  return (
    <DemoStack>
      <Demo
        title={t('radio.oneFewSavedForm')}
        description={t('radio.radiosWhenEveryOptionShould')}
        code={`<Radio.Group label="Priority" withAsterisk value={priority} onChange={setPriority}>
  <Group mt="xs">
    <Radio value="routine" label="Routine" />
    <Radio value="stat" label="STAT" description="Reported within 4 hours" />
  </Group>
</Radio.Group>`}
      >
        <Radio.Group label={t('radio.priority')} withAsterisk value={priority} onChange={setPriority}>
          <Group mt="xs" align="start">
            <Radio value="routine" label={t('radio.routine')} />
            <Radio value="stat" label={t('radio.stat')} description={t('radio.reportedWithin4Hours')} />
          </Group>
        </Radio.Group>
      </Demo>
      <Demo
        title={t('radio.filterAppliesOnce')}
        description={t('radio.listsActiveInactiveAllControl')}
        code={`<SegmentedControl aria-label="Status" data={[{ value: 'active', label: 'Active' }, { value: 'inactive', label: 'Inactive' }, { value: 'all', label: 'All' }]}
  value={status} onChange={setStatus} />`}
      >
        <Stack gap="xs">
          <SegmentedControl
            aria-label={t('radio.status')}
            w="fit-content"
            data={[
              { value: 'active', label: t('radio.active') },
              { value: 'inactive', label: t('radio.inactive') },
              { value: 'all', label: t('radio.all') },
            ]}
            value={status}
            onChange={setStatus}
          />
          <Text size="sm" c="dimmed">
            {t('radio.showingEntries', { status })}
          </Text>
        </Stack>
      </Demo>
      <Demo
        title={t('radio.states')}
        description={t('radio.disabledOptionsDisabledGroup')}
        code={`<Radio.Group label="Laterality" error="is required" withAsterisk>…</Radio.Group>
<Radio value="bilateral" label="Bilateral" disabled />`}
      >
        <States>
          <Radio.Group label={t('radio.laterality')} withAsterisk error={t('radio.required')}>
            <Stack mt="xs" gap={6}>
              <Radio value="left" label={t('radio.left')} />
              <Radio value="right" label={t('radio.right')} />
              <Radio value="bilateral" label={t('radio.bilateral')} disabled />
            </Stack>
          </Radio.Group>
          <Radio.Group label={t('radio.caseTypeFixedOnceAccessioned')} value="S">
            <Stack mt="xs" gap={6}>
              <Radio value="S" label={t('radio.surgical')} disabled />
              <Radio value="C" label={t('radio.cytology')} disabled />
            </Stack>
          </Radio.Group>
          <SegmentedControl
            data={['Day', 'Week', 'Month']}
            disabled
            aria-label={t('radio.periodDisabled')}
            w="fit-content"
          />
        </States>
      </Demo>
    </DemoStack>
  );
}
