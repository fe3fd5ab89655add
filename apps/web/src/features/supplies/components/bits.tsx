import { useTranslation } from 'react-i18next';
import { Badge, Image, Progress, Text, Tooltip, type ImageProps } from '@mantine/core';
import {
  POPULARITY_MANTINE_COLORS,
  SUPPLY_ORDER_STATUS_COLORS,
  type TPopularity,
  type TSupplyOrderStatus,
} from '@lab/domain';

/** An item's picture (served by the API; catalogue pictures are not personal). */
export function ItemPicture({ src, name, ...props }: { src: string; name: string } & Omit<ImageProps, 'src' | 'alt'>) {
  return <Image src={src} alt={name} radius="md" fit="contain" bg="#f4f6fa" loading="lazy" {...props} />;
}

/** An order's status; `past` for a status in its history (not the order's current one). */
export function OrderStatusBadge({ status, past = false }: { status: TSupplyOrderStatus; past?: boolean }) {
  const { t } = useTranslation('supplies');
  return (
    <Badge color={SUPPLY_ORDER_STATUS_COLORS[status]} variant="light" data-testid={past ? undefined : 'order-status'}>
      {t(`orderStatus.${status}`)}
    </Badge>
  );
}

/** Popularity as a bar in its colour (docs/spec.md §4), with the number beside it for screen readers. */
export function PopularityBar({ popularity }: { popularity: TPopularity }) {
  const { t } = useTranslation('supplies');
  const color = POPULARITY_MANTINE_COLORS[popularity.color];
  return (
    <Tooltip
      label={t('popularity.tooltip', { value: popularity.popValue, color: t(`popularity.${popularity.color}`) })}
    >
      <div style={{ minWidth: 90 }}>
        <Progress
          value={popularity.popValue}
          color={color}
          size="sm"
          aria-label={t('popularity.label', { value: popularity.popValue, max: 100 })}
          data-color={popularity.color}
        />
        <Text size="xs" c="dimmed">
          {popularity.popValue}
        </Text>
      </div>
    </Tooltip>
  );
}

export function CategoryBadge({ category }: { category: string }) {
  const { t } = useTranslation('supplies');
  return (
    <Badge variant="outline" color="gray" tt="none">
      {t(`category.${category}`, { defaultValue: category })}
    </Badge>
  );
}

/** Supplies are free to clients: the price is the lab's internal cost, shown to staff only. */
export const formatCost = (price: string) => `$${price}`;
