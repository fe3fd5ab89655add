import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LanguagePicker } from '@/components/language-picker';

/** The profile's language choice (docs/i18n.md): the same picker as the top bar's, with what it does. */
export function LanguageSection() {
  const { t } = useTranslation('shell');
  return (
    <Paper withBorder p="xl" component="section" aria-labelledby="language-title">
      <Group justify="space-between" align="center" wrap="wrap" gap="md">
        <Stack gap={4} maw={560}>
          <Title order={2} size="h4" id="language-title">
            {t('language.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('language.profileHint')}
          </Text>
        </Stack>
        <LanguagePicker />
      </Group>
    </Paper>
  );
}
