import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
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
const DELIVERY_LABELS: Record<string, string> = { portal: 'Portal', email: 'Email', fax: 'Fax', print: 'Print' };

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
    <form onSubmit={submit} noValidate aria-label="Provider">
      <Stack>
        {form.formState.errors.root && (
          <Alert color="red" title="Not saved">
            {form.formState.errors.root.message}
          </Alert>
        )}
        <Grid gap="sm">
          <Grid.Col span={{ base: 12, sm: 6, md: 3 }}>
            {text('npi', 'NPI', {
              withAsterisk: true,
              autoFocus: !provider,
              inputMode: 'numeric',
              maxLength: 10,
              description: '10 digits, check digit verified',
            })}
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6, md: 3 }}>
            {text('lastName', 'Last name', { withAsterisk: true, mt: { md: 22 } })}
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6, md: 3 }}>
            {text('firstName', 'First name', { withAsterisk: true, mt: { md: 22 } })}
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6, md: 3 }}>
            {text('credentials', 'Credentials', { placeholder: 'MD, DO, NP…', mt: { md: 22 } })}
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 6 }}>{text('specialty', 'Specialty')}</Grid.Col>
          <Grid.Col span={{ base: 12, md: 6 }}>
            {physician ? (
              <TextInput label="Submitting facility" value={facilityLabel} readOnly variant="filled" tabIndex={-1} />
            ) : (
              <FormLookupSelect
                control={form.control}
                name="facilityId"
                list="submittingfacilities"
                label="Submitting facility"
                placeholder="Type a facility code or name"
              />
            )}
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 4 }}>{text('phone', 'Phone', { type: 'tel' })}</Grid.Col>
          <Grid.Col span={{ base: 12, sm: 4 }}>{text('fax', 'Fax', { type: 'tel' })}</Grid.Col>
          <Grid.Col span={{ base: 12, sm: 4 }}>{text('email', 'Email', { type: 'email' })}</Grid.Col>
          <Grid.Col span={12}>
            <Textarea
              label="Address"
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
                  label="Reports reach them by"
                  value={field.value as string[]}
                  onChange={field.onChange}
                  error={err('deliveryMethods')}
                >
                  <Group mt="xs">
                    {DELIVERY_METHODS.map((m) => (
                      <Checkbox key={m} value={m} label={DELIVERY_LABELS[m]} />
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
                    label="Portal user (role physician)"
                    placeholder="Link to a portal account"
                    queryKey="linkable-users"
                    search={searchLinkableUsers}
                    value={field.value}
                    current={
                      provider?.userId
                        ? { value: String(provider.userId), label: provider.userLabel ?? `User ${provider.userId}` }
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
