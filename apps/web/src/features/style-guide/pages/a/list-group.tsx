import { Group, List, Paper, Stack, Text, ThemeIcon, Timeline } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { CaseStatusBadge, PriorityBadge } from '@/components/case-badges';
import { Demo, DemoStack } from '../../components/demo';
import { SAMPLE_CASES } from './lab';
import { useTranslation } from 'react-i18next';
import { useSampleText } from '../../components/use-sample-text';

const RULES = [
  { text: 'At least 8 characters', ok: true },
  { text: 'A letter and a digit', ok: true },
  { text: 'Not one of your last 3 passwords', ok: false },
];

export default function ListGroupPage() {
  const sample = useSampleText('styleGuideA');
  const { t } = useTranslation('styleGuideA');
  return (
    <DemoStack>
      <Demo
        title={t('listGroup.listRecords')}
        description={t('listGroup.borderedRowsRecordSKey')}
        code={`<Paper withBorder radius="md">
  {cases.map((c, i) => (
    <Group key={c.caseNumber} justify="space-between" wrap="wrap" p="sm"
      style={{ borderTop: i ? '1px solid var(--mantine-color-default-border)' : undefined }}>
      <div>
        <Text fw={600} size="sm">{c.caseNumber}</Text>
        <Text size="xs" c="dimmed">{c.patient} · {c.specimen}</Text>
      </div>
      <Group gap={6}><PriorityBadge priority={c.priority} /><CaseStatusBadge status={c.status} /></Group>
    </Group>
  ))}
</Paper>`}
      >
        <Paper withBorder radius="md">
          {SAMPLE_CASES.slice(0, 4).map((c, i) => (
            <Group
              key={c.caseNumber}
              justify="space-between"
              wrap="wrap"
              p="sm"
              style={{ borderTop: i ? '1px solid var(--mantine-color-default-border)' : undefined }}
            >
              <div>
                <Text fw={600} size="sm">
                  {c.caseNumber}
                </Text>
                <Text size="xs" c="dimmed">
                  {c.patient} · {sample(c.specimen)}
                </Text>
              </div>
              <Group gap={6}>
                <PriorityBadge priority={c.priority} />
                <CaseStatusBadge status={c.status} />
              </Group>
            </Group>
          ))}
        </Paper>
      </Demo>
      <Demo
        title={t('listGroup.checklist')}
        description={t('listGroup.listIconPerItemPassword')}
        code={`<List size="sm" spacing={4} aria-label="Password rules">
  {rules.map((r) => (
    <List.Item key={r.text} icon={
      <ThemeIcon size={18} radius="xl" variant="light" color={r.ok ? 'green' : 'gray'}>
        {r.ok ? <IconCheck size={12} /> : <IconX size={12} />}
      </ThemeIcon>
    }>{r.text}</List.Item>
  ))}
</List>`}
      >
        <List size="sm" spacing={4} aria-label={t('listGroup.passwordRules')}>
          {RULES.map((r) => (
            <List.Item
              key={r.text}
              icon={
                <ThemeIcon size={18} radius="xl" variant="light" color={r.ok ? 'green' : 'gray'}>
                  {r.ok ? <IconCheck size={12} /> : <IconX size={12} />}
                </ThemeIcon>
              }
            >
              {sample(r.text)}
            </List.Item>
          ))}
        </List>
      </Demo>
      <Demo
        title={t('listGroup.history')}
        description={t('listGroup.timelineStatusHistoryCase')}
        code={`<Timeline active={history.length - 1} bulletSize={14} lineWidth={2}>
  {history.map((h) => (
    <Timeline.Item key={h.at} title={h.label}>
      <Text size="xs" c="dimmed">{h.by} · {h.at}</Text>
    </Timeline.Item>
  ))}
</Timeline>`}
      >
        <Stack>
          <Timeline active={3} bulletSize={14} lineWidth={2}>
            {[
              ['Accessioned', 'Sam Staff · 23 Nov 08:12'],
              ['Grossed', 'Dana Demo · 23 Nov 10:40'],
              ['In histology', 'Sam Staff · 23 Nov 13:05'],
              ['Pending diagnosis', 'Dana Demo · 24 Nov 07:55'],
            ].map(([label, by]) => (
              <Timeline.Item key={label} title={sample(label)}>
                <Text size="xs" c="dimmed">
                  {by}
                </Text>
              </Timeline.Item>
            ))}
          </Timeline>
        </Stack>
      </Demo>
    </DemoStack>
  );
}
