import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from '@tanstack/react-router';
import {
  ActionIcon,
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Center,
  Grid,
  Group,
  Loader,
  NumberInput,
  Stack,
  Text,
  Title,
  Tooltip,
  useDirection,
} from '@mantine/core';
import { IconArrowLeft, IconHeart, IconHeartFilled, IconShoppingCartPlus } from '@tabler/icons-react';
import { PageHeader } from '@/components/page-header';
import { autocompleteQuery, shopItemQuery } from '../api/shop';
import { CategoryBadge, ItemPicture } from './bits';
import { ShopLinks } from './shop-header';
import { useShopActions } from './use-shop-actions';

/** One item: picture, description, unit and per-order limit; choose a quantity and add it to the cart. */
export function ProductDetailPage() {
  const { t } = useTranslation('supplies');
  const { id } = useParams({ strict: false }) as { id?: string };
  // Without an id (the catalogue's own link), the most ordered item.
  const top = useQuery({ ...autocompleteQuery(), enabled: !id });
  const itemId = id ? Number(id) : top.data?.autoComplete[0]?.id;
  const item = useQuery({ ...shopItemQuery(itemId ?? 0), enabled: Boolean(itemId) });
  const actions = useShopActions();
  const [qty, setQty] = useState<number | string>(1);
  const { dir } = useDirection();

  const back = (
    <Anchor component={Link} to="/ecommerce/shop" size="sm">
      <Group gap={4}>
        <IconArrowLeft size={14} style={dir === 'rtl' ? { transform: 'scaleX(-1)' } : undefined} /> {t('detail.back')}
      </Group>
    </Anchor>
  );
  if (item.isError) {
    return (
      <Stack>
        {back}
        <Alert color="red" title={t('detail.notFound')}>
          {item.error.message}
        </Alert>
      </Stack>
    );
  }
  if (!item.data) {
    return (
      <Center py="xl">
        <Loader />
      </Center>
    );
  }
  const it = item.data;
  const a = actions(it);
  const quantity = typeof qty === 'number' ? qty : 1;
  const wishLabel = a.wished ? t('detail.unwish') : t('detail.wish');
  return (
    <>
      <PageHeader title={t('detail.title')} subtitle={back} actions={<ShopLinks />} />
      <Card withBorder padding="lg">
        <Grid gap="xl">
          <Grid.Col span={{ base: 12, sm: 5 }}>
            <ItemPicture src={it.img} name={it.name} h={{ base: 240, sm: 320 }} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 7 }}>
            <Stack gap="sm">
              <Title order={2} size="h3">
                {it.name}
              </Title>
              <Group gap="xs">
                <CategoryBadge category={it.category} />
                <Badge variant="light" color={it.stock > 0 ? 'green' : 'orange'}>
                  {it.stock > 0 ? t('detail.inStock') : t('product.backOrdered')}
                </Badge>
              </Group>
              <Text>{it.description}</Text>
              <Text size="sm" c="dimmed">
                {t('detail.soldAs', { unit: it.unit, limit: it.perOrderLimit })}
              </Text>
              <Group align="end" gap="sm">
                <NumberInput
                  label={t('detail.quantity')}
                  min={1}
                  max={it.perOrderLimit}
                  value={qty}
                  onChange={setQty}
                  w={120}
                  clampBehavior="strict"
                />
                <Button
                  leftSection={<IconShoppingCartPlus size={16} />}
                  onClick={() => a.onAdd(quantity)}
                  disabled={a.inCart >= it.perOrderLimit}
                >
                  {t('product.add')}
                </Button>
                <Tooltip label={wishLabel}>
                  <ActionIcon
                    variant="default"
                    size="lg"
                    aria-label={wishLabel}
                    aria-pressed={a.wished}
                    onClick={() => a.onWish(!a.wished)}
                  >
                    {a.wished ? (
                      <IconHeartFilled size={18} color="var(--mantine-color-red-text)" />
                    ) : (
                      <IconHeart size={18} />
                    )}
                  </ActionIcon>
                </Tooltip>
              </Group>
              {a.inCart > 0 && (
                <Text size="sm" c="green">
                  {t('detail.inCart', { n: a.inCart })}{' '}
                  <Anchor component={Link} to="/ecommerce/checkout">
                    {t('detail.goCheckout')}
                  </Anchor>
                </Text>
              )}
            </Stack>
          </Grid.Col>
        </Grid>
      </Card>
    </>
  );
}
