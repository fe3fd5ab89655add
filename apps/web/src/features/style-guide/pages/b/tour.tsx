import { useState } from 'react';
import { Button, Group, Popover, Stack, Table, Text, TextInput } from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import { KeyHint } from '@/components/key-hint';
import { Demo, DemoStack } from '../../components/demo';
import { PortalNote } from './kit';
import { useTranslation } from 'react-i18next';
import { useSampleText } from '../../components/use-sample-text';

/** The keyboard shortcuts of the portal's screens, as their hints show them. */
const SHORTCUTS: Array<[string, string, string]> = [
  ['Ctrl+K', 'Everywhere', 'Search the portal'],
  ['/', 'Lists (cases, patients, documents)', 'Focus the list’s search'],
  ['Alt+N', 'Case list, new case', 'New accession'],
  ['Ctrl+Enter', 'Forms and dialogs', 'Save or confirm'],
  ['Alt+P', 'New case', 'Add a part'],
  ['Alt+L', 'A case', 'Print the case labels'],
  ['Alt+O', 'After saving a new case', 'Open the case'],
  ['Tab', 'Gross description', 'Next [blank] of the template'],
];

const STEPS = [
  {
    target: 'search',
    title: 'Find a case',
    text: 'Type a case number, a patient or an MRN. Press / to come back here from anywhere on the list.',
  },
  { target: 'new', title: 'Accession a case', text: 'Alt+N opens a new case; Ctrl+Enter saves it.' },
  { target: 'labels', title: 'Print labels', text: 'Alt+L prints the labels of the case you are on.' },
];

/** A first-visit hint in steps, with Popovers anchored to the real controls (what a tour would be, if the portal had one). */
function Hints() {
  const sample = useSampleText('styleGuideB');
  const { t } = useTranslation('styleGuideB');
  const [step, setStep] = useState<number | null>(null);
  const at = (target: string) => step !== null && STEPS[step]?.target === target;
  const hint = (target: string, control: React.ReactNode) => {
    const s = STEPS.find((x) => x.target === target)!;
    return (
      <Popover
        opened={at(target)}
        withArrow
        position="bottom"
        shadow="md"
        width={260}
        trapFocus={false}
        onClose={() => setStep(null)}
      >
        <Popover.Target>{control}</Popover.Target>
        <Popover.Dropdown role="dialog" aria-label={sample(s.title)}>
          <Stack gap="xs">
            <Text fw={600} size="sm">
              {sample(s.title)}
            </Text>
            <Text size="sm">{sample(s.text)}</Text>
            <Group justify="space-between">
              <Text size="xs" c="dimmed">
                {t('tour.stepOf', { step: (step ?? 0) + 1, total: STEPS.length })}
              </Text>
              <Group gap="xs">
                <Button size="compact-xs" variant="default" onClick={() => setStep(null)}>
                  {t('tour.close')}
                </Button>
                <Button
                  size="compact-xs"
                  onClick={() => setStep((n) => (n !== null && n + 1 < STEPS.length ? n + 1 : null))}
                >
                  {step === STEPS.length - 1 ? t('tour.done') : t('tour.next')}
                </Button>
              </Group>
            </Group>
          </Stack>
        </Popover.Dropdown>
      </Popover>
    );
  };
  useHotkeys([['Escape', () => setStep(null)]]);
  return (
    <Stack>
      <Group align="end">
        {hint(
          'search',
          <TextInput aria-label={t('tour.searchCases')} placeholder={t('tour.caseNumberPatientMrn')} w={240} />,
        )}
        {hint('new', <Button variant="light">{t('tour.newCase')}</Button>)}
        {hint('labels', <Button variant="default">{t('tour.printLabels')}</Button>)}
      </Group>
      <Button w="fit-content" size="xs" onClick={() => setStep(0)}>
        {t('tour.showMeAround')}
      </Button>
    </Stack>
  );
}

export default function TourPage() {
  const sample = useSampleText('styleGuideB');
  const { t } = useTranslation('styleGuideB');
  return (
    <DemoStack>
      <PortalNote>{t('tour.portalHasNoProductTour')}</PortalNote>
      <Demo
        title={t('tour.keyboardHints')}
        description={t('tour.keyhintAlwaysReadsLeftRight')}
        code={`import { KeyHint } from '@/components/key-hint';
<Text size="xs" c="dimmed"><KeyHint>Ctrl+Enter</KeyHint> saves</Text>
useHotkeys([['mod+Enter', () => void submit()]], []);`}
      >
        <Table.ScrollContainer minWidth={480}>
          <Table aria-label={t('tour.keyboardShortcuts')} withTableBorder>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('tour.keys')}</Table.Th>
                <Table.Th>{t('tour.where')}</Table.Th>
                <Table.Th>{t('tour.what')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {SHORTCUTS.map(([k, where, what]) => (
                <Table.Tr key={k + where}>
                  <Table.Td>
                    <KeyHint>{k}</KeyHint>
                  </Table.Td>
                  <Table.Td>{sample(where)}</Table.Td>
                  <Table.Td>{sample(what)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Demo>
      <Demo
        title={t('tour.hintsSteps')}
        description={t('tour.popoversAnchoredControlsThey')}
        code={`<Popover opened={step === 0} withArrow position="bottom" width={260} onClose={() => setStep(null)}>
  <Popover.Target><TextInput aria-label="Search cases" … /></Popover.Target>
  <Popover.Dropdown role="dialog" aria-label="Find a case">
    <Text fw={600} size="sm">Find a case</Text>
    <Button size="compact-xs" onClick={() => setStep(1)}>Next</Button>
  </Popover.Dropdown>
</Popover>`}
      >
        <Hints />
      </Demo>
    </DemoStack>
  );
}
