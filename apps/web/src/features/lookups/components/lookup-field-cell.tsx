import { Badge, ColorSwatch, Group, Text } from '@mantine/core';
import { choiceLabel, type LookupField, type TLookupItem } from '@lab/domain';
import { formatDate } from '@/lib/format';

/** A list screen's cell of one of the list's own fields; a past expiry field is marked Expired. */
export function LookupFieldCell({ f, row }: { f: LookupField; row: TLookupItem }) {
  const v = row[f.name];
  if (f.kind === 'ref') return <Text size="sm">{(row[`${f.name}Label`] as string | null) ?? ''}</Text>;
  if (v === null || v === undefined || v === '') return null;
  switch (f.kind) {
    case 'boolean':
      return v ? (
        <Badge variant="light" color="teal">
          Yes
        </Badge>
      ) : (
        <Text size="sm" c="dimmed">
          No
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
              {choiceLabel(f, x)}
            </Badge>
          ))}
        </Group>
      );
    case 'enum':
      return <Text size="sm">{choiceLabel(f, String(v))}</Text>;
    case 'date':
      return (
        <Group gap={6} wrap="nowrap">
          <Text size="sm">{formatDate(`${String(v)}T00:00:00`)}</Text>
          {f.expires && row.expired === true && (
            <Badge color="red" variant="filled" size="sm">
              Expired
            </Badge>
          )}
        </Group>
      );
    default:
      return (
        <Text size="sm" lineClamp={2}>
          {String(v)}
        </Text>
      );
  }
}
