import { useState, type ReactNode } from 'react';
import { useForm, type DefaultValues, type FieldValues } from 'react-hook-form';
import { formResolver } from '@/lib/form-resolver';
import type { z } from 'zod';
import { Alert, Button, Code, SimpleGrid, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/**
 * Small helpers shared by the pages of part B of the style guide (docs/style-guide.md#part-b), so no page copies
 * another's plumbing.
 */

/** The states of one component side by side (one column at 390 px). */
export function States({ children, cols = 3 }: { children: ReactNode; cols?: number }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: cols }} spacing="md" verticalSpacing="md">
      {children}
    </SimpleGrid>
  );
}

/** An honest note: what the portal itself uses where the template had a third-party widget. */
export function PortalNote({ children, title }: { children: ReactNode; title?: string }) {
  const { t } = useTranslation('styleGuideB');
  return (
    <Alert variant="light" color="blue" title={title ?? t('kit.whatPortalUses')} icon={<IconInfoCircle size={18} />}>
      <Text size="sm">{children}</Text>
    </Alert>
  );
}

/**
 * A form as the portal builds them: react-hook-form with the zod schema as resolver, errors on leaving a field
 * ("onTouched"), plain messages from the global zod error map (packages/domain/src/zod-messages.ts).
 */
export function useZodForm<S extends z.ZodType<FieldValues, FieldValues>>(
  schema: S,
  defaultValues: DefaultValues<z.input<S>>,
) {
  return useForm<z.input<S>, unknown, z.output<S>>({
    // zodResolver's overloads pick their types from a concrete schema, not from one generic in S.
    resolver: formResolver<z.input<S>, z.output<S>>(schema),
    mode: 'onTouched',
    defaultValues,
  });
}

/** What a demo form does on a valid submit: says so (a style-guide example stores nothing). */
export function demoSaved(what: string, values?: unknown) {
  notifications.show({
    color: 'green',
    title: `${what} is valid`,
    message:
      values === undefined
        ? 'An example of the style guide: nothing was stored.'
        : `Would send ${JSON.stringify(values)}`,
  });
}

/** The values a form would send, under it. */
export function SentValues({ values }: { values: unknown }) {
  const { t } = useTranslation('styleGuideB');
  if (values === null || values === undefined) return null;
  return (
    <Code block dir="ltr" style={{ overflowX: 'auto', whiteSpace: 'pre' }} aria-label={t('kit.valuesSent')}>
      {JSON.stringify(values, null, 2)}
    </Code>
  );
}

/**
 * A loading state shown on demand: a spinner or skeleton that runs forever would keep the page from ever being
 * still (and the browser checks, which wait for animations, from finishing).
 */
export function OnDemandLoading({
  label = 'Show the loading state',
  children,
}: {
  label?: string;
  children: (loading: boolean) => ReactNode;
}) {
  const { t } = useTranslation('styleGuideB');
  const [loading, setLoading] = useState(false);
  return (
    <Stack gap="xs">
      <Button size="xs" variant="default" w="fit-content" onClick={() => setLoading((l) => !l)} aria-pressed={loading}>
        {loading ? t('kit.stopLoading') : label}
      </Button>
      {children(loading)}
    </Stack>
  );
}
