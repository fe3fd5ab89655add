import { useEffect, useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { zodResolver } from '@/lib/form-resolver';
import { Alert, Button, Card, Group, Select, Stack, TagsInput, Text, Title } from '@mantine/core';
import type { z } from 'zod';
import { REPORT_LANGUAGES, ZLabSettings } from '@lab/domain';
import { showServerErrors } from '@/lib/form-errors';
import { useLabSettings, useSaveLabSettings } from '../api/lab-settings';

type FormIn = z.input<typeof ZLabSettings>;
type FormOut = z.output<typeof ZLabSettings>;
const FIELDS = ['timeZone', 'reportLanguage', 'holidays'] as const;
const LANGUAGE_LABELS: Record<(typeof REPORT_LANGUAGES)[number], string> = {
  en: 'English',
  es: 'Español',
  fr: 'Français',
};

/** Every IANA zone the browser knows, UTC first (older browsers: the saved zone and UTC). */
function zoneOptions(current: string | undefined): string[] {
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return [...new Set(['UTC', ...(current ? [current] : []), ...known])];
}

/** The lab's clock: its time zone, the language of its reports, and the holidays turnaround does not count. */
export function LabSettingsCard() {
  const { t } = useTranslation('settings');
  const { data } = useLabSettings();
  const save = useSaveLabSettings();
  const form = useForm<FormIn, unknown, FormOut>({
    resolver: zodResolver(ZLabSettings),
    mode: 'onTouched',
    defaultValues: { timeZone: 'UTC', reportLanguage: 'en', holidays: [] },
  });
  useEffect(() => {
    if (data) form.reset(data);
  }, [data, form]);
  const zones = useMemo(() => zoneOptions(data?.timeZone), [data?.timeZone]);
  const err = (f: (typeof FIELDS)[number]) => {
    const e = form.formState.errors[f];
    // An error on one holiday sits on its index (holidays.0); the input shows the first.
    return (e?.message ?? (Array.isArray(e) ? e.find(Boolean)?.message : undefined)) as string | undefined;
  };
  const submit = form.handleSubmit(async (values) => {
    try {
      await save.mutateAsync(values);
    } catch (e) {
      showServerErrors(e, form, FIELDS);
    }
  });

  return (
    <Card withBorder>
      <Title order={3} size="h4" mb="xs">
        {t('lab.title')}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {t('lab.intro')}
      </Text>
      <form onSubmit={submit} noValidate aria-label={t('lab.title')}>
        <Stack>
          {form.formState.errors.root && <Alert color="red">{form.formState.errors.root.message}</Alert>}
          <Group align="flex-start" grow>
            <Controller
              control={form.control}
              name="timeZone"
              render={({ field }) => (
                <Select
                  label={t('lab.timeZone')}
                  description={t('lab.timeZoneHint')}
                  searchable
                  data={zones}
                  value={field.value}
                  onChange={(v) => field.onChange(v ?? '')}
                  onBlur={field.onBlur}
                  error={err('timeZone')}
                  disabled={!data}
                />
              )}
            />
            <Controller
              control={form.control}
              name="reportLanguage"
              render={({ field }) => (
                <Select
                  label={t('lab.reportLanguage')}
                  description={t('lab.reportLanguageHint')}
                  data={REPORT_LANGUAGES.map((value) => ({ value, label: LANGUAGE_LABELS[value] }))}
                  value={field.value}
                  onChange={(v) => field.onChange(v ?? 'en')}
                  allowDeselect={false}
                  error={err('reportLanguage')}
                  disabled={!data}
                />
              )}
            />
          </Group>
          <Controller
            control={form.control}
            name="holidays"
            render={({ field }) => (
              <TagsInput
                label={t('lab.holidays')}
                description={t('lab.holidaysHint')}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                clearable
                error={err('holidays')}
                disabled={!data}
              />
            )}
          />
          <Group>
            <Button type="submit" loading={save.isPending} disabled={!data}>
              {t('lab.save')}
            </Button>
            {save.isSuccess && !save.isPending && (
              <Text c="teal" size="sm">
                {t('saved')}
              </Text>
            )}
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
