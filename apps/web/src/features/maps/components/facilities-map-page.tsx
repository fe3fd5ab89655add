import { useCallback, useMemo, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Grid,
  Group,
  Loader,
  Paper,
  ScrollArea,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconMapPin, IconMapPinOff } from '@tabler/icons-react';
import { ListError } from '@/components/data-table';
import { PageHeader } from '@/components/page-header';
import { facilitiesForMapQuery } from '../api/get-facilities';
import { FacilitiesMap } from './facilities-map';
import { splitByPosition } from './facility-points';

/**
 * `/maps/leaflet`: where the submitting facilities are, on a map drawn from data shipped with the portal (no tile
 * server, so it works offline); facilities without coordinates are listed beside it to be completed.
 */
export function FacilitiesMapPage() {
  const { t } = useTranslation('maps');
  const facilities = useQuery(facilitiesForMapQuery());
  const { placed, unplaced } = useMemo(() => splitByPosition(facilities.data ?? []), [facilities.data]);
  const [focused, setFocused] = useState<number | null>(null);
  const focusDone = useCallback(() => setFocused(null), []);

  return (
    <>
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      {facilities.isError ? (
        <ListError error={facilities.error} />
      ) : facilities.isPending ? (
        <Loader />
      ) : (
        <Grid gap="md">
          <Grid.Col span={{ base: 12, md: 8 }}>
            <FacilitiesMap points={placed} focused={focused} onFocusDone={focusDone} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Stack gap="md">
              <Paper withBorder p="sm" radius="md">
                <Group justify="space-between" mb="xs">
                  <Title order={2} size="h5">
                    {t('onMap')}
                  </Title>
                  <Badge variant="light" data-testid="placed-count">
                    {placed.length}
                  </Badge>
                </Group>
                {placed.length === 0 ? (
                  <Text size="sm" c="dimmed">
                    {t('noneOnMap')}
                  </Text>
                ) : (
                  <ScrollArea.Autosize mah={260}>
                    <Stack
                      gap={2}
                      component="ul"
                      style={{ listStyle: 'none', padding: 0, margin: 0 }}
                      aria-label={t('onMapList')}
                    >
                      {placed.map((p) => (
                        <li key={p.id}>
                          <Button
                            variant="subtle"
                            size="compact-sm"
                            fullWidth
                            justify="start"
                            leftSection={<IconMapPin size={14} />}
                            onClick={() => setFocused(p.id)}
                          >
                            {p.name}
                          </Button>
                        </li>
                      ))}
                    </Stack>
                  </ScrollArea.Autosize>
                )}
              </Paper>
              {unplaced.length > 0 && (
                <Alert
                  color="yellow"
                  variant="light"
                  icon={<IconMapPinOff size={18} />}
                  title={t('unplaced', { n: unplaced.length })}
                  data-testid="unplaced"
                >
                  <Text size="sm" mb="xs">
                    <Trans
                      t={t}
                      i18nKey="unplacedBody"
                      components={{ list: <Anchor component={Link} to="/submittingfacilities" /> }}
                    />
                  </Text>
                  <Stack gap={2} component="ul" style={{ paddingInlineStart: 18, margin: 0 }}>
                    {unplaced.map((p) => (
                      <Text component="li" size="sm" key={p.id}>
                        {p.name}{' '}
                        <Text span c="dimmed" size="xs">
                          ({p.code})
                        </Text>
                      </Text>
                    ))}
                  </Stack>
                </Alert>
              )}
            </Stack>
          </Grid.Col>
        </Grid>
      )}
    </>
  );
}
