import { useState } from 'react';
import { Group, NumberInput, RangeSlider, Slider, Stack, Text } from '@mantine/core';
import { Demo, DemoStack } from '../../components/demo';
import { PortalNote, States } from './kit';
import { useTranslation } from 'react-i18next';

const TAT_MARKS = [
  { value: 0, label: '0 h' },
  { value: 24, label: '24 h' },
  { value: 48, label: '48 h' },
  { value: 72, label: '72 h' },
  { value: 96, label: '96 h' },
];

export default function SliderPage() {
  const { t } = useTranslation('styleGuideB');
  const [target, setTarget] = useState<number>(48);
  const [range, setRange] = useState<[number, number]>([24, 72]);
  return (
    <DemoStack>
      <PortalNote>{t('slider.portalSFormsTakeExact')}</PortalNote>
      <Demo
        title={t('slider.valueNumber')}
        description={t('slider.sliderNumberBoxMoveTogether')}
        code={`<Slider aria-label="Turnaround target" value={target} onChange={setTarget} min={0} max={96} step={4} marks={TAT_MARKS} label={(v) => \`\${v} h\`} />
<NumberInput label="Turnaround target (hours)" value={target} onChange={(v) => setTarget(Number(v) || 0)} min={0} max={96} />`}
      >
        <Stack maw={520} gap="xl">
          <Group align="end" wrap="nowrap" gap="lg">
            <Slider
              aria-label={t('slider.turnaroundTarget')}
              style={{ flex: 1 }}
              value={target}
              onChange={setTarget}
              min={0}
              max={96}
              step={4}
              marks={TAT_MARKS}
              label={(v) => `${v} h`}
              mb="lg"
            />
            <NumberInput
              label={t('slider.targetHours')}
              w={120}
              value={target}
              onChange={(v) => setTarget(Math.min(96, Math.max(0, Number(v) || 0)))}
              min={0}
              max={96}
            />
          </Group>
        </Stack>
      </Demo>
      <Demo
        title={t('slider.rangeFilter')}
        description={t('slider.casesWhoseTurnaroundLies')}
        code={`<RangeSlider aria-label="Turnaround between" value={range} onChange={setRange} min={0} max={96} step={4} minRange={4} marks={TAT_MARKS} label={(v) => \`\${v} h\`} />`}
      >
        <Stack maw={520} gap="xl">
          <RangeSlider
            aria-label={t('slider.turnaroundBetween')}
            value={range}
            onChange={setRange}
            min={0}
            max={96}
            step={4}
            minRange={4}
            marks={TAT_MARKS}
            label={(v) => `${v} h`}
          />
          <Text size="sm" mt="md" aria-live="polite">
            {t('slider.casesSignedOut')} {range[0]}–{range[1]} {t('slider.hours')}
          </Text>
        </Stack>
      </Demo>
      <Demo
        title={t('slider.states')}
        description={t('slider.disabledColoursSaySomethingRed')}
        code={`<Slider disabled defaultValue={40} />
<Slider color={value > 48 ? 'red' : 'blue'} value={value} … />`}
      >
        <States cols={2}>
          <Stack gap={4}>
            <Text size="sm">{t('slider.disabled')}</Text>
            <Slider aria-label={t('slider.disabledSlider')} disabled defaultValue={40} />
          </Stack>
          <Stack gap={4}>
            <Text size="sm">{t('slider.overTarget')}</Text>
            <Slider
              aria-label={t('slider.turnaroundOverTarget')}
              color={target > 48 ? 'red' : 'blue'}
              value={target}
              onChange={setTarget}
              min={0}
              max={96}
            />
          </Stack>
        </States>
      </Demo>
    </DemoStack>
  );
}
