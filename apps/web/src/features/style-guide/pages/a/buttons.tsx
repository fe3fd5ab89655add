import { ActionIcon, Button, Group, Stack } from '@mantine/core';
import { IconDownload, IconPencil, IconPrinter, IconSignature, IconTrash } from '@tabler/icons-react';
import { RecordFormActions } from '@/components/record-form-actions';
import { Demo, DemoStack } from '../../components/demo';
import { StateRow, TipIcon } from './parts';
import { useTranslation } from 'react-i18next';

const VARIANTS = ['filled', 'light', 'outline', 'default', 'subtle'] as const;
const noop = () => undefined;
const SIZES = ['xs', 'sm', 'md', 'lg'] as const;

export default function ButtonsPage() {
  const { t } = useTranslation('styleGuideA');
  return (
    <DemoStack>
      <Demo
        title={t('buttons.actionsRecord')}
        description={t('buttons.filledOneMainActionScreen')}
        code={`<Button leftSection={<IconSignature size={16} />}>Sign out S26-00412</Button>
<Button variant="light" leftSection={<IconPrinter size={16} />}>Print report</Button>
<Button variant="default">Cancel</Button>
<Button color="red" leftSection={<IconTrash size={16} />}>Cancel case</Button>`}
      >
        <Group gap="sm" wrap="wrap">
          <Button leftSection={<IconSignature size={16} />}>{t('buttons.signOutS2600412')}</Button>
          <Button variant="light" leftSection={<IconPrinter size={16} />}>
            {t('buttons.printReport')}
          </Button>
          <Button variant="default">{t('buttons.cancel')}</Button>
          <Button color="red" leftSection={<IconTrash size={16} />}>
            {t('buttons.cancelCase')}
          </Button>
        </Group>
      </Demo>
      <Demo
        title={t('buttons.variantsSizes')}
        description={t('buttons.everyVariantThemeSPrimary')}
        code={`{(['filled', 'light', 'outline', 'default', 'subtle'] as const).map((v) => (
  <Button key={v} variant={v}>{v}</Button>
))}
{(['xs', 'sm', 'md', 'lg'] as const).map((s) => (
  <Button key={s} size={s}>Save patient</Button>
))}`}
      >
        <Stack gap="md">
          <StateRow label={t('buttons.variants')}>
            {VARIANTS.map((v) => (
              <Button key={v} variant={v}>
                {v}
              </Button>
            ))}
          </StateRow>
          <StateRow label={t('buttons.sizes')}>
            {SIZES.map((s) => (
              <Button key={s} size={s}>
                {t('buttons.savePatient')}
              </Button>
            ))}
          </StateRow>
        </Stack>
      </Demo>
      <Demo
        title={t('buttons.statesDisabledLoadingFullWidth')}
        description={t('buttons.existingRecordSavesOnlyOnce')}
        code={`<Button disabled>Save provider</Button>
<Button loading>Save provider</Button>
<Button loading loaderProps={{ type: 'dots' }} variant="light">Uploading</Button>
<Button fullWidth>Sign in</Button>`}
      >
        <StateRow label={t('buttons.states')}>
          <Button disabled>{t('buttons.saveProvider')}</Button>
          <Button loading>{t('buttons.saveProvider')}</Button>
          <Button loading loaderProps={{ type: 'dots' }} variant="light">
            {t('buttons.uploading')}
          </Button>
        </StateRow>
        <Button fullWidth mt="sm">
          {t('buttons.sign')}
        </Button>
      </Demo>
      <Demo
        title={t('buttons.iconButtons')}
        description={t('buttons.iconAloneAlwaysHasAria')}
        code={`<Tooltip label="Edit the patient">
  <ActionIcon variant="subtle" aria-label="Edit the patient"><IconPencil size={18} /></ActionIcon>
</Tooltip>
<ActionIcon variant="light" aria-label="Download the PDF"><IconDownload size={18} /></ActionIcon>
<ActionIcon variant="filled" color="red" aria-label="Retire the item"><IconTrash size={18} /></ActionIcon>
<ActionIcon variant="default" disabled aria-label="Print"><IconPrinter size={18} /></ActionIcon>`}
      >
        <Group gap="sm">
          <TipIcon tip={t('buttons.editPatient')} variant="subtle" icon={<IconPencil size={18} />} />
          <TipIcon tip={t('buttons.downloadPdf')} variant="light" icon={<IconDownload size={18} />} />
          <TipIcon tip={t('buttons.retireItem')} variant="filled" color="red" icon={<IconTrash size={18} />} />
          <ActionIcon variant="default" disabled aria-label={t('buttons.print')}>
            <IconPrinter size={18} />
          </ActionIcon>
        </Group>
      </Demo>
      <Demo
        title={t('buttons.footRecordForm')}
        description={t('buttons.recordformactionsSaveUndo')}
        code={`import { RecordFormActions } from '@/components/record-form-actions';

<RecordFormActions label="Save patient" existing={false} dirty={false} submitting={false} onUndo={form.reset} />
<RecordFormActions label="Save patient" existing dirty={false} submitting={false} onUndo={form.reset} />
<RecordFormActions label="Save patient" existing dirty submitting={false} onUndo={form.reset} />
<RecordFormActions label="Save patient" existing dirty submitting onUndo={form.reset} />`}
      >
        <Stack gap="md">
          <RecordFormActions
            label={t('buttons.registerPatient')}
            existing={false}
            dirty={false}
            submitting={false}
            onUndo={noop}
          />
          <RecordFormActions label={t('buttons.savePatient')} existing dirty={false} submitting={false} onUndo={noop} />
          <RecordFormActions label={t('buttons.savePatient')} existing dirty submitting={false} onUndo={noop} />
          <RecordFormActions label={t('buttons.savePatient')} existing dirty submitting onUndo={noop} />
        </Stack>
      </Demo>
    </DemoStack>
  );
}
