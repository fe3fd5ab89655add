import { useState } from 'react';
import { Group, Stack, Switch, Text } from '@mantine/core';
import { Demo, DemoStack } from '../../components/demo';
import { States } from './kit';
import { useTranslation } from 'react-i18next';

export default function SwitchPage() {
  const { t } = useTranslation('styleGuideB');
  const [active, setActive] = useState(true);
  const [rtl, setRtl] = useState(false);
  return (
    <DemoStack>
      <Demo
        title={t('switch.settingAppliesOnce')}
        description={t('switch.switchChangesSomethingNowNo')}
        code={`<Switch label="Active" description="Inactive entries stay on old records but are no longer offered" checked={active} onChange={(e) => setActive(e.currentTarget.checked)} />`}
      >
        <Stack>
          <Switch
            label={t('switch.active')}
            description={t('switch.inactiveEntriesStayOldRecords')}
            checked={active}
            onChange={(e) => setActive(e.currentTarget.checked)}
          />
          <Switch label={t('switch.rtl')} checked={rtl} onChange={(e) => setRtl(e.currentTarget.checked)} />
          <Text size="sm" c="dimmed" aria-live="polite">
            {t('switch.summary', {
              state: active ? t('switch.stateActive') : t('switch.stateInactive'),
              direction: rtl ? t('switch.rightToLeft') : t('switch.leftToRight'),
            })}
          </Text>
        </Stack>
      </Demo>
      <Demo
        title={t('switch.states')}
        description={t('switch.offDisabledBothErrorSizes')}
        code={`<Switch label="On" defaultChecked />
<Switch label="Off" />
<Switch label="Disabled on" checked disabled />
<Switch label="Disabled off" disabled />
<Switch label="Email me critical results" error="needs an email address on your profile" />`}
      >
        <States>
          <Switch label={t('switch.on')} defaultChecked />
          <Switch label={t('switch.off')} />
          <Switch label={t('switch.disabled')} checked disabled onChange={() => undefined} />
          <Switch label={t('switch.disabledOff')} disabled />
          <Switch label={t('switch.emailMeCriticalResults')} error={t('switch.needsEmailAddressYourProfile')} />
          <Group>
            <Switch size="xs" label={t('switch.xs')} defaultChecked />
            <Switch size="md" label={t('switch.md')} defaultChecked />
          </Group>
        </States>
      </Demo>
    </DemoStack>
  );
}
