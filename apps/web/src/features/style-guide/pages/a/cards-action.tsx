import { useState } from 'react';
import { ActionIcon, Anchor, Button, Card, Collapse, Group, Menu, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconChevronDown, IconDots, IconPrinter, IconRefresh } from '@tabler/icons-react';
import { CaseStatusBadge, PriorityBadge } from '@/components/case-badges';
import { SectionCard } from '@/components/section-card';
import { Demo, DemoStack } from '../../components/demo';
import { SAMPLE_CASE, SAMPLE_CASES } from './lab';
import { useTranslation } from 'react-i18next';
import { useSampleText } from '../../components/use-sample-text';

function RefreshingCard() {
  const { t } = useTranslation('styleGuideA');
  const [refreshing, setRefreshing] = useState(false);
  const [at, setAt] = useState(() => new Date().toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' }));
  const refresh = () => {
    setRefreshing(true);
    setTimeout(() => {
      setAt(new Date().toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' }));
      setRefreshing(false);
    }, 700);
  };
  return (
    <SectionCard
      title={t('cardsAction.myWorklist')}
      actions={
        <ActionIcon
          variant="subtle"
          aria-label={t('cardsAction.refreshMyWorklist')}
          loading={refreshing}
          onClick={refresh}
        >
          <IconRefresh size={16} />
        </ActionIcon>
      }
    >
      {SAMPLE_CASES.slice(0, 3).map((c) => (
        <Group key={c.caseNumber} justify="space-between" wrap="wrap" gap={4}>
          <Text size="sm">{c.caseNumber}</Text>
          <CaseStatusBadge status={c.status} />
        </Group>
      ))}
      <Text size="xs" c="dimmed">
        {t('cardsAction.updated', { at })}
      </Text>
    </SectionCard>
  );
}

function ExpandingCard() {
  const sample = useSampleText('styleGuideA');
  const { t } = useTranslation('styleGuideA');
  const [open, setOpen] = useState(false);
  return (
    <Card withBorder>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap">
          <Text fw={600}>{SAMPLE_CASE.caseNumber}</Text>
          <PriorityBadge priority={SAMPLE_CASE.priority} />
        </Group>
        <Text size="sm">{sample(SAMPLE_CASE.specimen)}</Text>
        <Collapse expanded={open}>
          <Text size="sm" c="dimmed">
            {t('cardsAction.clinicalHistoryPalpableMass2')}
          </Text>
        </Collapse>
        <Button
          variant="subtle"
          size="xs"
          w="max-content"
          rightSection={<IconChevronDown size={14} style={{ transform: open ? 'rotate(180deg)' : undefined }} />}
          onClick={() => setOpen((o) => !o)}
          aria-expanded={open}
        >
          {open ? t('cardsAction.less') : t('cardsAction.clinicalHistory')}
        </Button>
      </Stack>
    </Card>
  );
}

export default function CardsActionPage() {
  const { t } = useTranslation('styleGuideA');
  return (
    <DemoStack>
      <Demo
        title={t('cardsAction.actionsHeader')}
        description={t('cardsAction.sectioncardSActionsSitBeside')}
        code={`<SectionCard title="Parts" actions={<Anchor size="sm" component={Link} to="…">All parts</Anchor>}>…</SectionCard>
<SectionCard title="My worklist" actions={
  <ActionIcon variant="subtle" aria-label="Refresh my worklist" loading={refreshing} onClick={refresh}><IconRefresh size={16} /></ActionIcon>
}>…</SectionCard>
<SectionCard title="Report" actions={
  <Menu position="bottom-end">
    <Menu.Target><ActionIcon variant="subtle" aria-label="More about the report"><IconDots size={16} /></ActionIcon></Menu.Target>
    <Menu.Dropdown><Menu.Item leftSection={<IconPrinter size={14} />}>Print</Menu.Item></Menu.Dropdown>
  </Menu>
}>…</SectionCard>`}
      >
        <SimpleGrid cols={{ base: 1, md: 3 }}>
          <SectionCard title={t('cardsAction.parts')} actions={<Anchor size="sm">{t('cardsAction.allParts')}</Anchor>}>
            <Text size="sm">{t('cardsAction.coreBiopsy3Cores')}</Text>
            <Text size="sm">{t('cardsAction.bAxillaryNodeFna')}</Text>
          </SectionCard>
          <RefreshingCard />
          <SectionCard
            title={t('cardsAction.report')}
            actions={
              <Menu position="bottom-end">
                <Menu.Target>
                  <ActionIcon variant="subtle" aria-label={t('cardsAction.moreAboutReport')}>
                    <IconDots size={16} />
                  </ActionIcon>
                </Menu.Target>
                <Menu.Dropdown>
                  <Menu.Item leftSection={<IconPrinter size={14} />}>{t('cardsAction.print')}</Menu.Item>
                  <Menu.Item>{t('cardsAction.openPdf')}</Menu.Item>
                </Menu.Dropdown>
              </Menu>
            }
          >
            <Text size="sm">{t('cardsAction.version1SignedOutDr')}</Text>
          </SectionCard>
        </SimpleGrid>
      </Demo>
      <Demo
        title={t('cardsAction.actionsFootMoreDemand')}
        description={t('cardsAction.buttonsFootEndCardMain')}
        code={`<Card withBorder>
  …
  <Group justify="flex-end" mt="md">
    <Button variant="default">Keep pending</Button>
    <Button>Accept result</Button>
  </Group>
</Card>`}
      >
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Card withBorder>
            <Text fw={600}>{t('cardsAction.her2FishF2600021')}</Text>
            <Text size="sm" c="dimmed">
              {t('cardsAction.her2Cep17Ratio24')}
            </Text>
            <Group justify="flex-end" mt="md" wrap="wrap">
              <Button variant="default">{t('cardsAction.keepPending')}</Button>
              <Button>{t('cardsAction.acceptResult')}</Button>
            </Group>
          </Card>
          <ExpandingCard />
        </SimpleGrid>
      </Demo>
    </DemoStack>
  );
}
