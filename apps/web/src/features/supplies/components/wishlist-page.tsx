import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { Center, Loader, SimpleGrid, Text } from '@mantine/core';
import { PageHeader } from '@/components/page-header';
import { wishlistQuery } from '../api/shop';
import { ProductCard } from './product-card';
import { ShopLinks } from './shop-header';
import { useShopActions } from './use-shop-actions';

/** My wish list, kept on the server: what I mean to order later. */
export function WishlistPage() {
  const { t } = useTranslation('supplies');
  const wish = useQuery(wishlistQuery());
  const actions = useShopActions();
  const items = wish.data?.data ?? [];
  return (
    <>
      <PageHeader title={t('wishlist.title')} subtitle={t('wishlist.subtitle')} actions={<ShopLinks />} />
      {wish.isLoading ? (
        <Center py="xl">
          <Loader />
        </Center>
      ) : items.length === 0 ? (
        <Text c="dimmed">{t('wishlist.empty')}</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 4 }}>
          {items.map((item) => (
            <ProductCard key={item.id} item={item} layout="grid" actions={actions(item)} />
          ))}
        </SimpleGrid>
      )}
    </>
  );
}
