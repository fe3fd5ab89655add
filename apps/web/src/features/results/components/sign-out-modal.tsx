import type { ReactNode } from 'react';
import { useForm, type FieldErrors, type Path, type UseFormReturn } from 'react-hook-form';
import { Alert, Button, Checkbox, Group, List, Modal, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import type { TSignOutWarning } from '@lab/domain';
import { IconSignature } from '@tabler/icons-react';
import { showServerErrors } from '@/lib/form-errors';
import { useCodeAsked } from '@/api/auth/second-factor';

const SIGNATURE_TEXT = 'By entering your password you sign this report electronically.';

/**
 * The foot of every signing form (sign-out, amendment, addendum): what the password means, the password, and
 * Cancel beside the signing button. `banner` stands between the text and the password.
 */
export function SignatureFields<T extends { password: string; code?: string }>({
  form,
  submitLabel,
  onCancel,
  cancelLabel = 'Cancel',
  autoFocus = false,
  banner,
}: {
  form: UseFormReturn<T>;
  submitLabel: string;
  onCancel(): void;
  cancelLabel?: string;
  autoFocus?: boolean;
  banner?: ReactNode;
}) {
  const errors = form.formState.errors as FieldErrors<{ password: string; code: string }>;
  const codeAsked = useCodeAsked();
  return (
    <>
      <Text size="sm">{SIGNATURE_TEXT}</Text>
      {banner}
      <PasswordInput
        label="Password"
        autoComplete="current-password"
        data-autofocus={autoFocus || undefined}
        {...form.register('password' as Path<T>, { required: 'is required' })}
        error={errors.password?.message}
      />
      {codeAsked && (
        <TextInput
          label="Authenticator code"
          description="The 6 digits your authenticator app shows now (or a recovery code)"
          autoComplete="one-time-code"
          inputMode="numeric"
          {...form.register('code' as Path<T>, { required: 'is required' })}
          error={errors.code?.message}
        />
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel}>
          {cancelLabel}
        </Button>
        <Button type="submit" leftSection={<IconSignature size={16} />} loading={form.formState.isSubmitting}>
          {submitLabel}
        </Button>
      </Group>
    </>
  );
}

/**
 * Asks the password again as the electronic signature. `blockers` (signOutBlockers) are shown instead of
 * the password when the case cannot be signed yet; `warnings` (signOutWarnings) are listed above it, and signing
 * then needs their confirmation (sent as `confirmWarnings`, kept in the audit).
 */
export function SignatureModal({
  opened,
  title,
  blockers = [],
  warnings = [],
  submitLabel,
  onClose,
  onSign,
}: {
  opened: boolean;
  title: string;
  blockers?: string[];
  warnings?: TSignOutWarning[];
  submitLabel: string;
  onClose(): void;
  onSign(password: string, confirmWarnings: boolean, code?: string): Promise<unknown>;
}) {
  const form = useForm<{ password: string; code: string; confirmWarnings: boolean }>({
    defaultValues: { password: '', code: '', confirmWarnings: false },
  });
  const close = () => {
    form.reset();
    onClose();
  };
  const submit = form.handleSubmit(async ({ password, code, confirmWarnings }) => {
    try {
      await onSign(password, warnings.length > 0 && confirmWarnings, code.trim() || undefined);
      form.reset();
    } catch (e) {
      showServerErrors(e, form, ['password', 'code']);
    }
  });
  const confirmError = form.formState.errors.confirmWarnings?.message;
  const banner = form.formState.errors.root?.message;
  return (
    <Modal opened={opened} onClose={close} title={title} centered>
      {blockers.length > 0 ? (
        <Stack>
          <Alert color="orange" title="Not ready to sign">
            <List size="sm">
              {blockers.map((b) => (
                <List.Item key={b}>{b}</List.Item>
              ))}
            </List>
          </Alert>
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Back to the diagnosis
            </Button>
          </Group>
        </Stack>
      ) : (
        <form onSubmit={(e) => void submit(e)}>
          <Stack>
            {warnings.length > 0 && (
              <Alert color="orange" title="Check before signing">
                <List size="sm">
                  {warnings.map((w) => (
                    <List.Item key={w.text}>{w.text}</List.Item>
                  ))}
                </List>
                <Checkbox
                  mt="sm"
                  label="I have read these warnings and sign the report as it is"
                  error={confirmError}
                  {...form.register('confirmWarnings', {
                    validate: (v) => v || 'Confirm the warnings to sign, or go back and complete the case.',
                  })}
                />
              </Alert>
            )}
            <SignatureFields
              form={form}
              submitLabel={submitLabel}
              onCancel={close}
              autoFocus
              banner={banner && <Alert color="red">{banner}</Alert>}
            />
          </Stack>
        </form>
      )}
    </Modal>
  );
}
