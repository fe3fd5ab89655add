import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Controller, useForm } from 'react-hook-form';
import {
  Alert,
  Button,
  Checkbox,
  ColorSwatch,
  Group,
  Modal,
  Select,
  Stack,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { CALENDAR_LABELS, CALENDAR_LABEL_KEYS, type TCalendar, type TCalendarLabel } from '@lab/domain';
import { ApiError } from '@/lib/api-client';
import { useCreateEvent, useRemoveEvent, useUpdateEvent } from '../api/save-event';
import { addDays, fromLocalInput, toDayInput, toLocalInput } from './event-dates';

/** What the modal opens with: a new event (from a selected range or the Add button) or an existing one. */
export interface EventDraft {
  id?: number;
  title: string;
  calendarId: number | null;
  label: TCalendarLabel;
  allDay: boolean;
  /** ISO instant, or a day when allDay (end exclusive, as the API has it). */
  start: string;
  end: string;
  description: string;
  location: string;
  editable: boolean;
}

interface FormValues {
  title: string;
  calendarId: string;
  label: TCalendarLabel;
  allDay: boolean;
  start: string;
  end: string;
  description: string;
  location: string;
}

const FIELDS = ['title', 'calendarId', 'label', 'allDay', 'start', 'end', 'description', 'location'] as const;

function toForm(d: EventDraft): FormValues {
  return {
    title: d.title,
    calendarId: d.calendarId === null ? '' : String(d.calendarId),
    label: d.label,
    allDay: d.allDay,
    start: d.allDay ? toDayInput(d.start) : toLocalInput(d.start),
    // The modal shows an all-day event's last day, the API keeps the day after.
    end: d.allDay ? addDays(toDayInput(d.end), -1) : toLocalInput(d.end),
    description: d.description,
    location: d.location,
  };
}

/** Create, edit or remove an event; read-only events open with their fields disabled. */
export function EventModal({
  draft,
  calendars,
  onClose,
}: {
  draft: EventDraft | null;
  calendars: TCalendar[];
  onClose(): void;
}) {
  const { t } = useTranslation('calendar');
  const form = useForm<FormValues>({ defaultValues: draft ? toForm(draft) : undefined });
  const create = useCreateEvent();
  const update = useUpdateEvent();
  const remove = useRemoveEvent();
  const [banner, setBanner] = useState<string | null>(null);
  const { reset } = form;
  useEffect(() => {
    if (draft) reset(toForm(draft));
    setBanner(null);
  }, [draft, reset]);

  const readOnly = draft ? !draft.editable : true;
  const writable = calendars.filter((c) => c.canWrite || c.id === draft?.calendarId);
  const allDay = form.watch('allDay');

  const showError = (err: unknown) => {
    if (err instanceof ApiError && Object.keys(err.fields).length) {
      let mapped = false;
      for (const [field, message] of Object.entries(err.fields)) {
        const name = field.replace(/^event\./, '');
        const known = FIELDS.find((f) => f === name);
        if (known) {
          form.setError(known, { type: 'server', message }, { shouldFocus: !mapped });
          mapped = true;
        }
      }
      if (mapped) return;
    }
    setBanner(err instanceof Error ? err.message : t('modal.failed'));
  };

  const submit = form.handleSubmit(async (v) => {
    setBanner(null);
    const start = v.allDay ? v.start.slice(0, 10) : fromLocalInput(v.start);
    const end = v.allDay ? addDays(v.end.slice(0, 10), 1) : fromLocalInput(v.end);
    const body = {
      title: v.title,
      label: v.label,
      allDay: v.allDay,
      start,
      end,
      description: v.description,
      location: v.location,
      calendarId: v.calendarId ? Number(v.calendarId) : undefined,
    };
    try {
      if (draft?.id) await update.mutateAsync({ id: draft.id, ...body });
      else await create.mutateAsync(body);
      notifications.show({ color: 'green', message: draft?.id ? t('modal.saved') : t('modal.added') });
      onClose();
    } catch (err) {
      showError(err);
    }
  });

  const onRemove = async () => {
    if (!draft?.id) return;
    try {
      await remove.mutateAsync(draft.id);
      notifications.show({ color: 'green', message: t('modal.removed') });
      onClose();
    } catch (err) {
      showError(err);
    }
  };

  // Switching all-day keeps the days and drops (or adds) the times.
  const toggleAllDay = (next: boolean) => {
    const { start, end } = form.getValues();
    form.setValue('allDay', next);
    if (next) {
      form.setValue('start', start.slice(0, 10));
      form.setValue('end', end.slice(0, 10));
    } else {
      form.setValue('start', `${start.slice(0, 10)}T09:00`);
      form.setValue('end', `${end.slice(0, 10)}T10:00`);
    }
  };

  const title = !draft ? '' : readOnly ? t('modal.event') : draft.id ? t('modal.edit') : t('addEvent');
  const e = form.formState.errors;
  return (
    <Modal opened={draft !== null} onClose={onClose} title={title} size="lg">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          {readOnly && <Alert color="gray">{t('modal.readOnly')}</Alert>}
          <TextInput
            label={t('modal.title')}
            required
            data-autofocus
            readOnly={readOnly}
            error={e.title?.message}
            {...form.register('title', { validate: (v) => v.trim().length > 0 || t('modal.required') })}
          />
          <Group grow align="flex-start">
            <Controller
              control={form.control}
              name="calendarId"
              render={({ field }) => (
                <Select
                  label={t('modal.calendar')}
                  data={writable.map((c) => ({
                    value: String(c.id),
                    label: c.kind === 'personal' ? t('myCalendar') : c.name,
                  }))}
                  value={field.value}
                  onChange={(v) => field.onChange(v ?? '')}
                  allowDeselect={false}
                  disabled={readOnly}
                  error={e.calendarId?.message}
                />
              )}
            />
            <Controller
              control={form.control}
              name="label"
              render={({ field }) => (
                <Select
                  label={t('modal.label')}
                  data={CALENDAR_LABEL_KEYS.map((k) => ({ value: k, label: t(`label.${k}`) }))}
                  value={field.value}
                  onChange={(v) => v && field.onChange(v)}
                  allowDeselect={false}
                  disabled={readOnly}
                  leftSection={
                    <ColorSwatch
                      size={12}
                      color={`var(--mantine-color-${CALENDAR_LABELS[field.value].color}-filled)`}
                    />
                  }
                  error={e.label?.message}
                />
              )}
            />
          </Group>
          <Checkbox
            label={t('modal.allDay')}
            checked={allDay}
            disabled={readOnly}
            onChange={(ev) => toggleAllDay(ev.currentTarget.checked)}
          />
          <Group grow align="flex-start">
            <TextInput
              label={allDay ? t('modal.firstDay') : t('modal.start')}
              type={allDay ? 'date' : 'datetime-local'}
              required
              readOnly={readOnly}
              error={e.start?.message}
              {...form.register('start', { required: t('modal.required') })}
            />
            <TextInput
              label={allDay ? t('modal.lastDay') : t('modal.end')}
              type={allDay ? 'date' : 'datetime-local'}
              required
              readOnly={readOnly}
              error={e.end?.message}
              {...form.register('end', {
                required: t('modal.required'),
                validate: (v, all) => v >= all.start || t('modal.beforeStart'),
              })}
            />
          </Group>
          <TextInput
            label={t('modal.location')}
            readOnly={readOnly}
            error={e.location?.message}
            {...form.register('location')}
          />
          <Textarea
            label={t('modal.description')}
            autosize
            minRows={2}
            maxRows={6}
            readOnly={readOnly}
            error={e.description?.message}
            {...form.register('description')}
          />
          {banner && (
            <Alert color="red" role="alert">
              {banner}
            </Alert>
          )}
          {draft && !draft.editable && draft.id && (
            <Text size="xs" c="dimmed">
              {t('modal.askLab')}
            </Text>
          )}
          <Group justify="space-between" mt="sm">
            <Group>
              {draft?.id && !readOnly && (
                <Button color="red" variant="light" onClick={onRemove} loading={remove.isPending}>
                  {t('modal.remove')}
                </Button>
              )}
            </Group>
            <Group>
              <Button variant="default" onClick={onClose}>
                {readOnly ? t('modal.close') : t('modal.cancel')}
              </Button>
              {!readOnly && (
                <Button type="submit" loading={create.isPending || update.isPending}>
                  {draft?.id ? t('modal.save') : t('addEvent')}
                </Button>
              )}
            </Group>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
