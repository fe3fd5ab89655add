import { useTranslation } from 'react-i18next';
import { ActionIcon, Button, Card, Group, Stack, Text, Tooltip } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { IconHeart, IconHeartFilled, IconShoppingCartPlus } from '@tabler/icons-react';
import type { TSupplyItem } from '@lab/domain';
import { CategoryBadge, ItemPicture } from './bits';

export interface ProductActions {
  wished: boolean;
  onWish(on: boolean): void;
  /** Adds `quantity` (1 when not given) to the cart, up to the item’s limit per order. */
  onAdd(quantity?: number): void;
  inCart: number;
}

/** One item of the shop: picture, name, unit, the cart and wish-list buttons; as a card or as a row. */
export function ProductCard({
  item,
  layout,
  actions,
}: {
  item: TSupplyItem;
  layout: 'grid' | 'list';
  actions: ProductActions;
}) {
  const { t } = useTranslation('supplies');
  const wishLabel = actions.wished
    ? t('product.unwishNamed', { name: item.name })
    : t('product.wishNamed', { name: item.name });
  const buttons = (
    <Group gap="xs" wrap="nowrap">
      <Button
        size="xs"
        leftSection={<IconShoppingCartPlus size={16} />}
        onClick={() => actions.onAdd()}
        aria-label={t('product.addNamed', { name: item.name })}
        disabled={actions.inCart >= item.perOrderLimit}
      >
        {actions.inCart ? t('product.inCart', { n: actions.inCart }) : t('product.add')}
      </Button>
      <Tooltip label={wishLabel}>
        <ActionIcon
          variant="subtle"
          color="red"
          size="lg"
          aria-label={wishLabel}
          aria-pressed={actions.wished}
          onClick={() => actions.onWish(!actions.wished)}
        >
          {actions.wished ? <IconHeartFilled size={18} /> : <IconHeart size={18} />}
        </ActionIcon>
      </Tooltip>
    </Group>
  );
  const title = (
    <Text component={Link} to={`/ecommerce/product-detail/${item.id}`} fw={600} lineClamp={2} c="inherit" td="none">
      {item.name}
    </Text>
  );
  const meta = (
    <Group gap="xs">
      <CategoryBadge category={item.category} />
      <Text size="xs" c="dimmed">
        {t('product.unitLimit', { unit: item.unit, limit: item.perOrderLimit })}
      </Text>
      {item.stock === 0 && (
        <Text size="xs" c="orange">
          {t('product.backOrdered')}
        </Text>
      )}
    </Group>
  );
  if (layout === 'list') {
    return (
      <Card withBorder padding="sm" data-testid="product">
        <Group wrap="nowrap" align="center" gap="md">
          <ItemPicture src={item.img} name={item.name} w={72} h={72} />
          <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
            {title}
            {meta}
          </Stack>
          {buttons}
        </Group>
      </Card>
    );
  }
  return (
    <Card withBorder padding="sm" data-testid="product">
      <Card.Section>
        <ItemPicture src={item.img} name={item.name} h={160} radius={0} />
      </Card.Section>
      <Stack gap={6} mt="sm" style={{ flex: 1 }}>
        {title}
        {meta}
      </Stack>
      <Group mt="sm">{buttons}</Group>
    </Card>
  );
}
