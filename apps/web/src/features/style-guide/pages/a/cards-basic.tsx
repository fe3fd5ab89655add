import { Anchor, Button, Card, Group, Image, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { CaseStatusBadge } from '@/components/case-badges';
import { SectionCard } from '@/components/section-card';
import { Demo, DemoStack } from '../../components/demo';
import { SAMPLE_CASE } from './lab';
import { useTranslation } from 'react-i18next';
import { useSampleText } from '../../components/use-sample-text';

// A catalogue picture the portal serves for supplies is not personal; here an inline SVG stands in.
const CONTAINER_SVG = `data:image/svg+xml;utf8,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 120"><rect width="200" height="120" fill="#f4f6fa"/><rect x="80" y="30" width="40" height="70" rx="6" fill="#c5d4f5"/><rect x="76" y="20" width="48" height="14" rx="3" fill="#7367f0"/></svg>',
)}`;

export default function CardsBasicPage() {
  const sample = useSampleText('styleGuideA');
  const { t } = useTranslation('styleGuideA');
  return (
    <DemoStack>
      <Demo
        title={t('cardsBasic.sectionRecord')}
        description={t('cardsBasic.sectioncardEveryCardRecordPage')}
        code={`import { SectionCard } from '@/components/section-card';

<SectionCard title="Specimen" actions={<Anchor size="sm">Edit</Anchor>}>
  <Text size="sm">Breast, left, core needle biopsy</Text>
</SectionCard>
<SectionCard title="Status">
  <CaseStatusBadge status="pending-diagnosis" />
</SectionCard>`}
      >
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <SectionCard title={t('cardsBasic.specimen')} actions={<Anchor size="sm">{t('cardsBasic.edit')}</Anchor>}>
            <Text size="sm">{sample(SAMPLE_CASE.specimen)}</Text>
            <Text size="xs" c="dimmed">
              {t('cardsBasic.receivedFormalin3Cores')}
            </Text>
          </SectionCard>
          <SectionCard title={t('cardsBasic.status')}>
            <CaseStatusBadge status={SAMPLE_CASE.status} />
          </SectionCard>
        </SimpleGrid>
      </Demo>
      <Demo
        title={t('cardsBasic.cardPicture')}
        description={t('cardsBasic.suppliesCataloguePictureCard')}
        code={`<Card withBorder padding="md">
  <Card.Section><Image src={item.picture} alt={item.name} h={120} fit="contain" /></Card.Section>
  <Text fw={600} mt="sm">{item.name}</Text>
  <Text size="sm" c="dimmed" lineClamp={2}>{item.description}</Text>
  <Button variant="light" fullWidth mt="md">Order</Button>
</Card>`}
      >
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }}>
          {['Formalin container 60 ml', 'Biopsy cassette, blue'].map((name) => (
            <Card key={name} withBorder padding="md">
              <Card.Section>
                <Image src={CONTAINER_SVG} alt={name} h={120} fit="contain" />
              </Card.Section>
              <Text fw={600} mt="sm">
                {name}
              </Text>
              <Text size="sm" c="dimmed" lineClamp={2}>
                {t('cardsBasic.preFilled10NeutralBuffered')}
              </Text>
              <Button variant="light" fullWidth mt="md">
                {t('cardsBasic.order')}
              </Button>
            </Card>
          ))}
        </SimpleGrid>
      </Demo>
      <Demo
        title={t('cardsBasic.plainSurfaces')}
        description={t('cardsBasic.paperSurfaceWithoutTitleTab')}
        code={`<Paper withBorder p="lg" radius="md">…</Paper>
<Paper shadow="sm" p="md">…</Paper>`}
      >
        <Group grow align="stretch" wrap="wrap">
          <Paper withBorder p="lg" radius="md" miw={200}>
            <Text size="sm">{t('cardsBasic.withborderBodyTab')}</Text>
          </Paper>
          <Paper shadow="sm" p="lg" radius="md" miw={200}>
            <Stack gap={4}>
              <Text size="sm">{t('cardsBasic.shadowSmFloatsAbovePage')}</Text>
            </Stack>
          </Paper>
        </Group>
      </Demo>
    </DemoStack>
  );
}
