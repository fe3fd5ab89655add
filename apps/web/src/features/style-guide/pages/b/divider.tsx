import { Button, Divider, Group, Stack, Text } from '@mantine/core';
import { Demo, DemoStack } from '../../components/demo';
import { useTranslation } from 'react-i18next';

export default function DividerPage() {
  const { t } = useTranslation('styleGuideB');
  return (
    <DemoStack>
      <Demo
        title={t('divider.betweenSectionsForm')}
        description={t('divider.labelledDividerStartsNewPart')}
        code={`<Divider label="Billing" labelPosition="left" />`}
      >
        <Stack gap="sm">
          <Text size="sm">{t('divider.patientRiveraAnaDobApr')}</Text>
          <Divider label={t('divider.billing')} labelPosition="left" />
          <Text size="sm">{t('divider.primaryPayerMedicareMcr')}</Text>
          <Divider label={t('divider.specimens')} labelPosition="center" variant="dashed" />
          <Text size="sm">{t('divider.skinForearmShaveBiopsy')}</Text>
        </Stack>
      </Demo>
      <Demo
        title={t('divider.betweenGroupsActions')}
        description={t('divider.verticalDividerSeparates')}
        code={`<Group gap="xs">
  <Button variant="default" size="xs">Print</Button>
  <Button variant="default" size="xs">Email</Button>
  <Divider orientation="vertical" />
  <Button variant="light" color="red" size="xs">Cancel case</Button>
</Group>`}
      >
        <Group gap="xs">
          <Button variant="default" size="xs">
            {t('divider.print')}
          </Button>
          <Button variant="default" size="xs">
            {t('divider.email')}
          </Button>
          <Divider orientation="vertical" />
          <Button variant="light" color="red" size="xs">
            {t('divider.cancelCase')}
          </Button>
        </Group>
      </Demo>
      <Demo
        title={t('divider.sizesStyles')}
        description={t('divider.hairlineDefaultThickerDotted')}
        code={`<Divider />
<Divider size="sm" />
<Divider variant="dotted" />
<Divider label="or" />`}
      >
        <Stack gap="md">
          <Divider />
          <Divider size="sm" />
          <Divider variant="dotted" />
          <Divider label={t('divider.or')} />
        </Stack>
      </Demo>
    </DemoStack>
  );
}
