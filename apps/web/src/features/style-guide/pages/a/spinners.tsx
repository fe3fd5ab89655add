import { useState } from 'react';
import { Box, Button, Center, Group, Loader, LoadingOverlay, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { Demo, DemoStack } from '../../components/demo';
import { StateRow } from './parts';
import { useTranslation } from 'react-i18next';

const TYPES = ['oval', 'dots', 'bars'] as const;
const SIZES = ['xs', 'sm', 'md', 'lg'] as const;

export default function SpinnersPage() {
  const { t } = useTranslation('styleGuideA');
  const [busy, setBusy] = useState(true);
  return (
    <DemoStack>
      <Demo
        title={t('spinners.loaders')}
        description={t('spinners.smListLoadsXsBeside')}
        code={`<Loader size="sm" aria-label="Loading the cases" />
<Loader type="dots" />
<Loader type="bars" color="teal" />`}
      >
        <StateRow label={t('spinners.types')}>
          {TYPES.map((item) => (
            <Loader key={item} type={item} aria-label={t('spinners.loading', { item })} />
          ))}
        </StateRow>
        <StateRow label={t('spinners.sizes')}>
          {SIZES.map((s) => (
            <Loader key={s} size={s} aria-label={t('spinners.loading2', { s })} />
          ))}
        </StateRow>
        <StateRow label={t('spinners.besideCount')}>
          <Text size="sm" c="dimmed">
            {t('spinners.n1251284')}
          </Text>
          <Loader size="xs" aria-label={t('spinners.refreshing')} />
        </StateRow>
      </Demo>
      <Demo
        title={t('spinners.skeletons')}
        description={t('spinners.cardWhoseNumberWayKeeps')}
        code={`{value === undefined ? <Skeleton h={30} w={60} mt={4} /> : <Title order={3}>{value.toLocaleString()}</Title>}`}
      >
        <Group>
          <Paper withBorder p="md" w={180}>
            <Text size="xs" c="dimmed">
              {t('spinners.pendingDiagnosis')}
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
        title={t('spinners.overPartBusy')}
        description={t('spinners.loadingoverlayCoversOneCard')}
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
                <Text size="sm">{t('spinners.grossDescriptionPart')}</Text>
              </Center>
            </Paper>
          </Box>
          <Button size="xs" variant="default" w="max-content" onClick={() => setBusy((b) => !b)}>
            {busy ? t('spinners.finishSaving') : t('spinners.saveAgain')}
          </Button>
        </Stack>
      </Demo>
    </DemoStack>
  );
}
