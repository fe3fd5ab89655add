import { useState } from 'react';
import { Group, NumberInput, Stack, Text } from '@mantine/core';
import { z } from 'zod';
import { Controller } from 'react-hook-form';
import { Demo, DemoStack } from '../../components/demo';
import { States, useZodForm } from './kit';

const ZBlocks = z.object({ blocks: z.number().int().min(1).max(40), ratio: z.number().min(0).max(20) });

/** Whole numbers with limits checked by the schema; messages from the portal's zod error map. */
function BlocksForm() {
  const form = useZodForm(ZBlocks, { blocks: 1, ratio: 1.1 });
  const e = form.formState.errors;
  return (
    <Stack maw={360}>
      <Controller
        control={form.control}
        name="blocks"
        render={({ field }) => (
          <NumberInput
            label="Blocks in part A"
            withAsterisk
            aria-required
            allowDecimal={false}
            value={field.value as number}
            onChange={(v) => field.onChange(v === '' ? undefined : Number(v))}
            onBlur={field.onBlur}
            error={e.blocks?.message}
          />
        )}
      />
      <Controller
        control={form.control}
        name="ratio"
        render={({ field }) => (
          <NumberInput
            label="HER2/CEP17 ratio"
            decimalScale={2}
            step={0.1}
            value={field.value as number}
            onChange={(v) => field.onChange(v === '' ? undefined : Number(v))}
            onBlur={field.onBlur}
            error={e.ratio?.message}
          />
        )}
      />
      <Text size="xs" c="dimmed">
        Type 45 blocks and leave the field: “must be at most 40”.
      </Text>
    </Stack>
  );
}

export default function NumberInputPage() {
  const [stock, setStock] = useState<number | string>(12);
  return (
    <DemoStack>
      <Demo
        title="Numbers checked by the schema"
        description="NumberInput with react-hook-form's Controller; z.number().int().min(1).max(40) gives “must be at least 1”, “must be at most 40”, “is required”."
        code={`const ZBlocks = z.object({ blocks: z.number().int().min(1).max(40) });
<Controller control={form.control} name="blocks" render={({ field }) => (
  <NumberInput label="Blocks in part A" allowDecimal={false} value={field.value}
    onChange={(v) => field.onChange(v === '' ? undefined : Number(v))} onBlur={field.onBlur} error={errors.blocks?.message} />
)} />`}
      >
        <BlocksForm />
      </Demo>
      <Demo
        title="Limits, steps, prefixes, states"
        description="The catalogue item's fields: stock never below 0, a per-order limit, money with two decimals."
        code={`<NumberInput label="In stock" min={0} value={stock} onChange={setStock} />
<NumberInput label="Per-order limit" min={1} max={1000} clampBehavior="strict" defaultValue={10} />
<NumberInput label="Price" prefix="$" decimalScale={2} fixedDecimalScale thousandSeparator="," />
<NumberInput label="In stock" disabled />
<NumberInput label="Per-order limit" error="must be at least 1" />`}
      >
        <States>
          <NumberInput label="In stock" min={0} value={stock} onChange={setStock} />
          <NumberInput label="Per-order limit" min={1} max={1000} clampBehavior="strict" defaultValue={10} />
          <NumberInput
            label="Price"
            prefix="$"
            decimalScale={2}
            fixedDecimalScale
            thousandSeparator=","
            defaultValue={1249.5}
          />
          <NumberInput label="In stock (disabled)" disabled defaultValue={0} />
          <NumberInput label="In stock (read-only)" readOnly defaultValue={48} />
          <NumberInput label="Per-order limit" defaultValue={0} error="must be at least 1" />
        </States>
        <Group mt="xs">
          <Text size="xs" c="dimmed">
            Arrow keys step the value; the wheel does not (no accidental changes while scrolling).
          </Text>
        </Group>
      </Demo>
    </DemoStack>
  );
}
