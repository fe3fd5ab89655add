import { useTranslation } from 'react-i18next';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@/lib/form-resolver';
import { Alert, Checkbox, Grid, Group, Stack, TextInput, Textarea } from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import type { z } from 'zod';
import { DELIVERY_METHODS, ZProviderInput, type TProvider } from '@lab/domain';
import { FormLookupSelect } from '@/components/form-lookup-select';
import { RemoteSelect } from '@/components/remote-select';
import { showServerErrors } from '@/lib/form-errors';
import { useMyFacility } from '../api/get-my-facility';
import { searchLinkableUsers } from '../api/search-linkable-users';
import { RecordFormActions } from '@/components/record-form-actions';

type FormIn = z.input<typeof ZProviderInput>;
type FormOut = z.output<typeof ZProviderInput>;
const FIELDS = [
  'npi',
  'firstName',
  'lastName',
  'credentials',
  'specialty',
  'facilityId',
  'phone',
  'fax',
  'email',
  'address',
  'deliveryMethods',
  'userId',
] as const;

function toFormValues(p?: TProvider | null): FormIn {
  return {
    npi: p?.npi ?? '',
    firstName: p?.firstName ?? '',
    lastName: p?.lastName ?? '',
    credentials: p?.credentials ?? '',
    specialty: p?.specialty ?? '',
    facilityId: p?.facilityId ?? null,
    phone: p?.phone ?? '',
    fax: p?.fax ?? '',
    email: p?.email ?? '',
    address: p?.address ?? '',
    deliveryMethods: (p?.deliveryMethods ?? ['portal']) as FormIn['deliveryMethods'],
    userId: p?.userId ?? null,
    active: p?.active ?? true,
  };
}

/**
 * An ordering physician. For a physician signed in, the facility is theirs (the server enforces it)
 * and portal-user links are not offered.
 */
export function ProviderForm({
  provider,
  physician,
  onSubmit,
  submitLabel,
}: {
  provider?: TProvider | null;
  physician: boolean;
  onSubmit(values: FormOut): Promise<TProvider>;
  submitLabel: string;
}) {
  const { t } = useTranslation('providers');
  const form = useForm<FormIn, unknown, FormOut>({
    resolver: zodResolver(ZProviderInput),
    mode: 'onTouched',
    defaultValues: toFormValues(provider),
  });
  const myFacility = useMyFacility(physician && !provider?.facilityLabel);
  const facilityLabel =
    provider?.facilityLabel ?? myFacility.data?.label ?? (myFacility.error ? myFacility.error.message : '…');
  const submit = form.handleSubmit(async (values) => {
    try {
      const saved = await onSubmit(values);
      form.reset(toFormValues(saved));
    } catch (e) {
      showServerErrors(e, form, FIELDS);
    }
  });
  useHotkeys([['mod+Enter', () => void submit()]], []);
  const err = (f: keyof FormIn) => form.formState.errors[f]?.message as string | undefined;
  const text = (f: (typeof FIELDS)[number], label: string, extra: object = {}) => (
    <TextInput label={label} autoComplete="off" {...form.register(f)} error={err(f)} {...extra} />
  );

  return (
    <form onSubmit={submit} noValidate aria-label={t('form.label')}>
      <Stack>
        {form.formState.errors.root && (
          <Alert color="red" title={t('form.notSaved')}>
            {form.formState.errors.root.message}
          </Alert>
        )}
        <Grid gap="sm">
          <Grid.Col span={{ base: 12, sm: 6, md: 3 }}>
            {text('npi', t('form.npi'), {
              withAsterisk: true,
              autoFocus: !provider,
              inputMode: 'numeric',
              maxLength: 10,
              description: t('form.npiHint'),
            })}
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6, md: 3 }}>
            {text('lastName', t('form.lastName'), { withAsterisk: true, mt: { md: 22 } })}
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6, md: 3 }}>
            {text('firstName', t('form.firstName'), { withAsterisk: true, mt: { md: 22 } })}
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6, md: 3 }}>
            {text('credentials', t('form.credentials'), {
              placeholder: t('form.credentialsPlaceholder'),
              mt: { md: 22 },
            })}
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 6 }}>{text('specialty', t('form.specialty'))}</Grid.Col>
          <Grid.Col span={{ base: 12, md: 6 }}>
            {physician ? (
              <TextInput label={t('form.facility')} value={facilityLabel} readOnly variant="filled" tabIndex={-1} />
            ) : (
              <FormLookupSelect
                control={form.control}
                name="facilityId"
                list="submittingfacilities"
                label={t('form.facility')}
                placeholder={t('form.facilityPlaceholder')}
              />
            )}
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 4 }}>{text('phone', t('form.phone'), { type: 'tel' })}</Grid.Col>
          <Grid.Col span={{ base: 12, sm: 4 }}>{text('fax', t('form.fax'), { type: 'tel' })}</Grid.Col>
          <Grid.Col span={{ base: 12, sm: 4 }}>{text('email', t('form.email'), { type: 'email' })}</Grid.Col>
          <Grid.Col span={12}>
            <Textarea
              label={t('form.address')}
              autosize
              minRows={2}
              maxRows={4}
              {...form.register('address')}
              error={err('address')}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 6 }}>
            <Controller
              control={form.control}
              name="deliveryMethods"
              render={({ field }) => (
                <Checkbox.Group
                  label={t('form.delivery')}
                  value={field.value as string[]}
                  onChange={field.onChange}
                  error={err('deliveryMethods')}
                >
                  <Group mt="xs">
                    {DELIVERY_METHODS.map((m) => (
                      <Checkbox key={m} value={m} label={t(`delivery.${m}`)} />
                    ))}
                  </Group>
                </Checkbox.Group>
              )}
            />
          </Grid.Col>
          {!physician && (
            <Grid.Col span={{ base: 12, md: 6 }}>
              <Controller
                control={form.control}
                name="userId"
                render={({ field }) => (
                  <RemoteSelect
                    label={t('form.user')}
                    placeholder={t('form.userPlaceholder')}
                    queryKey="linkable-users"
                    search={searchLinkableUsers}
                    value={field.value}
                    current={
                      provider?.userId
                        ? {
                            value: String(provider.userId),
                            label: provider.userLabel ?? t('form.userN', { id: provider.userId }),
                          }
                        : null
                    }
                    onChange={(v) => field.onChange(v)}
                    error={err('userId')}
                  />
                )}
              />
            </Grid.Col>
          )}
        </Grid>
        <RecordFormActions
          label={submitLabel}
          existing={!!provider}
          dirty={form.formState.isDirty}
          submitting={form.formState.isSubmitting}
          onUndo={() => form.reset()}
        />
      </Stack>
    </form>
  );
}
