import { useEffect, useState } from 'react';
import { Button, Card, Group, NumberInput, Text, Title } from '@mantine/core';
import { CASE_TYPE_LABELS, type TTurnaroundTargets } from '@lab/domain';
import { useSaveTurnaroundTargets, useTurnaroundTargets } from '../api/turnaround-targets';

const TYPES = ['S', 'C', 'F'] as const;

/** Turnaround targets in working days per case type: the diagnosis worklist marks cases past them. */
export function TurnaroundCard() {
  const { data } = useTurnaroundTargets();
  const save = useSaveTurnaroundTargets();
  const [draft, setDraft] = useState<TTurnaroundTargets | null>(null);
  useEffect(() => setDraft(data ?? null), [data]);
  return (
    <Card withBorder>
      <Title order={3} size="h4" mb="xs">
        Turnaround targets
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        Working days from receipt to sign-out, on the lab&apos;s calendar (weekends and holidays not counted). The CAP
        benchmark for surgical cases is 2 days.
      </Text>
      <Group align="flex-end">
        {TYPES.map((t) => (
          <NumberInput
            key={t}
            w={140}
            label={CASE_TYPE_LABELS[t]}
            suffix=" days"
            min={0.5}
            max={60}
            step={0.5}
            decimalScale={1}
            value={draft?.[t] ?? ''}
            disabled={!draft}
            onChange={(v) => draft && setDraft({ ...draft, [t]: typeof v === 'number' ? v : Number(v) })}
          />
        ))}
        <Button
          disabled={!draft || save.isPending}
          loading={save.isPending}
          onClick={() => draft && save.mutate(draft)}
        >
          Save targets
        </Button>
      </Group>
      {save.error && (
        <Text c="red" size="sm" mt="xs">
          {save.error.message}
        </Text>
      )}
      {save.isSuccess && !save.isPending && (
        <Text c="teal" size="sm" mt="xs">
          Saved.
        </Text>
      )}
    </Card>
  );
}
