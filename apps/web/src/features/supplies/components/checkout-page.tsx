import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import {
  ActionIcon,
  Alert,
  Anchor,
  Button,
  Card,
  Grid,
  Group,
  NumberInput,
  Select,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { IconCircleCheck, IconTrash } from '@tabler/icons-react';
import { facilityShipTo, type TSupplyOrder } from '@lab/domain';
import { PageHeader } from '@/components/page-header';
import { SectionCard } from '@/components/section-card';
import { ApiError } from '@/lib/api-client';
import { shipToQuery, usePlaceOrder } from '../api/shop';
import { EMPTY_CART, useCart, useRemoveCartLine, useSetCartLine } from '../api/cart';
import { useLegacyCartMigration } from '../lib/legacy-cart';
import { supplyKeys } from '@/api/query-keys';
import { ItemPicture } from './bits';
import { MyOrders } from './my-orders';

/**
 * Checkout (docs/supplies.md#checkout): the cart, where it ships (a facility, to its address on file; delivery details
 * go in the note),
 * then the order — no payment, supplies are free to clients. The confirmation and "My orders" follow.
 */
export function CheckoutPage() {
  useLegacyCartMigration();
  const { t } = useTranslation('supplies');
  const qc = useQueryClient();
  const { lines, units, items, query: cartState } = useCart();
  const setLine = useSetCartLine();
  const removeLine = useRemoveCartLine();
  const ship = useQuery(shipToQuery());
  const place = usePlaceOrder();
  const [facilityId, setFacilityId] = useState<string | null>(null);
  const [note, setNote] = useState('');
  const [placed, setPlaced] = useState<TSupplyOrder | null>(null);
  const shipData = ship.data;
  const options = shipData?.data ?? [];
  // docs/security.md#supplies-limits: an order ships to its facility's address on file, as the shop shows it.
  const chosen = options.find((o) => String(o.facilityId) === facilityId);
  const shipTo = chosen ? facilityShipTo(chosen) : '';

  // Prefill with the first facility the user may order for (a physician's own).
  useEffect(() => {
    const first = shipData?.data[0];
    if (first && facilityId === null) setFacilityId(String(first.facilityId));
  }, [shipData, facilityId]);

  const fields = place.error instanceof ApiError ? place.error.fields : {};
  const lineError = (i: number) => fields[`lines.${i}.quantity`] ?? fields[`lines.${i}.itemId`];
  // The refused change of a line's quantity shows at that line (and in a toast).
  const setError = (itemId: number) =>
    setLine.error && setLine.variables?.item.id === itemId ? setLine.error.message : undefined;
  const submit = () =>
    place.mutate(
      {
        facilityId: facilityId ? Number(facilityId) : null,
        shipTo,
        note: note || undefined,
        lines: lines.map((l) => ({ itemId: l.itemId, quantity: l.quantity })),
      },
      {
        onSuccess: (order) => {
          setPlaced(order);
          // The server emptied the cart with the order (docs/supplies.md#cart).
          qc.setQueryData(supplyKeys.cart(), EMPTY_CART);
        },
      },
    );

  return (
    <>
      <PageHeader title={t('checkout.title')} subtitle={t('checkout.subtitle')} />
      <Stack gap="lg">
        {placed && (
          <Alert
            color="green"
            icon={<IconCircleCheck />}
            title={t('checkout.placed', { number: placed.number })}
            data-testid="order-placed"
            withCloseButton
            onClose={() => setPlaced(null)}
          >
            {t('checkout.placedBody', { items: t('items', { count: placed.lines.length }) })}
          </Alert>
        )}
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 7 }}>
            <SectionCard title={t('checkout.cart', { n: items })}>
              {cartState.isError ? (
                <Text c="red" size="sm" role="alert">
                  {t('cartUnread', { error: cartState.error.message })}
                </Text>
              ) : cartState.isPending ? (
                <Text c="dimmed" size="sm">
                  {t('checkout.loading')}
                </Text>
              ) : lines.length === 0 ? (
                <Text c="dimmed" size="sm">
                  {t('checkout.empty')}{' '}
                  <Anchor component={Link} to="/ecommerce/shop">
                    {t('checkout.goShop')}
                  </Anchor>
                </Text>
              ) : (
                lines.map(({ item, ...line }, i) => {
                  const name = item.name;
                  return (
                    <Card key={line.itemId} withBorder padding="xs" data-testid="cart-line">
                      <Group wrap="nowrap" gap="sm">
                        <ItemPicture src={item.img} name={name} w={56} h={56} />
                        <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
                          <Text fw={600} size="sm" lineClamp={2}>
                            {name}
                          </Text>
                          <Text size="xs" c="dimmed">
                            {t('product.unitLimit', { unit: item.unit, limit: item.perOrderLimit })}
                          </Text>
                        </Stack>
                        <NumberInput
                          aria-label={t('checkout.quantityOf', { name })}
                          min={1}
                          max={item.perOrderLimit}
                          value={line.quantity}
                          onChange={(v) =>
                            typeof v === 'number' &&
                            v > 0 &&
                            v !== line.quantity &&
                            setLine.mutate({ item, quantity: v })
                          }
                          w={84}
                          error={lineError(i) ?? setError(line.itemId)}
                        />
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          aria-label={t('checkout.remove', { name })}
                          onClick={() => removeLine.mutate({ item })}
                        >
                          <IconTrash size={16} />
                        </ActionIcon>
                      </Group>
                    </Card>
                  );
                })
              )}
            </SectionCard>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <SectionCard title={t('checkout.shipTo')}>
              <Select
                label={t('checkout.facility')}
                data={options.map((o) => ({ value: String(o.facilityId), label: o.name }))}
                value={facilityId}
                onChange={setFacilityId}
                placeholder={options.length ? t('checkout.chooseFacility') : t('checkout.noFacility')}
                searchable
                error={fields.facilityId}
              />
              <Textarea
                label={t('checkout.address')}
                autosize
                minRows={3}
                value={shipTo}
                readOnly
                description={t('checkout.addressOnFile')}
                error={fields.shipTo}
              />
              <Textarea
                label={t('checkout.note')}
                autosize
                minRows={2}
                value={note}
                onChange={(e) => setNote(e.currentTarget.value)}
                placeholder={t('checkout.notePlaceholder')}
              />
              {place.error && (
                <Text c="red" size="sm" role="alert">
                  {place.error.message}
                </Text>
              )}
              <Title order={3} size="h6">
                {t('checkout.totals', { units: t('units', { count: units }), items: t('items', { count: items }) })}
              </Title>
              <Button
                onClick={submit}
                loading={place.isPending}
                disabled={lines.length === 0 || shipTo.trim().length < 5}
              >
                {t('checkout.place')}
              </Button>
            </SectionCard>
          </Grid.Col>
        </Grid>
        <MyOrders />
      </Stack>
    </>
  );
}
