import { useTranslation } from 'react-i18next';
import { Badge } from '@mantine/core';
import type { TFishResultValue } from '@lab/domain';

const COLORS: Record<TFishResultValue, string> = {
  positive: 'red',
  negative: 'green',
  equivocal: 'yellow',
  incomplete: 'gray',
};

/** The result word, coloured the way the lab reads it (positive stands out). */
export function FishResultBadge({ result, size = 'md' }: { result: TFishResultValue; size?: 'sm' | 'md' | 'lg' }) {
  const { t } = useTranslation('fish');
  return (
    <Badge
      color={COLORS[result]}
      size={size}
      variant={result === 'positive' ? 'filled' : 'light'}
      data-testid="fish-result"
    >
      {t(`result.${result}`, { defaultValue: result })}
    </Badge>
  );
}
