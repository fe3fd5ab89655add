import { useTranslation } from 'react-i18next';
import { Badge, ColorSwatch, Group, Text } from '@mantine/core';
import type { LookupField, TLookupItem } from '@lab/domain';
import { formatDate } from '@/lib/format';
import { optionLabel } from '@/lib/lookup-text';

/** A list screen's cell of one of the list's own fields; a past expiry field is marked Expired. */
export function LookupFieldCell({ f, row, listKey }: { f: LookupField; row: TLookupItem; listKey?: string }) {
  const { t } = useTranslation('lookups');
  const v = row[f.name];
  // The lab's own entries are content, as the lab wrote them (translate="no"; docs/i18n.md).
  if (f.kind === 'ref')
    return (
      <Text size="sm" translate="no">
        {(row[`${f.name}Label`] as string | null) ?? ''}
      </Text>
    );
  if (v === null || v === undefined || v === '') return null;
  switch (f.kind) {
    case 'boolean':
      return v ? (
        <Badge variant="light" color="teal">
          {t('yes')}
        </Badge>
      ) : (
        <Text size="sm" c="dimmed">
          {t('no')}
        </Text>
      );
    case 'money':
      return <Text size="sm">${Number(v).toFixed(2)}</Text>;
    case 'color':
      return (
        <Group gap={6}>
          <ColorSwatch color={String(v)} size={16} />
          <Text size="xs">{String(v)}</Text>
        </Group>
      );
    case 'multienum':
      return (
        <Group gap={4}>
          {(v as string[]).map((x) => (
            <Badge key={x} size="xs" variant="outline">
              {optionLabel(t, listKey, f, x)}
            </Badge>
          ))}
        </Group>
      );
    case 'enum':
      return <Text size="sm">{optionLabel(t, listKey, f, String(v))}</Text>;
    case 'date':
      return (
        <Group gap={6} wrap="nowrap">
          <Text size="sm">{formatDate(String(v).slice(0, 10))}</Text>
          {f.expires && row.expired === true && (
            <Badge color="red" variant="filled" size="sm">
              {t('expired')}
            </Badge>
          )}
        </Group>
      );
    default:
      return (
        <Text size="sm" lineClamp={2} translate="no">
          {String(v)}
        </Text>
      );
  }
}
