import { useTranslation } from 'react-i18next';
import { Badge, Group, Select } from '@mantine/core';
import type { TLookupItem } from '@lab/domain';
import { CriticalBadge } from './result-badges';

/** The category of a result entry, and whether that category is critical. */
export function resultCategory(resultId: number | null, results: TLookupItem[], categories: TLookupItem[]) {
  const r = results.find((x) => x.id === resultId);
  const c = r ? categories.find((x) => x.id === r.resultCategoryId) : undefined;
  return { result: r, category: c, critical: c?.isCritical === true };
}

/** A part's result from the Results list, grouped by category; a critical category shows red. */
export function ResultSelect({
  letter,
  value,
  results,
  categories,
  readOnly,
  onChange,
}: {
  letter: string;
  value: number | null;
  results: TLookupItem[];
  categories: TLookupItem[];
  readOnly?: boolean;
  onChange(id: number | null): void;
}) {
  const { t } = useTranslation('workspace');
  const groups = categories
    .map((c) => ({
      group: c.isCritical ? t('result.critical', { name: c.name }) : c.name,
      items: results
        .filter((r) => r.resultCategoryId === c.id)
        .map((r) => ({ value: String(r.id), label: `${r.code} — ${r.name}` })),
    }))
    .filter((g) => g.items.length > 0);
  const { category, critical } = resultCategory(value, results, categories);
  return (
    <Group align="end" gap="xs" wrap="wrap">
      <Select
        label={t('result.label', { letter })}
        placeholder={t('result.pick')}
        searchable
        clearable
        data={groups}
        value={value ? String(value) : null}
        readOnly={readOnly}
        onChange={(v) => onChange(v ? Number(v) : null)}
        w={{ base: '100%', sm: 340 }}
      />
      {category && !critical && (
        <Badge variant="light" color="gray" mb={6}>
          {category.name}
        </Badge>
      )}
      {critical && (
        <Group mb={6}>
          <CriticalBadge />
        </Group>
      )}
    </Group>
  );
}
