import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, FileInput, Group, NumberInput, Select, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { notifications } from '@mantine/notifications';
import { popularityOf, SUPPLY_CATEGORIES, type TSupplyCategory, type TSupplyItem } from '@lab/domain';
import { ApiError } from '@/lib/api-client';
import { useSaveCatalogueItem } from '../api/catalogue';
import { ItemPicture, PopularityBar } from './bits';

/** Add or edit a catalogue item, with its picture (PNG, JPEG or WebP; the server checks the bytes). */
export function ItemForm({ item, onSaved }: { item: TSupplyItem | null; onSaved(item: TSupplyItem): void }) {
  const { t } = useTranslation('supplies');
  const save = useSaveCatalogueItem();
  const [name, setName] = useState(item?.name ?? '');
  const [category, setCategory] = useState<string | null>(item?.category ?? null);
  const [price, setPrice] = useState(item?.price ?? '');
  const [unit, setUnit] = useState(item?.unit ?? 'each');
  const [limit, setLimit] = useState<number | string>(item?.perOrderLimit ?? 10);
  const [stock, setStock] = useState<number | string>(item?.stock ?? 0);
  const [pop, setPop] = useState<number | string>(item?.popularity.popValue ?? 0);
  const [description, setDescription] = useState(item?.description ?? '');
  const [picture, setPicture] = useState<File | null>(null);
  const fields = save.error instanceof ApiError ? save.error.fields : {};
  const err = (f: string) => fields[`obj.${f}`] ?? fields[f];

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    save.mutate(
      {
        id: item?.id ?? null,
        picture,
        obj: {
          name,
          category: (category ?? '') as TSupplyCategory,
          price,
          unit,
          description,
          perOrderLimit: Number(limit),
          stock: Number(stock),
          popularity: { popValue: typeof pop === 'number' ? pop : Number(pop) },
        },
      },
      {
        onSuccess: (saved) => {
          notifications.show({
            color: 'green',
            message: item ? t('form.saved', { name: saved.name }) : t('form.added', { name: saved.name }),
          });
          onSaved(saved);
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        {item && <ItemPicture src={item.img} name={item.name} h={140} />}
        <TextInput
          label={t('form.name')}
          required
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          error={err('name')}
          data-autofocus
        />
        <Group grow align="start">
          <Select
            label={t('category.label')}
            required
            data={SUPPLY_CATEGORIES.map((c) => ({ value: c, label: t(`category.${c}`) }))}
            value={category}
            onChange={setCategory}
            error={err('category')}
          />
          <TextInput
            label={t('form.cost')}
            required
            value={price}
            onChange={(e) => setPrice(e.currentTarget.value)}
            error={err('price')}
            inputMode="decimal"
          />
        </Group>
        <Group grow align="start">
          <TextInput
            label={t('form.unit')}
            value={unit}
            onChange={(e) => setUnit(e.currentTarget.value)}
            error={err('unit')}
          />
          <NumberInput
            label={t('form.limit')}
            min={1}
            max={1000}
            value={limit}
            onChange={setLimit}
            error={err('perOrderLimit')}
          />
          <NumberInput label={t('form.stock')} min={0} value={stock} onChange={setStock} error={err('stock')} />
        </Group>
        <Group align="end" grow>
          <NumberInput
            label={t('form.popularity')}
            description={t('form.popularityHint')}
            value={pop}
            onChange={setPop}
            error={err('popularity')}
          />
          <PopularityBar popularity={popularityOf(typeof pop === 'number' ? pop : Number.NaN)} />
        </Group>
        <Textarea
          label={t('form.description')}
          autosize
          minRows={2}
          value={description}
          onChange={(e) => setDescription(e.currentTarget.value)}
          error={err('description')}
        />
        <FileInput
          label={t('form.picture')}
          description={t('form.pictureHint')}
          accept="image/png,image/jpeg,image/webp"
          leftSection={<IconPhoto size={16} />}
          value={picture}
          onChange={setPicture}
          clearable
          error={fields.picture}
        />
        {save.error && (
          <Text c="red" size="sm" role="alert">
            {save.error.message}
          </Text>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            {item ? t('form.save') : t('list.add')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
