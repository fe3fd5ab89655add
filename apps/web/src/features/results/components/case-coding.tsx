import { useQueries } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ActionIcon, Group, NumberInput, Stack, Text } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import type { TProcedureLine } from '@lab/domain';
import { LookupMultiSelect, LookupSelect, type LookupOption } from '@/components/lookup-select';
import { lookupEntryQuery } from '@/api/lookups/get-lookup-entry';

/** "code — name" of entries by id, as the lookup pickers label them. */
function useEntryLabels(list: string, ids: number[]): LookupOption[] {
  const answers = useQueries({
    queries: ids.map((id) => lookupEntryQuery(list, id)),
  });
  return answers.flatMap((a) =>
    a.data ? [{ value: String(a.data.id), label: `${a.data.code} — ${a.data.name}` }] : [],
  );
}

/** The case's ICD-10 codes: search the ICD-10 list; codes added by a microcode show with their labels. */
export function IcdCodesInput({
  value,
  onChange,
  readOnly,
}: {
  value: number[];
  onChange(ids: number[]): void;
  readOnly?: boolean;
}) {
  const { t } = useTranslation('workspace');
  const known = useEntryLabels('icdcodelist', value);
  // The picker learns labels once; a code added from elsewhere (a microcode) remounts it with the new label.
  return (
    <LookupMultiSelect
      key={known.map((k) => k.value).join(',')}
      list="icdcodelist"
      label={t('cases:page.icdCodes')}
      placeholder={readOnly ? undefined : t('coding.icdPlaceholder')}
      value={value}
      known={known}
      onChange={onChange}
      readOnly={readOnly}
    />
  );
}

/** CPT procedures with units: pick a procedure to add a line; units 1–99. */
export function ProceduresInput({
  value,
  onChange,
  readOnly,
}: {
  value: TProcedureLine[];
  onChange(lines: TProcedureLine[]): void;
  readOnly?: boolean;
}) {
  const { t } = useTranslation('workspace');
  const labels = useEntryLabels(
    'procedurelist',
    value.map((l) => l.procedureId),
  );
  return (
    <Stack gap={6}>
      <Text size="sm" fw={500}>
        {t('coding.procedures')}
      </Text>
      {value.length === 0 && (
        <Text size="xs" c="dimmed">
          {t('coding.noneYet')}
        </Text>
      )}
      {value.map((line, i) => (
        <Group key={line.procedureId} gap="xs" wrap="nowrap" data-testid="procedure-line">
          <Text size="sm" style={{ flex: 1 }}>
            {labels.find((l) => l.value === String(line.procedureId))?.label ?? `#${line.procedureId}`}
          </Text>
          <NumberInput
            aria-label={t('coding.units')}
            size="xs"
            w={80}
            min={1}
            max={99}
            allowDecimal={false}
            value={line.units}
            readOnly={readOnly}
            onChange={(v) =>
              onChange(value.map((l, j) => (j === i ? { ...l, units: Math.min(99, Math.max(1, Number(v) || 1)) } : l)))
            }
          />
          {!readOnly && (
            <ActionIcon
              variant="subtle"
              color="gray"
              aria-label={t('coding.remove')}
              onClick={() => onChange(value.filter((_, j) => j !== i))}
            >
              <IconX size={14} />
            </ActionIcon>
          )}
        </Group>
      ))}
      {!readOnly && (
        <LookupSelect
          list="procedurelist"
          aria-label={t('coding.add')}
          placeholder={t('coding.addPlaceholder')}
          value={null}
          onChange={(id) => {
            if (id && !value.some((l) => l.procedureId === id)) onChange([...value, { procedureId: id, units: 1 }]);
          }}
        />
      )}
    </Stack>
  );
}
