import { useTranslation } from 'react-i18next';
import { Button, Indicator } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { IconHeart, IconShoppingCart } from '@tabler/icons-react';
import { useCart } from '../api/cart';
import { useLegacyCartMigration } from '../lib/legacy-cart';

/** The shop's links: the wish list and the cart with its count (units, from the server's cart). */
export function ShopLinks() {
  // The shop's pages all show these links: where a cart left in this browser moves to the server, once.
  useLegacyCartMigration();
  const { t } = useTranslation('supplies');
  const { units: count } = useCart();
  return (
    <>
      <Button component={Link} to="/ecommerce/wishlist" variant="default" leftSection={<IconHeart size={16} />}>
        {t('links.wishList')}
      </Button>
      <Indicator label={count} size={18} disabled={count === 0} offset={4}>
        <Button
          component={Link}
          to="/ecommerce/checkout"
          leftSection={<IconShoppingCart size={16} />}
          aria-label={t('links.cartLabel', { n: count })}
        >
          {t('links.cart')}
        </Button>
      </Indicator>
    </>
  );
}
