import { useTranslation } from 'react-i18next';
import { Button, Checkbox, CopyButton, Divider, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconCalendarPlus, IconCopy, IconLink, IconLinkOff } from '@tabler/icons-react';
import { notifications } from '@mantine/notifications';
import { CALENDAR_LABELS, CALENDAR_LABEL_KEYS, type TCalendar, type TCalendarLabel } from '@lab/domain';
import { formatDateTime } from '@/lib/format';
import { useFeedLink, useMakeFeedLink, useRevokeFeedLink } from '../api/feed-link';

const swatch = (color: string) => `var(--mantine-color-${color}-filled)`;

/** The left pane: Add event, the calendars and labels to show, and my .ics subscription link. */
export function CalendarSidebar(props: {
  calendars: TCalendar[];
  hiddenCalendars: ReadonlySet<number>;
  hiddenLabels: ReadonlySet<TCalendarLabel>;
  onToggleCalendar(id: number): void;
  onToggleLabel(label: TCalendarLabel): void;
  onAdd(): void;
}) {
  const { t } = useTranslation('calendar');
  return (
    <Stack gap="md">
      <Button leftSection={<IconCalendarPlus size={18} aria-hidden />} onClick={props.onAdd} fullWidth>
        {t('addEvent')}
      </Button>
      <Stack gap={6} component="fieldset" style={{ border: 0, padding: 0, margin: 0 }}>
        <Title order={2} size="h6" component="legend" mb={6}>
          {t('calendars')}
        </Title>
        {props.calendars.map((c) => (
          <Checkbox
            key={c.id}
            label={
              <Group gap={6} wrap="nowrap">
                <span translate={c.kind === 'personal' ? undefined : 'no'}>
                  {c.kind === 'personal' ? t('myCalendar') : c.name}
                </span>
                {!c.canWrite && (
                  <Text span size="xs" c="dimmed">
                    {t('readOnly')}
                  </Text>
                )}
              </Group>
            }
            color={c.color}
            checked={!props.hiddenCalendars.has(c.id)}
            onChange={() => props.onToggleCalendar(c.id)}
          />
        ))}
      </Stack>
      <Stack gap={6} component="fieldset" style={{ border: 0, padding: 0, margin: 0 }}>
        <Title order={2} size="h6" component="legend" mb={6}>
          {t('labels')}
        </Title>
        {CALENDAR_LABEL_KEYS.map((k) => (
          <Checkbox
            key={k}
            label={t(`label.${k}`)}
            color={CALENDAR_LABELS[k].color}
            checked={!props.hiddenLabels.has(k)}
            onChange={() => props.onToggleLabel(k)}
            styles={{ input: { borderColor: swatch(CALENDAR_LABELS[k].color) } }}
          />
        ))}
      </Stack>
      <Divider />
      <FeedLink />
    </Stack>
  );
}

/** The subscription link: shown once when made (the server keeps only its hash), copied, replaced or revoked. */
function FeedLink() {
  const { t } = useTranslation('calendar');
  const feed = useFeedLink();
  const make = useMakeFeedLink();
  const revoke = useRevokeFeedLink();
  const f = feed.data;
  const fail = (err: Error) => notifications.show({ color: 'red', title: t('feed.link'), message: err.message });
  return (
    <Stack gap={6}>
      <Title order={2} size="h6">
        {t('feed.title')}
      </Title>
      <Text size="xs" c="dimmed">
        {t('feed.intro')}
      </Text>
      {f?.url && (
        <>
          <TextInput
            aria-label={t('feed.link')}
            value={f.url}
            readOnly
            size="xs"
            onFocus={(e) => e.currentTarget.select()}
          />
          <CopyButton value={f.url}>
            {({ copied, copy }) => (
              <Button size="xs" variant="light" leftSection={<IconCopy size={14} aria-hidden />} onClick={copy}>
                {copied ? t('feed.copied') : t('feed.copy')}
              </Button>
            )}
          </CopyButton>
        </>
      )}
      {f?.active && !f.url && (
        <Text size="xs">{t('feed.activeSince', { when: f.createdAt ? formatDateTime(f.createdAt) : '—' })}</Text>
      )}
      {f?.active && f.expiresAt && (
        <Text size="xs" c="dimmed">
          {t('feed.worksUntil', { when: formatDateTime(f.expiresAt) })}
        </Text>
      )}
      {f && !f.active && f.expiresAt && (
        <Text size="xs">{t('feed.expired', { when: formatDateTime(f.expiresAt) })}</Text>
      )}
      <Group gap="xs">
        <Button
          size="xs"
          variant="default"
          leftSection={<IconLink size={14} aria-hidden />}
          loading={make.isPending}
          onClick={() => make.mutate(undefined, { onError: fail })}
        >
          {t('feed.new')}
        </Button>
        {f?.active && (
          <Button
            size="xs"
            variant="subtle"
            color="red"
            leftSection={<IconLinkOff size={14} aria-hidden />}
            loading={revoke.isPending}
            onClick={() =>
              revoke.mutate(undefined, {
                onError: fail,
                onSuccess: () => notifications.show({ message: t('feed.revoked') }),
              })
            }
          >
            {t('feed.revoke')}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
