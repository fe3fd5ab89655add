import { useState } from 'react';
import { Badge, Chip, Group, Stack, Text } from '@mantine/core';
import { CASE_STATUSES, CASE_TYPES } from '@lab/domain';
import { CaseStatusBadge, PriorityBadge } from '@/components/case-badges';
import { Demo, DemoStack } from '../../components/demo';
import { useTranslation } from 'react-i18next';

export default function ChipsPage() {
  const { t } = useTranslation('styleGuideB');
  const [types, setTypes] = useState<string[]>(['S', 'C']);
  return (
    <DemoStack>
      <Demo
        title={t('chips.caseStatusPriorityBadges')}
        description={t('chips.oneWayCaseSStatus')}
        code={`import { CaseStatusBadge, PriorityBadge } from '@/components/case-badges';

<CaseStatusBadge status={c.status} />
<PriorityBadge priority={c.priority} />`}
      >
        <Group gap="xs">
          {CASE_STATUSES.map((s) => (
            <CaseStatusBadge key={s} status={s} />
          ))}
          <PriorityBadge priority="stat" />
          <PriorityBadge priority="routine" />
        </Group>
      </Demo>
      <Demo
        title={t('chips.filterChips')}
        description={t('chips.severalValuesOneFilterSwitched')}
        code={`const [types, setTypes] = useState<string[]>(['S', 'C']);
<Chip.Group multiple value={types} onChange={(v) => v.length && setTypes(v)}>
  <Group gap="xs">
    {CASE_TYPES.map((t) => <Chip key={t} value={t}>{CASE_TYPE_LABELS[t]}</Chip>)}
  </Group>
</Chip.Group>`}
      >
        <Stack gap="xs">
          <Chip.Group multiple value={types} onChange={(v) => v.length > 0 && setTypes(v)}>
            <Group gap="xs" role="group" aria-label={t('chips.caseTypes')}>
              {CASE_TYPES.map((type) => (
                <Chip key={type} value={type}>
                  {t(`caseTypes.${type}`)}
                </Chip>
              ))}
            </Group>
          </Chip.Group>
          <Text size="sm" c="dimmed" aria-live="polite">
            {t('chips.showingCases', {
              types: types.map((type) => t(`caseTypes.${type}`)).join(', '),
            })}
          </Text>
        </Stack>
      </Demo>
      <Demo
        title={t('chips.states')}
        description={t('chips.disabledChipsFilterDoesNot')}
        code={`<Chip checked disabled>FISH</Chip>
<Chip checked={false} disabled>Cytology</Chip>
<Badge variant="light" color="red" circle>3</Badge>
<Badge variant="outline">Inactive</Badge>`}
      >
        <Group gap="xs">
          <Chip checked disabled>
            {t('chips.fish')}
          </Chip>
          <Chip checked={false} disabled>
            {t('chips.cytology')}
          </Chip>
          <Badge variant="light" color="red" circle>
            3
          </Badge>
          <Badge variant="outline" color="gray">
            {t('chips.inactive')}
          </Badge>
          <Badge variant="dot" color="green">
            {t('chips.signedOutToday')}
          </Badge>
        </Group>
      </Demo>
    </DemoStack>
  );
}
