import { ActionIcon, Button, Group, Stack } from '@mantine/core';
import { IconDownload, IconPencil, IconPrinter, IconSignature, IconTrash } from '@tabler/icons-react';
import { RecordFormActions } from '@/components/record-form-actions';
import { Demo, DemoStack } from '../../components/demo';
import { StateRow, TipIcon } from './parts';

const VARIANTS = ['filled', 'light', 'outline', 'default', 'subtle'] as const;
const noop = () => undefined;
const SIZES = ['xs', 'sm', 'md', 'lg'] as const;

export default function ButtonsPage() {
  return (
    <DemoStack>
      <Demo
        title="Actions of a record"
        description="Filled for the one main action of a screen, light for secondary actions, default for Cancel, red for what cannot be undone lightly. Sign-out of a report is the case page's main action."
        code={`<Button leftSection={<IconSignature size={16} />}>Sign out S26-00412</Button>
<Button variant="light" leftSection={<IconPrinter size={16} />}>Print report</Button>
<Button variant="default">Cancel</Button>
<Button color="red" leftSection={<IconTrash size={16} />}>Cancel case</Button>`}
      >
        <Group gap="sm" wrap="wrap">
          <Button leftSection={<IconSignature size={16} />}>Sign out S26-00412</Button>
          <Button variant="light" leftSection={<IconPrinter size={16} />}>
            Print report
          </Button>
          <Button variant="default">Cancel</Button>
          <Button color="red" leftSection={<IconTrash size={16} />}>
            Cancel case
          </Button>
        </Group>
      </Demo>
      <Demo
        title="Variants and sizes"
        description="Every variant in the theme's primary colour (it follows the customizer's Menu Colors); sm is the size of toolbars and tables."
        code={`{(['filled', 'light', 'outline', 'default', 'subtle'] as const).map((v) => (
  <Button key={v} variant={v}>{v}</Button>
))}
{(['xs', 'sm', 'md', 'lg'] as const).map((s) => (
  <Button key={s} size={s}>Save patient</Button>
))}`}
      >
        <Stack gap="md">
          <StateRow label="Variants">
            {VARIANTS.map((v) => (
              <Button key={v} variant={v}>
                {v}
              </Button>
            ))}
          </StateRow>
          <StateRow label="Sizes">
            {SIZES.map((s) => (
              <Button key={s} size={s}>
                Save patient
              </Button>
            ))}
          </StateRow>
        </Stack>
      </Demo>
      <Demo
        title="States: disabled, loading, full width"
        description="An existing record saves only once something changed (disabled until then); a request in flight shows loading and blocks a second click."
        code={`<Button disabled>Save provider</Button>
<Button loading>Save provider</Button>
<Button loading loaderProps={{ type: 'dots' }} variant="light">Uploading</Button>
<Button fullWidth>Sign in</Button>`}
      >
        <StateRow label="States">
          <Button disabled>Save provider</Button>
          <Button loading>Save provider</Button>
          <Button loading loaderProps={{ type: 'dots' }} variant="light">
            Uploading
          </Button>
        </StateRow>
        <Button fullWidth mt="sm">
          Sign in
        </Button>
      </Demo>
      <Demo
        title="Icon buttons"
        description="An icon alone always has an aria-label and a tooltip that says what it does."
        code={`<Tooltip label="Edit the patient">
  <ActionIcon variant="subtle" aria-label="Edit the patient"><IconPencil size={18} /></ActionIcon>
</Tooltip>
<ActionIcon variant="light" aria-label="Download the PDF"><IconDownload size={18} /></ActionIcon>
<ActionIcon variant="filled" color="red" aria-label="Retire the item"><IconTrash size={18} /></ActionIcon>
<ActionIcon variant="default" disabled aria-label="Print"><IconPrinter size={18} /></ActionIcon>`}
      >
        <Group gap="sm">
          <TipIcon tip="Edit the patient" variant="subtle" icon={<IconPencil size={18} />} />
          <TipIcon tip="Download the PDF" variant="light" icon={<IconDownload size={18} />} />
          <TipIcon tip="Retire the item" variant="filled" color="red" icon={<IconTrash size={18} />} />
          <ActionIcon variant="default" disabled aria-label="Print">
            <IconPrinter size={18} />
          </ActionIcon>
        </Group>
      </Demo>
      <Demo
        title="The foot of a record form"
        description="RecordFormActions: save, Undo changes while an existing record has changes, and the Ctrl+Enter hint (KeyHint keeps the keys in order in RTL too). Shown new, unchanged, changed and saving."
        code={`import { RecordFormActions } from '@/components/record-form-actions';

<RecordFormActions label="Save patient" existing={false} dirty={false} submitting={false} onUndo={form.reset} />
<RecordFormActions label="Save patient" existing dirty={false} submitting={false} onUndo={form.reset} />
<RecordFormActions label="Save patient" existing dirty submitting={false} onUndo={form.reset} />
<RecordFormActions label="Save patient" existing dirty submitting onUndo={form.reset} />`}
      >
        <Stack gap="md">
          <RecordFormActions label="Register patient" existing={false} dirty={false} submitting={false} onUndo={noop} />
          <RecordFormActions label="Save patient" existing dirty={false} submitting={false} onUndo={noop} />
          <RecordFormActions label="Save patient" existing dirty submitting={false} onUndo={noop} />
          <RecordFormActions label="Save patient" existing dirty submitting onUndo={noop} />
        </Stack>
      </Demo>
    </DemoStack>
  );
}
