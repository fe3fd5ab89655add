import type { ReactNode } from 'react';
import { Grid, Group, Paper, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { SectionCard } from '@/components/section-card';
import { Demo, DemoStack } from '../../components/demo';

/** A visible cell so the layout shows. */
function Cell({ children }: { children: ReactNode }) {
  return (
    <Paper withBorder p="xs" bg="var(--mantine-primary-color-light)" ta="center">
      <Text size="xs">{children}</Text>
    </Paper>
  );
}

export default function GridPage() {
  return (
    <DemoStack>
      <Demo
        title="A record's fields"
        description="The patient form: Grid with 12 columns; a field takes all 12 on a phone, 6 from sm (576 px), 4 from md (768 px). Resize the window to see it rearrange."
        code={`<Grid gap="sm">
  <Grid.Col span={{ base: 12, sm: 6, md: 4 }}><TextInput label="Last name" withAsterisk aria-required /></Grid.Col>
  <Grid.Col span={{ base: 12, sm: 6, md: 4 }}><TextInput label="First name" withAsterisk aria-required /></Grid.Col>
  <Grid.Col span={{ base: 12, sm: 6, md: 4 }}><TextInput label="Middle name" /></Grid.Col>
  <Grid.Col span={12}><TextInput label="Address" /></Grid.Col>
</Grid>`}
      >
        <Grid gap="sm">
          <Grid.Col span={{ base: 12, sm: 6, md: 4 }}>
            <TextInput label="Last name" withAsterisk aria-required defaultValue="Okafor" />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6, md: 4 }}>
            <TextInput label="First name" withAsterisk aria-required defaultValue="Maria" />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6, md: 4 }}>
            <TextInput label="Middle name" />
          </Grid.Col>
          <Grid.Col span={12}>
            <TextInput label="Address" defaultValue="14 Harbour Road, Riverside" />
          </Grid.Col>
        </Grid>
      </Demo>
      <Demo
        title="Equal cards"
        description="The case page's cards: SimpleGrid, one column on a phone, three from md."
        code={`<SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
  <SectionCard title="Patient">…</SectionCard>
  <SectionCard title="Specimen">…</SectionCard>
  <SectionCard title="Physician">…</SectionCard>
</SimpleGrid>`}
      >
        <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
          <SectionCard title="Patient">
            <Text size="sm">Maria Okafor · MRN M0001042</Text>
          </SectionCard>
          <SectionCard title="Specimen">
            <Text size="sm">Breast, left, core needle biopsy</Text>
          </SectionCard>
          <SectionCard title="Physician">
            <Text size="sm">Dr. Paula Physician, Riverside Clinic</Text>
          </SectionCard>
        </SimpleGrid>
      </Demo>
      <Demo
        title="Offsets, auto and content-sized columns"
        description='span="auto" fills what is left, span="content" is as wide as its content; offset pushes a column along (mirrored in RTL).'
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
              <Cell>content</Cell>
            </Grid.Col>
            <Grid.Col span="auto">
              <Cell>auto</Cell>
            </Grid.Col>
            <Grid.Col span={3}>
              <Cell>3</Cell>
            </Grid.Col>
          </Grid>
          <Grid>
            <Grid.Col span={4} offset={4}>
              <Cell>4, offset 4</Cell>
            </Grid.Col>
          </Grid>
        </Stack>
      </Demo>
      <Demo
        title="Rows and columns"
        description="Group lays out in a row and wraps; Stack one under the other. Most of the portal's layouts are these two."
        code={`<Group gap="sm" wrap="wrap" justify="space-between">…</Group>
<Stack gap="xs">…</Stack>`}
      >
        <Stack gap="xs">
          <Group gap="sm" wrap="wrap" justify="space-between">
            <Cell>S26-00412</Cell>
            <Cell>Maria Okafor</Cell>
            <Cell>Pending diagnosis</Cell>
          </Group>
          <Stack gap="xs">
            <Cell>Part A</Cell>
            <Cell>Part B</Cell>
          </Stack>
        </Stack>
      </Demo>
    </DemoStack>
  );
}
