import { useState } from 'react';
import { Group, NumberInput, RangeSlider, Slider, Stack, Text } from '@mantine/core';
import { Demo, DemoStack } from '../../components/demo';
import { PortalNote, States } from './kit';

const TAT_MARKS = [
  { value: 0, label: '0 h' },
  { value: 24, label: '24 h' },
  { value: 48, label: '48 h' },
  { value: 72, label: '72 h' },
  { value: 96, label: '96 h' },
];

export default function SliderPage() {
  const [target, setTarget] = useState<number>(48);
  const [range, setRange] = useState<[number, number]>([24, 72]);
  return (
    <DemoStack>
      <PortalNote>
        The portal&apos;s forms take exact numbers in a NumberInput (a slider cannot hit 37 of 0–1000 without fiddling).
        A slider is for a rough value on a short scale whose effect is seen at once — a filter, a zoom — and always has
        a number beside it that can be typed.
      </PortalNote>
      <Demo
        title="A value with its number"
        description="The slider and the number box move together; the marks name the scale."
        code={`<Slider aria-label="Turnaround target" value={target} onChange={setTarget} min={0} max={96} step={4} marks={TAT_MARKS} label={(v) => \`\${v} h\`} />
<NumberInput label="Turnaround target (hours)" value={target} onChange={(v) => setTarget(Number(v) || 0)} min={0} max={96} />`}
      >
        <Stack maw={520} gap="xl">
          <Group align="end" wrap="nowrap" gap="lg">
            <Slider
              aria-label="Turnaround target"
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
              label="Target (hours)"
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
        title="A range filter"
        description="Cases whose turnaround lies between two values."
        code={`<RangeSlider aria-label="Turnaround between" value={range} onChange={setRange} min={0} max={96} step={4} minRange={4} marks={TAT_MARKS} label={(v) => \`\${v} h\`} />`}
      >
        <Stack maw={520} gap="xl">
          <RangeSlider
            aria-label="Turnaround between"
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
            Cases signed out in {range[0]}–{range[1]} hours
          </Text>
        </Stack>
      </Demo>
      <Demo
        title="States"
        description="Disabled, and colours that say something (red past the target)."
        code={`<Slider disabled defaultValue={40} />
<Slider color={value > 48 ? 'red' : 'blue'} value={value} … />`}
      >
        <States cols={2}>
          <Stack gap={4}>
            <Text size="sm">Disabled</Text>
            <Slider aria-label="Disabled slider" disabled defaultValue={40} />
          </Stack>
          <Stack gap={4}>
            <Text size="sm">Over the target</Text>
            <Slider
              aria-label="Turnaround over target"
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
