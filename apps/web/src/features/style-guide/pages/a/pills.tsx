import { useState } from 'react';
import { SegmentedControl, Stack, Text } from '@mantine/core';
import { THEME_LAYOUTS, THEME_MODES } from '@lab/domain';
import { Demo, DemoStack } from '../../components/demo';
import { StateRow } from './parts';
import { PatientTabs } from './tabs-demo';
import { useTranslation } from 'react-i18next';

const label = (s: string) => s[0]!.toUpperCase() + s.slice(1).replace('-', ' ');

export default function PillsPage() {
  const { t } = useTranslation('styleGuideA');
  const [layout, setLayout] = useState<string>(THEME_LAYOUTS[0]);
  const [mode, setMode] = useState<string>(THEME_MODES[0]);
  return (
    <DemoStack>
      <Demo
        title={t('pills.pillTabs')}
        description={t('pills.samePatientTabsPillsVariant')}
        code={`<Tabs variant="pills" radius="xl" defaultValue="details">
  <Tabs.List mb="md">
    <Tabs.Tab value="details">Details</Tabs.Tab>
    <Tabs.Tab value="cases">Cases</Tabs.Tab>
  </Tabs.List>
  …
</Tabs>`}
      >
        <PatientTabs variant="pills" radius="xl" icons />
      </Demo>
      <Demo
        title={t('pills.segmentedControl')}
        description={t('pills.themeCustomizerSChoicesLayout')}
        code={`<SegmentedControl
  aria-label="Theme layout"
  data={[{ value: 'vertical', label: 'Vertical' }, { value: 'horizontal', label: 'Horizontal' }]}
  value={s.layout}
  onChange={(layout) => set({ layout: layout as TThemeSettings['layout'] })}
/>
<SegmentedControl fullWidth size="xs" data={…} />
<SegmentedControl disabled data={…} />`}
      >
        <Stack gap={0}>
          <StateRow label={t('pills.themeLayout')}>
            <SegmentedControl
              aria-label={t('pills.themeLayout')}
              data={THEME_LAYOUTS.map((v) => ({ value: v, label: label(v) }))}
              value={layout}
              onChange={setLayout}
            />
          </StateRow>
          <StateRow label={t('pills.themeModeFullWidthXs')}>
            <SegmentedControl
              aria-label={t('pills.themeMode')}
              fullWidth
              size="xs"
              data={THEME_MODES.map((v) => ({ value: v, label: label(v) }))}
              value={mode}
              onChange={setMode}
              style={{ flex: 1 }}
            />
          </StateRow>
          <StateRow label={t('pills.disabled')}>
            <SegmentedControl
              aria-label={t('pills.themeLayoutDisabled')}
              disabled
              data={THEME_LAYOUTS.map((v) => ({ value: v, label: label(v) }))}
              value={layout}
            />
          </StateRow>
          <Text size="xs" c="dimmed">
            {t('pills.theseExamplesChangeNothingReal')}
          </Text>
        </Stack>
      </Demo>
    </DemoStack>
  );
}
