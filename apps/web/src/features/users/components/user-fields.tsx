import { useTranslation } from 'react-i18next';
import { Checkbox, Group, Select, SimpleGrid, TagsInput, TextInput, type TextInputProps } from '@mantine/core';
import { Controller, useFormContext } from 'react-hook-form';
import {
  CONTACT_OPTIONS,
  EMPTY_LOCATION,
  EMPTY_SOCIAL,
  GENDERS,
  SOCIAL_NETWORKS,
  type TUserLocation,
  type TUserRecord,
  type TUserSocialLinks,
} from '@lab/domain';

/**
 * The personal fields of a user record, edited by the user (profile) and by an administrator alike. The fields below
 * read their form from the FormProvider around them: the administrator's form holds more than these fields.
 */
export interface TPersonalValues {
  name: string;
  dob: string;
  gender: string;
  country: string;
  company: string;
  mobile: string;
  website: string;
  languages_known: string[];
  contact_options: string[];
  location: TUserLocation;
  social_links: TUserSocialLinks;
}

export function personalDefaults(u?: TUserRecord): TPersonalValues {
  return {
    name: u?.name ?? '',
    dob: u?.dob ?? '',
    gender: u?.gender ?? '',
    country: u?.country ?? '',
    company: u?.company ?? '',
    mobile: u?.mobile ?? '',
    website: u?.website ?? '',
    languages_known: u?.languages_known ?? [],
    contact_options: u?.contact_options ?? ['email'],
    location: u?.location ?? { ...EMPTY_LOCATION },
    social_links: u?.social_links ?? { ...EMPTY_SOCIAL },
  };
}

/** The personal fields, and the account's own two that only an administrator edits. */
type TextValues = TPersonalValues & { username?: string; email?: string };
type FieldName = keyof TextValues | `location.${keyof TUserLocation}` | `social_links.${keyof TUserSocialLinks}`;

/** One text input bound to the form, showing its error (nested names such as `location.city` too). */
export function UserTextField({ name, ...props }: { name: FieldName } & Omit<TextInputProps, 'name' | 'form'>) {
  const form = useFormContext<TextValues>();
  const [head, tail] = name.split('.') as [string, string | undefined];
  const errors = form.formState.errors as Record<string, unknown>;
  const error = tail
    ? (errors[head] as Record<string, { message?: string }> | undefined)?.[tail]?.message
    : (errors[head] as { message?: string } | undefined)?.message;
  return <TextInput error={error} {...props} {...form.register(name)} />;
}

/** Date of birth, gender, phone, website, country, languages, contact options and address. */
export function UserInformationFields() {
  const { t } = useTranslation('profile');
  const form = useFormContext<TPersonalValues>();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <UserTextField name="dob" label={t('fields.dob')} type="date" />
      <Controller
        control={form.control}
        name="gender"
        render={({ field }) => (
          <Select
            label={t('fields.gender')}
            data={GENDERS.map((g) => ({ value: g, label: t(`genders.${g}`) }))}
            clearable
            value={field.value || null}
            onChange={(v) => field.onChange(v ?? '')}
          />
        )}
      />
      <UserTextField name="mobile" label={t('fields.mobile')} />
      <UserTextField name="website" label={t('fields.website')} />
      <UserTextField name="country" label={t('fields.country')} />
      <Controller
        control={form.control}
        name="languages_known"
        render={({ field }) => (
          <TagsInput label={t('fields.languages')} value={field.value} onChange={field.onChange} />
        )}
      />
      <Controller
        control={form.control}
        name="contact_options"
        render={({ field }) => (
          <Checkbox.Group label={t('fields.contact')} value={field.value} onChange={field.onChange}>
            <Group mt="xs">
              {CONTACT_OPTIONS.map((o) => (
                <Checkbox key={o} value={o} label={t(`contactOptions.${o}`)} />
              ))}
            </Group>
          </Checkbox.Group>
        )}
      />
      <div />
      <UserTextField name="location.add_line_1" label={t('fields.addLine1')} />
      <UserTextField name="location.add_line_2" label={t('fields.addLine2')} />
      <UserTextField name="location.city" label={t('fields.city')} />
      <UserTextField name="location.state" label={t('fields.state')} />
      <UserTextField name="location.post_code" label={t('fields.postCode')} />
      <UserTextField name="location.country" label={t('fields.addressCountry')} />
    </SimpleGrid>
  );
}

/** The social links of the user record (docs/api.md#user-record). */
export function UserSocialFields() {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      {SOCIAL_NETWORKS.map((n) => (
        <UserTextField key={n} name={`social_links.${n}`} label={n[0]!.toUpperCase() + n.slice(1)} />
      ))}
    </SimpleGrid>
  );
}
