import { useState } from 'react';
import { Group, NumberInput, Stack, Text } from '@mantine/core';
import { z } from 'zod';
import { Controller } from 'react-hook-form';
import { Demo, DemoStack } from '../../components/demo';
import { States, useZodForm } from './kit';
import { useTranslation } from 'react-i18next';
import { useSampleText } from '../../components/use-sample-text';

const ZBlocks = z.object({ blocks: z.number().int().min(1).max(40), ratio: z.number().min(0).max(20) });

/** Whole numbers with limits checked by the schema; messages from the portal's zod error map. */
function BlocksForm() {
  const sample = useSampleText('styleGuideB');
  const { t } = useTranslation('styleGuideB');
  const form = useZodForm(ZBlocks, { blocks: 1, ratio: 1.1 });
  const e = form.formState.errors;
  return (
    <Stack maw={360}>
      <Controller
        control={form.control}
        name="blocks"
        render={({ field }) => (
          <NumberInput
            label={t('numberInput.blocksPart')}
            withAsterisk
            aria-required
            allowDecimal={false}
            value={field.value as number}
            onChange={(v) => field.onChange(v === '' ? undefined : Number(v))}
            onBlur={field.onBlur}
            error={sample(e.blocks?.message)}
          />
        )}
      />
      <Controller
        control={form.control}
        name="ratio"
        render={({ field }) => (
          <NumberInput
            label={t('numberInput.her2Cep17Ratio')}
            decimalScale={2}
            step={0.1}
            value={field.value as number}
            onChange={(v) => field.onChange(v === '' ? undefined : Number(v))}
            onBlur={field.onBlur}
            error={sample(e.ratio?.message)}
          />
        )}
      />
      <Text size="xs" c="dimmed">
        {t('numberInput.type45BlocksLeaveField')}
      </Text>
    </Stack>
  );
}

export default function NumberInputPage() {
  const { t } = useTranslation('styleGuideB');
  const [stock, setStock] = useState<number | string>(12);
  return (
    <DemoStack>
      <Demo
        title={t('numberInput.numbersCheckedSchema')}
        description={t('numberInput.numberinputReactHookFormS')}
        code={`const ZBlocks = z.object({ blocks: z.number().int().min(1).max(40) });
<Controller control={form.control} name="blocks" render={({ field }) => (
  <NumberInput label="Blocks in part A" allowDecimal={false} value={field.value}
    onChange={(v) => field.onChange(v === '' ? undefined : Number(v))} onBlur={field.onBlur} error={errors.blocks?.message} />
)} />`}
      >
        <BlocksForm />
      </Demo>
      <Demo
        title={t('numberInput.limitsStepsPrefixesStates')}
        description={t('numberInput.catalogueItemSFieldsStock')}
        code={`<NumberInput label="In stock" min={0} value={stock} onChange={setStock} />
<NumberInput label="Per-order limit" min={1} max={1000} clampBehavior="strict" defaultValue={10} />
<NumberInput label="Price" prefix="$" decimalScale={2} fixedDecimalScale thousandSeparator="," />
<NumberInput label="In stock" disabled />
<NumberInput label="Per-order limit" error="must be at least 1" />`}
      >
        <States>
          <NumberInput label={t('numberInput.stock')} min={0} value={stock} onChange={setStock} />
          <NumberInput
            label={t('numberInput.perOrderLimit')}
            min={1}
            max={1000}
            clampBehavior="strict"
            defaultValue={10}
          />
          <NumberInput
            label={t('numberInput.price')}
            prefix="$"
            decimalScale={2}
            fixedDecimalScale
            thousandSeparator=","
            defaultValue={1249.5}
          />
          <NumberInput label={t('numberInput.stockDisabled')} disabled defaultValue={0} />
          <NumberInput label={t('numberInput.stockReadOnly')} readOnly defaultValue={48} />
          <NumberInput label={t('numberInput.perOrderLimit')} defaultValue={0} error={t('numberInput.mustLeast1')} />
        </States>
        <Group mt="xs">
          <Text size="xs" c="dimmed">
            {t('numberInput.arrowKeysStepValueWheel')}
          </Text>
        </Group>
      </Demo>
    </DemoStack>
  );
}
