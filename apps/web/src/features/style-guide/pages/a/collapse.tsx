import { useState } from 'react';
import { Accordion, Button, Collapse, NavLink, Stack, Text, Timeline } from '@mantine/core';
import { MenuIcon } from '@/components/menu-icon';
import { Demo, DemoStack } from '../../components/demo';
import { SAMPLE_CASES } from './lab';
import { useTranslation } from 'react-i18next';
import { useSampleText } from '../../components/use-sample-text';

const ORDERS = [
  {
    id: 'SO-1042',
    title: 'Order SO-1042 · 200 formalin containers',
    steps: ['Placed 12 Nov', 'Approved 13 Nov', 'Shipped 15 Nov'],
  },
  { id: 'SO-1051', title: 'Order SO-1051 · 4 boxes of cassettes', steps: ['Placed 20 Nov'] },
];

export default function CollapsePage() {
  const sample = useSampleText('styleGuideA');
  const { t } = useTranslation('styleGuideA');
  const [more, setMore] = useState(false);
  return (
    <DemoStack>
      <Demo
        title={t('collapse.accordion')}
        description={t('collapse.myOrdersSuppliesPageOne')}
        code={`<Accordion variant="separated" chevronPosition="left" multiple>
  {orders.map((o) => (
    <Accordion.Item key={o.id} value={o.id}>
      <Accordion.Control>{o.title}</Accordion.Control>
      <Accordion.Panel>
        <Timeline bulletSize={14} lineWidth={2} active={o.steps.length - 1}>
          {o.steps.map((s) => <Timeline.Item key={s} title={s} />)}
        </Timeline>
      </Accordion.Panel>
    </Accordion.Item>
  ))}
</Accordion>`}
      >
        <Accordion variant="separated" chevronPosition="left" multiple defaultValue={[ORDERS[0]!.id]}>
          {ORDERS.map((o) => (
            <Accordion.Item key={o.id} value={o.id}>
              <Accordion.Control>{sample(o.title)}</Accordion.Control>
              <Accordion.Panel>
                <Timeline bulletSize={14} lineWidth={2} active={o.steps.length - 1}>
                  {o.steps.map((s) => (
                    <Timeline.Item key={s} title={sample(s)} />
                  ))}
                </Timeline>
              </Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
      </Demo>
      <Demo
        title={t('collapse.menuGroupOpens')}
        description={t('collapse.sidebarSCollapseItemsResults')}
        code={`<NavLink label="Results" leftSection={<MenuIcon name="report" />} defaultOpened>
  <NavLink label="Diagnosis" leftSection={<MenuIcon name="circle" />} />
  <NavLink label="FISH Scoring" leftSection={<MenuIcon name="circle" />} />
</NavLink>`}
      >
        <Stack maw={280} gap={0}>
          <NavLink
            component="button"
            label={t('collapse.results')}
            leftSection={<MenuIcon name="report" />}
            defaultOpened
          >
            <NavLink component="div" label={t('collapse.diagnosis')} leftSection={<MenuIcon name="circle" />} />
            <NavLink component="div" label={t('collapse.fishScoring')} leftSection={<MenuIcon name="circle" />} />
          </NavLink>
        </Stack>
      </Demo>
      <Demo
        title={t('collapse.showMore')}
        description={t('collapse.collapseKeepsLongListShort')}
        code={`<Collapse expanded={more}>…</Collapse>
<Button variant="subtle" size="xs" onClick={() => setMore((m) => !m)} aria-expanded={more}>
  {more ? 'Show fewer' : \`Show \${hidden} more\`}
</Button>`}
      >
        <Stack gap={4}>
          {SAMPLE_CASES.slice(0, 2).map((c) => (
            <Text key={c.caseNumber} size="sm">
              {c.caseNumber} · {sample(c.specimen)}
            </Text>
          ))}
          <Collapse expanded={more}>
            <Stack gap={4}>
              {SAMPLE_CASES.slice(2).map((c) => (
                <Text key={c.caseNumber} size="sm">
                  {c.caseNumber} · {sample(c.specimen)}
                </Text>
              ))}
            </Stack>
          </Collapse>
          <Button variant="subtle" size="xs" w="max-content" onClick={() => setMore((m) => !m)} aria-expanded={more}>
            {more ? t('collapse.showFewer') : t('collapse.showMore2', { value: SAMPLE_CASES.length - 2 })}
          </Button>
        </Stack>
      </Demo>
    </DemoStack>
  );
}
