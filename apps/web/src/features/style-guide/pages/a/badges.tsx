import { Badge, Group, Indicator, ActionIcon, Stack } from '@mantine/core';
import { IconBell, IconCheck } from '@tabler/icons-react';
import { CASE_STATUSES, PRIORITIES } from '@lab/domain';
import { CaseStatusBadge, PriorityBadge } from '@/components/case-badges';
import { Demo, DemoStack } from '../../components/demo';
import { StateRow } from './parts';
import { TAG_SWATCHES } from './palette';
import { useTranslation } from 'react-i18next';
import { useSampleText } from '../../components/use-sample-text';

export default function BadgesPage() {
  const sample = useSampleText('styleGuideA');
  const { t } = useTranslation('styleGuideA');
  return (
    <DemoStack>
      <Demo
        title={t('badges.caseStatus')}
        description={t('badges.casestatusbadgeEveryStatusCase')}
        code={`import { CaseStatusBadge } from '@/components/case-badges';

<CaseStatusBadge status="pending-diagnosis" />
<CaseStatusBadge status="signed-out" size="md" />`}
      >
        <Stack gap="md">
          <StateRow label={t('badges.everyStatusSm')}>
            {CASE_STATUSES.map((s) => (
              <CaseStatusBadge key={s} status={s} />
            ))}
          </StateRow>
          <StateRow label={t('badges.sizes')}>
            <CaseStatusBadge status="pending-diagnosis" size="sm" />
            <CaseStatusBadge status="pending-diagnosis" size="md" />
            <CaseStatusBadge status="pending-diagnosis" size="lg" />
          </StateRow>
        </Stack>
      </Demo>
      <Demo
        title={t('badges.priority')}
        description={t('badges.prioritybadgeStatStandsOut')}
        code={`import { PriorityBadge } from '@/components/case-badges';

<PriorityBadge priority="stat" />
<PriorityBadge priority="routine" />`}
      >
        <StateRow label={t('badges.priorities')}>
          {PRIORITIES.map((p) => (
            <PriorityBadge key={p} priority={p} />
          ))}
        </StateRow>
      </Demo>
      <Demo
        title={t('badges.taskTags')}
        description={t('badges.doTaskSTagTakes')}
        code={`<Badge size="xs" variant="light" color={TAG_COLOR[tag.color] ?? undefined}>{tag.name}</Badge>`}
      >
        <StateRow label={t('badges.tagColours')}>
          {TAG_SWATCHES.map((item) => (
            <Badge key={item.name} size="xs" variant="light" color={item.color}>
              {sample(item.label)}
            </Badge>
          ))}
        </StateRow>
      </Demo>
      <Demo
        title={t('badges.variantsIconCounters')}
        description={t('badges.lightDefaultLabelsListsFilled')}
        code={`<Badge variant="filled">Filled</Badge>
<Badge variant="light">Light</Badge>
<Badge variant="outline">Outline</Badge>
<Badge variant="dot" color="green">Online</Badge>
<Badge color="green" variant="light" leftSection={<IconCheck size={12} />}>Verified</Badge>
<Indicator label={unread > 99 ? '99+' : unread} size={16} color="red" disabled={unread === 0} offset={4}>
  <ActionIcon variant="subtle" aria-label="Notifications"><IconBell size={20} /></ActionIcon>
</Indicator>`}
      >
        <Stack gap="md">
          <StateRow label={t('badges.variants')}>
            <Badge variant="filled">{t('badges.filled')}</Badge>
            <Badge variant="light">{t('badges.light')}</Badge>
            <Badge variant="outline">{t('badges.outline')}</Badge>
            <Badge variant="dot" color="green">
              {t('badges.online')}
            </Badge>
            <Badge color="green" variant="light" leftSection={<IconCheck size={12} />}>
              {t('badges.verified')}
            </Badge>
          </StateRow>
          <StateRow label={t('badges.counters3Unread120Unread')}>
            <Group gap="lg">
              {[3, 120, 0].map((n) => (
                <Indicator key={n} label={n > 99 ? '99+' : n} size={16} color="red" disabled={n === 0} offset={4}>
                  <ActionIcon variant="subtle" aria-label={t('badges.notificationsUnread', { n })}>
                    <IconBell size={20} />
                  </ActionIcon>
                </Indicator>
              ))}
            </Group>
          </StateRow>
        </Stack>
      </Demo>
    </DemoStack>
  );
}
