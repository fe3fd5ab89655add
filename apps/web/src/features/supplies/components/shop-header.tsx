import { Button, Indicator } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { IconHeart, IconShoppingCart } from '@tabler/icons-react';
import { useCart } from '../lib/cart';

/** The shop's links: the wish list and the cart with its count. */
export function ShopLinks() {
  const lines = useCart();
  const count = lines.reduce((n, l) => n + l.quantity, 0);
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
