import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert, Button, Group, List, Modal, PasswordInput, Stack, Text } from '@mantine/core';
import { IconSignature } from '@tabler/icons-react';
import { applyServerErrors } from '@/lib/form-errors';

export const SIGNATURE_TEXT = 'By entering your password you sign this report electronically.';

/**
 * Asks the password again as the electronic signature. `blockers` (signOutBlockers) are shown instead of
 * the password when the case cannot be signed yet.
 */
export function SignatureModal({
  opened,
  title,
  blockers = [],
  submitLabel,
  onClose,
  onSign,
}: {
  opened: boolean;
  title: string;
  blockers?: string[];
  submitLabel: string;
  onClose(): void;
  onSign(password: string): Promise<unknown>;
}) {
  const form = useForm<{ password: string }>({ defaultValues: { password: '' } });
  const [banner, setBanner] = useState<string | null>(null);
  const close = () => {
    form.reset();
    setBanner(null);
    onClose();
  };
  const submit = form.handleSubmit(async ({ password }) => {
    setBanner(null);
    try {
      await onSign(password);
      form.reset();
    } catch (e) {
      setBanner(applyServerErrors(e, form.setError, ['password']));
    }
  });
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
            <Text size="sm">{SIGNATURE_TEXT}</Text>
            {banner && <Alert color="red">{banner}</Alert>}
            <PasswordInput
              label="Password"
              autoComplete="current-password"
              data-autofocus
              {...form.register('password', { required: 'is required' })}
              error={form.formState.errors.password?.message}
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                Cancel
              </Button>
              <Button type="submit" leftSection={<IconSignature size={16} />} loading={form.formState.isSubmitting}>
                {submitLabel}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
