import { useState, type MouseEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useForm, type FieldErrors, type Path, type PathValue, type UseFormReturn } from 'react-hook-form';
import { Alert, Button, Checkbox, Group, List, Modal, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { translateServerMessage, type TSignOutWarning, type TWebauthnResponse } from '@lab/domain';
import { IconFingerprint, IconSignature } from '@tabler/icons-react';
import { showServerErrors } from '@/lib/form-errors';
import { assertMyPasskey, useSignatureFactors } from '@/api/auth/second-factor';

/** The second factor a signature sends: the code typed, or the passkey's assertion ("Use your passkey"). */
export interface SignatureFactor {
  code?: string;
  webauthn?: TWebauthnResponse;
}

/** The factor of a signing form's values: the assertion when the passkey was used, else the code typed (if any). */
export const signatureFactorOf = (v: { code: string; webauthn?: TWebauthnResponse }): SignatureFactor =>
  v.webauthn ? { webauthn: v.webauthn } : { code: v.code.trim() || undefined };

/**
 * The foot of every signing form (sign-out, amendment, addendum): what the password means, the password, the
 * second factor of a signer who has one (the authenticator code, and/or "Use your passkey", which asks the passkey
 * and then submits the form with its assertion), and Cancel beside the signing button. `banner` stands between the
 * text and the password.
 */
export function SignatureFields<T extends { password: string; code?: string; webauthn?: TWebauthnResponse }>({
  form,
  submitLabel,
  onCancel,
  cancelLabel,
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
  const { t } = useTranslation('workspace');
  const errors = form.formState.errors as FieldErrors<{ password: string; code: string; webauthn: string }>;
  const factors = useSignatureFactors();
  const [passkeyError, setPasskeyError] = useState<string | null>(null);
  const [asking, setAsking] = useState(false);
  const webauthnPath = 'webauthn' as Path<T>;
  const signWithPasskey = async (e: MouseEvent<HTMLButtonElement>) => {
    const formEl = e.currentTarget.form;
    setPasskeyError(null);
    form.clearErrors(webauthnPath);
    if (!(await form.trigger('password' as Path<T>))) return;
    setAsking(true);
    try {
      const assertion = await assertMyPasskey();
      form.setValue(webauthnPath, assertion as PathValue<T, Path<T>>);
      formEl?.requestSubmit();
    } catch {
      // The browser's own refusal (cancelled, timed out, no passkey of mine here).
      setPasskeyError(t('signature.passkeyNotUsed'));
    } finally {
      setAsking(false);
    }
  };
  const webauthnError = passkeyError ?? errors.webauthn?.message;
  return (
    <>
      <Text size="sm">{t('signature.text')}</Text>
      {banner}
      <PasswordInput
        label={t('signature.password')}
        autoComplete="current-password"
        data-autofocus={autoFocus || undefined}
        {...form.register('password' as Path<T>, { required: t('required') })}
        error={errors.password?.message}
      />
      {factors.code && (
        <TextInput
          label={t('signature.code')}
          description={factors.passkey ? t('signature.codeHintPasskey') : t('signature.codeHint')}
          autoComplete="one-time-code"
          inputMode="numeric"
          {...form.register('code' as Path<T>, {
            // With a passkey too, the code may stay empty: the passkey is the other way.
            required: factors.passkey ? false : t('required'),
            // Typing a code again after a passkey was refused sends the code.
            onChange: () => form.setValue(webauthnPath, undefined as PathValue<T, Path<T>>),
          })}
          error={errors.code?.message}
        />
      )}
      {factors.passkey && (
        <div>
          <Button
            variant="light"
            fullWidth
            leftSection={<IconFingerprint size={16} />}
            onClick={(e) => void signWithPasskey(e)}
            loading={asking}
            disabled={form.formState.isSubmitting}
          >
            {t('signature.usePasskey')}
          </Button>
          {webauthnError && (
            <Text size="sm" c="red" mt={4} role="alert">
              {webauthnError}
            </Text>
          )}
        </div>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel}>
          {cancelLabel ?? t('cases:cancel')}
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
  onSign(password: string, confirmWarnings: boolean, factor: SignatureFactor): Promise<unknown>;
}) {
  const { t, i18n } = useTranslation('workspace');
  const form = useForm<{ password: string; code: string; webauthn?: TWebauthnResponse; confirmWarnings: boolean }>({
    defaultValues: { password: '', code: '', confirmWarnings: false },
  });
  const close = () => {
    form.reset();
    onClose();
  };
  const submit = form.handleSubmit(async (values) => {
    try {
      await onSign(values.password, warnings.length > 0 && values.confirmWarnings, signatureFactorOf(values));
      form.reset();
    } catch (e) {
      // An assertion is used once: the next try asks the passkey again.
      form.setValue('webauthn', undefined);
      showServerErrors(e, form, ['password', 'code', 'webauthn']);
    }
  });
  const confirmError = form.formState.errors.confirmWarnings?.message;
  const banner = form.formState.errors.root?.message;
  return (
    <Modal opened={opened} onClose={close} title={title} centered>
      {blockers.length > 0 ? (
        <Stack>
          <Alert color="orange" title={t('sign.notReady')}>
            <List size="sm">
              {blockers.map((b) => (
                <List.Item key={b}>{translateServerMessage(b, i18n.language)}</List.Item>
              ))}
            </List>
          </Alert>
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('sign.back')}
            </Button>
          </Group>
        </Stack>
      ) : (
        <form
          onSubmit={(e) => {
            // The passkey's refusal stands on no input: left, it would hold every next try.
            form.clearErrors('webauthn');
            void submit(e);
          }}
        >
          <Stack>
            {warnings.length > 0 && (
              <Alert color="orange" title={t('sign.check')}>
                <List size="sm">
                  {warnings.map((w) => (
                    <List.Item key={w.text}>{translateServerMessage(w.text, i18n.language)}</List.Item>
                  ))}
                </List>
                <Checkbox
                  mt="sm"
                  label={t('sign.confirm')}
                  error={confirmError}
                  {...form.register('confirmWarnings', {
                    validate: (v) => v || t('sign.confirmError'),
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
