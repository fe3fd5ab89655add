import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Card, Group, NumberInput, Text, Title } from '@mantine/core';
import { CASE_TYPE_LABELS, type TTurnaroundTargets } from '@lab/domain';
import { useSaveTurnaroundTargets, useTurnaroundTargets } from '../api/turnaround-targets';

const TYPES = ['S', 'C', 'F'] as const;

/** Turnaround targets in working days per case type: the diagnosis worklist marks cases past them. */
export function TurnaroundCard() {
  const { t } = useTranslation('settings');
  const { data } = useTurnaroundTargets();
  const save = useSaveTurnaroundTargets();
  const [draft, setDraft] = useState<TTurnaroundTargets | null>(null);
  useEffect(() => setDraft(data ?? null), [data]);
  return (
    <Card withBorder>
      <Title order={3} size="h4" mb="xs">
        {t('turnaround.title')}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {t('turnaround.intro')}
      </Text>
      <Group align="flex-end">
        {TYPES.map((type) => (
          <NumberInput
            key={type}
            w={140}
            label={t(`turnaround.types.${type}`, { defaultValue: CASE_TYPE_LABELS[type] })}
            suffix={t('turnaround.daysSuffix')}
            min={0.5}
            max={60}
            step={0.5}
            decimalScale={1}
            value={draft?.[type] ?? ''}
            disabled={!draft}
            onChange={(v) => draft && setDraft({ ...draft, [type]: typeof v === 'number' ? v : Number(v) })}
          />
        ))}
        <Button
          disabled={!draft || save.isPending}
          loading={save.isPending}
          onClick={() => draft && save.mutate(draft)}
        >
          {t('turnaround.save')}
        </Button>
      </Group>
      {save.error && (
        <Text c="red" size="sm" mt="xs">
          {save.error.message}
        </Text>
      )}
      {save.isSuccess && !save.isPending && (
        <Text c="teal" size="sm" mt="xs">
          {t('saved')}
        </Text>
      )}
    </Card>
  );
}
