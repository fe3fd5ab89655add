import type { ReactNode } from 'react';
import { Grid, Group, Paper, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { SectionCard } from '@/components/section-card';
import { Demo, DemoStack } from '../../components/demo';
import { useTranslation } from 'react-i18next';

/** A visible cell so the layout shows. */
function Cell({ children }: { children: ReactNode }) {
  return (
    <Paper withBorder p="xs" bg="var(--mantine-primary-color-light)" ta="center">
      <Text size="xs">{children}</Text>
    </Paper>
  );
}

export default function GridPage() {
  const { t } = useTranslation('styleGuideA');
  return (
    <DemoStack>
      <Demo
        title={t('grid.recordSFields')}
        description={t('grid.patientFormGrid12Columns')}
        code={`<Grid gap="sm">
  <Grid.Col span={{ base: 12, sm: 6, md: 4 }}><TextInput label="Last name" withAsterisk aria-required /></Grid.Col>
  <Grid.Col span={{ base: 12, sm: 6, md: 4 }}><TextInput label="First name" withAsterisk aria-required /></Grid.Col>
  <Grid.Col span={{ base: 12, sm: 6, md: 4 }}><TextInput label="Middle name" /></Grid.Col>
  <Grid.Col span={12}><TextInput label="Address" /></Grid.Col>
</Grid>`}
      >
        <Grid gap="sm">
          <Grid.Col span={{ base: 12, sm: 6, md: 4 }}>
            <TextInput label={t('grid.lastName')} withAsterisk aria-required defaultValue="Okafor" />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6, md: 4 }}>
            <TextInput label={t('grid.firstName')} withAsterisk aria-required defaultValue="Maria" />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6, md: 4 }}>
            <TextInput label={t('grid.middleName')} />
          </Grid.Col>
          <Grid.Col span={12}>
            <TextInput label={t('grid.address')} defaultValue="14 Harbour Road, Riverside" />
          </Grid.Col>
        </Grid>
      </Demo>
      <Demo
        title={t('grid.equalCards')}
        description={t('grid.casePageSCardsSimplegrid')}
        code={`<SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
  <SectionCard title="Patient">…</SectionCard>
  <SectionCard title="Specimen">…</SectionCard>
  <SectionCard title="Physician">…</SectionCard>
</SimpleGrid>`}
      >
        <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
          <SectionCard title={t('grid.patient')}>
            <Text size="sm">{t('grid.mariaOkaforMrnM0001042')}</Text>
          </SectionCard>
          <SectionCard title={t('grid.specimen')}>
            <Text size="sm">{t('grid.breastLeftCoreNeedleBiopsy')}</Text>
          </SectionCard>
          <SectionCard title={t('grid.physician')}>
            <Text size="sm">{t('grid.drPaulaPhysicianRiverside')}</Text>
          </SectionCard>
        </SimpleGrid>
      </Demo>
      <Demo
        title={t('grid.offsetsAutoContentSizedColumns')}
        description={t('grid.spanAutoFillsWhatLeft')}
        code={`<Grid>
  <Grid.Col span="content">content</Grid.Col>
  <Grid.Col span="auto">auto</Grid.Col>
  <Grid.Col span={3}>3</Grid.Col>
</Grid>
<Grid>
  <Grid.Col span={4} offset={4}>4, offset 4</Grid.Col>
</Grid>`}
      >
        <Stack gap="xs">
          <Grid>
            <Grid.Col span="content">
              <Cell>{t('grid.content')}</Cell>
            </Grid.Col>
            <Grid.Col span="auto">
              <Cell>{t('grid.auto')}</Cell>
            </Grid.Col>
            <Grid.Col span={3}>
              <Cell>3</Cell>
            </Grid.Col>
          </Grid>
          <Grid>
            <Grid.Col span={4} offset={4}>
              <Cell>{t('grid.n4Offset4')}</Cell>
            </Grid.Col>
          </Grid>
        </Stack>
      </Demo>
      <Demo
        title={t('grid.rowsColumns')}
        description={t('grid.groupLaysOutRowWraps')}
        code={`<Group gap="sm" wrap="wrap" justify="space-between">…</Group>
<Stack gap="xs">…</Stack>`}
      >
        <Stack gap="xs">
          <Group gap="sm" wrap="wrap" justify="space-between">
            <Cell>{t('grid.s2600412')}</Cell>
            <Cell>{t('grid.mariaOkafor')}</Cell>
            <Cell>{t('grid.pendingDiagnosis')}</Cell>
          </Group>
          <Stack gap="xs">
            <Cell>{t('grid.part')}</Cell>
            <Cell>{t('grid.partB')}</Cell>
          </Stack>
        </Stack>
      </Demo>
    </DemoStack>
  );
}
