import { useState } from 'react';
import { SegmentedControl, Stack, Text } from '@mantine/core';
import { THEME_LAYOUTS, THEME_MODES } from '@lab/domain';
import { Demo, DemoStack } from '../../components/demo';
import { StateRow } from './parts';
import { PatientTabs } from './tabs-demo';

const label = (s: string) => s[0]!.toUpperCase() + s.slice(1).replace('-', ' ');

export default function PillsPage() {
  const [layout, setLayout] = useState<string>(THEME_LAYOUTS[0]);
  const [mode, setMode] = useState<string>(THEME_MODES[0]);
  return (
    <DemoStack>
      <Demo
        title="Pill tabs"
        description="The same patient tabs in the pills variant: for a small switch inside a card, where underlined tabs would be too heavy."
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
        title="Segmented control"
        description="The theme customizer's choices (layout, mode): one of a few options, all visible, applied at once. It reads right to left in RTL and fills the width when full width."
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
          <StateRow label="Theme layout">
            <SegmentedControl
              aria-label="Theme layout"
              data={THEME_LAYOUTS.map((v) => ({ value: v, label: label(v) }))}
              value={layout}
              onChange={setLayout}
            />
          </StateRow>
          <StateRow label="Theme mode, full width, xs">
            <SegmentedControl
              aria-label="Theme mode"
              fullWidth
              size="xs"
              data={THEME_MODES.map((v) => ({ value: v, label: label(v) }))}
              value={mode}
              onChange={setMode}
              style={{ flex: 1 }}
            />
          </StateRow>
          <StateRow label="Disabled">
            <SegmentedControl
              aria-label="Theme layout (disabled)"
              disabled
              data={THEME_LAYOUTS.map((v) => ({ value: v, label: label(v) }))}
              value={layout}
            />
          </StateRow>
          <Text size="xs" c="dimmed">
            These examples change nothing: the real switches are in the theme customizer.
          </Text>
        </Stack>
      </Demo>
    </DemoStack>
  );
}
