import { Group, List, Paper, Stack, Text, ThemeIcon, Timeline } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { CaseStatusBadge, PriorityBadge } from '@/components/case-badges';
import { Demo, DemoStack } from '../../components/demo';
import { SAMPLE_CASES } from './lab';

const RULES = [
  { text: 'At least 8 characters', ok: true },
  { text: 'A letter and a digit', ok: true },
  { text: 'Not one of your last 3 passwords', ok: false },
];

export default function ListGroupPage() {
  return (
    <DemoStack>
      <Demo
        title="A list of records"
        description="Bordered rows with the record's key first, what it is under it, and its badges at the end (the home page's latest cases). At 390 px the badges wrap under the text."
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
                  {c.patient} · {c.specimen}
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
        title="A checklist"
        description="List with an icon per item: the password rules of the reset page, met or not yet."
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
        <List size="sm" spacing={4} aria-label="Password rules">
          {RULES.map((r) => (
            <List.Item
              key={r.text}
              icon={
                <ThemeIcon size={18} radius="xl" variant="light" color={r.ok ? 'green' : 'gray'}>
                  {r.ok ? <IconCheck size={12} /> : <IconX size={12} />}
                </ThemeIcon>
              }
            >
              {r.text}
            </List.Item>
          ))}
        </List>
      </Demo>
      <Demo
        title="A history"
        description="Timeline: the status history of a case, oldest first, the last step active."
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
              <Timeline.Item key={label} title={label}>
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
