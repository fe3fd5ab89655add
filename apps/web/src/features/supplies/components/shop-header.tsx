import { Button, Indicator } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { IconHeart, IconShoppingCart } from '@tabler/icons-react';
import { useCart } from '../api/cart';
import { useLegacyCartMigration } from '../lib/legacy-cart';

/** The shop's links: the wish list and the cart with its count (units, from the server's cart). */
export function ShopLinks() {
  // The shop's pages all show these links: where a cart left in this browser moves to the server, once.
  useLegacyCartMigration();
  const { units: count } = useCart();
  return (
    <>
      <Button component={Link} to="/ecommerce/wishlist" variant="default" leftSection={<IconHeart size={16} />}>
        Wish list
      </Button>
      <Indicator label={count} size={18} disabled={count === 0} offset={4}>
        <Button
          component={Link}
          to="/ecommerce/checkout"
          leftSection={<IconShoppingCart size={16} />}
          aria-label={`Cart and checkout, ${count} items`}
        >
          Cart
        </Button>
      </Indicator>
    </>
  );
}
