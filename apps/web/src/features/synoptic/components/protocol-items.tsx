import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { Badge, Group, Loader, Table, Text } from '@mantine/core';
import { calculationsOf, flattenItems, optionDisplay, unitOf, type TFlatItem } from '@lab/domain';
import { ListError } from '@/components/data-table';
import { useProtocol } from '@/api/synoptic/protocols';

type TItem = TFlatItem['item'];

/** When an item shows: its enableWhen conditions as written (the engine decides them on the case). */
function conditionText(item: TItem, t: TFunction<'synoptic'>): string {
  const conditions = (item.enableWhen ?? []).map((ew) => {
    const value =
      ew.answerCoding?.code ??
      ew.answerString ??
      ew.answerInteger ??
      ew.answerDecimal ??
      ew.answerDate ??
      ew.answerBoolean;
    return ew.operator === 'exists'
      ? `${ew.question} ${value === false ? t('items.unanswered') : t('items.answered')}`
      : `${ew.question} ${ew.operator} ${String(value)}`;
  });
  return conditions.join(item.enableBehavior === 'any' ? t('items.or') : t('items.and'));
}

/** A protocol version's items in order: text, type, options, required, conditions and calculations. */
export function ProtocolItems({ id }: { id: number }) {
  const { t } = useTranslation('synoptic');
  const q = useProtocol(id);
  if (q.isPending) return <Loader size="sm" aria-label={t('items.loading')} />;
  if (q.error) return <ListError error={q.error} />;
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table aria-label={t('items.label')} verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('items.item')}</Table.Th>
            <Table.Th>{t('items.answer')}</Table.Th>
            <Table.Th>{t('items.shownWhen')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {flattenItems(q.data).map(({ item, depth }) => (
            <Table.Tr key={item.linkId}>
              <Table.Td
                style={{ paddingInlineStart: `calc(${depth} * var(--mantine-spacing-md) + var(--mantine-spacing-xs))` }}
              >
                <Text size="sm" fw={item.type === 'group' ? 700 : undefined}>
                  {item.text ?? item.linkId}
                </Text>
                <Group gap={4} mt={2}>
                  <Text size="xs" c="dimmed" ff="monospace">
                    {item.linkId}
                  </Text>
                  {item.required && (
                    <Badge size="xs" variant="light" color="orange">
                      {t('items.required')}
                    </Badge>
                  )}
                  {item.repeats && (
                    <Badge size="xs" variant="light">
                      {t('items.several')}
                    </Badge>
                  )}
                  {calculationsOf(item).map((c) => (
                    <Badge key={c.rule} size="xs" variant="light" color="grape">
                      {c.rule} ({c.inputs.join(', ')})
                    </Badge>
                  ))}
                </Group>
              </Table.Td>
              <Table.Td>
                <Text size="sm">
                  {item.type}
                  {unitOf(item) ? ` (${unitOf(item)!.display})` : ''}
                </Text>
                {item.answerOption && (
                  <Text size="xs" c="dimmed">
                    {item.answerOption.map(optionDisplay).join(' · ')}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                <Text size="sm" ff="monospace">
                  {conditionText(item, t)}
                </Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
