import { useTranslation } from 'react-i18next';
import { ActionIcon, Badge, Button, Group, Paper, Select, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconX } from '@tabler/icons-react';
import { nextBlockLabel, nextSlideLabel, type TBlock, type TLookupItem } from '@lab/domain';

/** H&E is the stain of a new slide (its code, or its name, in the Stains list). */
export const defaultStainId = (stains: TLookupItem[]) =>
  (stains.find((s) => s.code.toUpperCase() === 'HE') ?? stains.find((s) => /H&E/i.test(s.name)) ?? stains[0])?.id ??
  null;

/** Blocks of a part (A1, A2…) and their slides (A1-1…), each slide with its stain. */
export function BlocksEditor({
  letter,
  blocks,
  stains,
  readOnly,
  onChange,
}: {
  letter: string;
  blocks: TBlock[];
  stains: TLookupItem[];
  readOnly?: boolean;
  onChange(blocks: TBlock[]): void;
}) {
  const { t } = useTranslation('workspace');
  const stainOptions = stains.map((s) => ({ value: String(s.id), label: s.name }));
  const setBlock = (i: number, b: TBlock) => onChange(blocks.map((x, j) => (j === i ? b : x)));
  return (
    <Stack gap="xs">
      <Group justify="space-between">
        <Text size="sm" fw={500}>
          {t('blocks.title')}
        </Text>
        {!readOnly && (
          <Button
            size="compact-sm"
            variant="light"
            leftSection={<IconPlus size={14} />}
            onClick={() =>
              onChange([...blocks, { label: nextBlockLabel(letter, blocks), description: '', slides: [] }])
            }
          >
            {t('blocks.addBlock')}
          </Button>
        )}
      </Group>
      {blocks.length === 0 && (
        <Text size="xs" c="dimmed">
          {t('blocks.none')}
        </Text>
      )}
      {blocks.map((b, i) => (
        <Paper key={b.label} withBorder p="xs" data-testid={`block-${b.label}`}>
          <Stack gap={6}>
            <Group gap="xs" wrap="nowrap">
              <Badge variant="outline" ff="monospace" size="lg" miw={48}>
                {b.label}
              </Badge>
              <TextInput
                aria-label={t('blocks.description', { label: b.label })}
                placeholder={t('cases:page.description')}
                size="xs"
                style={{ flex: 1 }}
                value={b.description}
                readOnly={readOnly}
                onChange={(e) => setBlock(i, { ...b, description: e.currentTarget.value })}
              />
              {!readOnly && (
                <Button
                  size="compact-xs"
                  variant="subtle"
                  leftSection={<IconPlus size={12} />}
                  onClick={() =>
                    setBlock(i, {
                      ...b,
                      slides: [...b.slides, { label: nextSlideLabel(b), stainId: defaultStainId(stains) }],
                    })
                  }
                >
                  {t('blocks.addSlide')}
                </Button>
              )}
              {!readOnly && (
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  aria-label={t('blocks.removeBlock', { label: b.label })}
                  onClick={() => onChange(blocks.filter((_, j) => j !== i))}
                >
                  <IconX size={14} />
                </ActionIcon>
              )}
            </Group>
            {b.slides.map((s, k) => (
              <Group key={s.label} gap="xs" wrap="nowrap" ps={{ base: 0, sm: 'lg' }} data-testid={`slide-${s.label}`}>
                <Text size="sm" ff="monospace" miw={56}>
                  {s.label}
                </Text>
                <Select
                  aria-label={t('blocks.stain', { label: s.label })}
                  size="xs"
                  style={{ flex: 1 }}
                  searchable
                  data={stainOptions}
                  value={s.stainId ? String(s.stainId) : null}
                  readOnly={readOnly}
                  onChange={(v) =>
                    setBlock(i, {
                      ...b,
                      slides: b.slides.map((x, j) => (j === k ? { ...x, stainId: v ? Number(v) : null } : x)),
                    })
                  }
                />
                {!readOnly && (
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    aria-label={t('blocks.removeSlide', { label: s.label })}
                    onClick={() => setBlock(i, { ...b, slides: b.slides.filter((_, j) => j !== k) })}
                  >
                    <IconX size={14} />
                  </ActionIcon>
                )}
              </Group>
            ))}
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
