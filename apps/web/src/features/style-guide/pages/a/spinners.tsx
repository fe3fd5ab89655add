import { useState } from 'react';
import { Box, Button, Center, Group, Loader, LoadingOverlay, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { Demo, DemoStack } from '../../components/demo';
import { StateRow } from './parts';

const TYPES = ['oval', 'dots', 'bars'] as const;
const SIZES = ['xs', 'sm', 'md', 'lg'] as const;

export default function SpinnersPage() {
  const [busy, setBusy] = useState(true);
  return (
    <DemoStack>
      <Demo
        title="Loaders"
        description="sm in a list that loads, xs beside a count when a page of a table refreshes; a loader always has an aria-label when nothing else says what loads."
        code={`<Loader size="sm" aria-label="Loading the cases" />
<Loader type="dots" />
<Loader type="bars" color="teal" />`}
      >
        <StateRow label="Types">
          {TYPES.map((t) => (
            <Loader key={t} type={t} aria-label={`Loading (${t})`} />
          ))}
        </StateRow>
        <StateRow label="Sizes">
          {SIZES.map((s) => (
            <Loader key={s} size={s} aria-label={`Loading (${s})`} />
          ))}
        </StateRow>
        <StateRow label="Beside a count">
          <Text size="sm" c="dimmed">
            1–25 of 1,284
          </Text>
          <Loader size="xs" aria-label="Refreshing" />
        </StateRow>
      </Demo>
      <Demo
        title="Skeletons"
        description="A card whose number is on its way keeps its shape (the home page's counters), so nothing jumps when it arrives."
        code={`{value === undefined ? <Skeleton h={30} w={60} mt={4} /> : <Title order={3}>{value.toLocaleString()}</Title>}`}
      >
        <Group>
          <Paper withBorder p="md" w={180}>
            <Text size="xs" c="dimmed">
              Pending diagnosis
            </Text>
            <Skeleton h={30} w={60} mt={4} />
          </Paper>
          <Paper withBorder p="md" w={180}>
            <Stack gap={6}>
              <Skeleton h={12} w="70%" />
              <Skeleton h={12} />
              <Skeleton h={12} w="40%" />
            </Stack>
          </Paper>
        </Group>
      </Demo>
      <Demo
        title="Over a part that is busy"
        description="LoadingOverlay covers one card while it saves, not the whole page."
        code={`<Box pos="relative">
  <LoadingOverlay visible={saving} zIndex={10} overlayProps={{ blur: 1 }} loaderProps={{ 'aria-label': 'Saving' }} />
  …
</Box>`}
      >
        <Stack gap="xs">
          <Box pos="relative">
            <LoadingOverlay
              visible={busy}
              zIndex={10}
              overlayProps={{ blur: 1 }}
              loaderProps={{ 'aria-label': 'Saving' }}
            />
            <Paper withBorder p="md">
              <Center h={60}>
                <Text size="sm">Gross description of part A</Text>
              </Center>
            </Paper>
          </Box>
          <Button size="xs" variant="default" w="max-content" onClick={() => setBusy((b) => !b)}>
            {busy ? 'Finish saving' : 'Save again'}
          </Button>
        </Stack>
      </Demo>
    </DemoStack>
  );
}
