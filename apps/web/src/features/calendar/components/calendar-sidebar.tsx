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
  return (
    <Stack gap="md">
      <Button leftSection={<IconCalendarPlus size={18} aria-hidden />} onClick={props.onAdd} fullWidth>
        Add event
      </Button>
      <Stack gap={6} component="fieldset" style={{ border: 0, padding: 0, margin: 0 }}>
        <Title order={2} size="h6" component="legend" mb={6}>
          Calendars
        </Title>
        {props.calendars.map((c) => (
          <Checkbox
            key={c.id}
            label={
              <Group gap={6} wrap="nowrap">
                <span>{c.name}</span>
                {!c.canWrite && (
                  <Text span size="xs" c="dimmed">
                    (read-only)
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
          Labels
        </Title>
        {CALENDAR_LABEL_KEYS.map((k) => (
          <Checkbox
            key={k}
            label={CALENDAR_LABELS[k].name}
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
  const feed = useFeedLink();
  const make = useMakeFeedLink();
  const revoke = useRevokeFeedLink();
  const f = feed.data;
  const fail = (err: Error) => notifications.show({ color: 'red', title: 'Subscription link', message: err.message });
  return (
    <Stack gap={6}>
      <Title order={2} size="h6">
        Subscribe (.ics)
      </Title>
      <Text size="xs" c="dimmed">
        Add your calendars to a phone or desktop calendar app with a private link. Anyone with the link can read your
        events.
      </Text>
      {f?.url && (
        <>
          <TextInput
            aria-label="Subscription link"
            value={f.url}
            readOnly
            size="xs"
            onFocus={(e) => e.currentTarget.select()}
          />
          <CopyButton value={f.url}>
            {({ copied, copy }) => (
              <Button size="xs" variant="light" leftSection={<IconCopy size={14} aria-hidden />} onClick={copy}>
                {copied ? 'Copied' : 'Copy'}
              </Button>
            )}
          </CopyButton>
        </>
      )}
      {f?.active && !f.url && (
        <Text size="xs">
          A link is active since {f.createdAt ? formatDateTime(f.createdAt) : '—'}. It is shown only once; make a new
          link to copy it again (the old one stops working).
        </Text>
      )}
      {f?.active && f.expiresAt && (
        <Text size="xs" c="dimmed">
          It works until {formatDateTime(f.expiresAt)}; a new link before then renews it.
        </Text>
      )}
      {f && !f.active && f.expiresAt && (
        <Text size="xs">
          Your link expired on {formatDateTime(f.expiresAt)}: make a new one and subscribe to it again.
        </Text>
      )}
      <Group gap="xs">
        <Button
          size="xs"
          variant="default"
          leftSection={<IconLink size={14} aria-hidden />}
          loading={make.isPending}
          onClick={() => make.mutate(undefined, { onError: fail })}
        >
          New link
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
                onSuccess: () => notifications.show({ message: 'Subscription link revoked' }),
              })
            }
          >
            Revoke
          </Button>
        )}
      </Group>
    </Stack>
  );
}
