import { Badge, Button, Group, Tooltip } from '@mantine/core';
import { IconDownload, IconEye, IconTrash } from '@tabler/icons-react';
import { Demo, DemoStack } from '../../components/demo';
import { StateRow, TipIcon } from './parts';
import { useTranslation } from 'react-i18next';

const POSITIONS = ['top', 'right', 'bottom', 'left'] as const;

export default function TooltipsPage() {
  const { t } = useTranslation('styleGuideA');
  return (
    <DemoStack>
      <Demo
        title={t('tooltips.namesIconButtons')}
        description={t('tooltips.rowActionsDocumentListEvery')}
        code={`<Tooltip label="Preview">
  <ActionIcon variant="subtle" aria-label="Preview requisition.pdf"><IconEye size={16} /></ActionIcon>
</Tooltip>
<Tooltip label="Download">
  <ActionIcon variant="subtle" aria-label="Download requisition.pdf"><IconDownload size={16} /></ActionIcon>
</Tooltip>
<Tooltip label="Delete">
  <ActionIcon variant="subtle" color="red" aria-label="Delete requisition.pdf"><IconTrash size={16} /></ActionIcon>
</Tooltip>`}
      >
        <Group gap={4}>
          <TipIcon
            tip={t('tooltips.preview')}
            label={t('tooltips.previewRequisitionPdf')}
            variant="subtle"
            icon={<IconEye size={16} />}
          />
          <TipIcon
            tip={t('tooltips.download')}
            label={t('tooltips.downloadRequisitionPdf')}
            variant="subtle"
            icon={<IconDownload size={16} />}
          />
          <TipIcon
            tip={t('tooltips.delete')}
            label={t('tooltips.deleteRequisitionPdf')}
            variant="subtle"
            color="red"
            icon={<IconTrash size={16} />}
          />
        </Group>
      </Demo>
      <Demo
        title={t('tooltips.positionsArrowMultiline')}
        description={t('tooltips.positionsAreLogicalRtlRight')}
        code={`<Tooltip label="Above" position="top" withArrow><Button variant="default">top</Button></Tooltip>
<Tooltip multiline w={260} withArrow
  label="This portal runs on the demo database: accounts with published passwords. Not for patient data.">
  <Badge color="orange">Demo data</Badge>
</Tooltip>`}
      >
        <StateRow label={t('tooltips.positionsArrow')}>
          {POSITIONS.map((p) => (
            <Tooltip key={p} label={t('tooltips.tooltip', { p })} position={p} withArrow>
              <Button variant="default" size="xs">
                {p}
              </Button>
            </Tooltip>
          ))}
        </StateRow>
        <StateRow label={t('tooltips.multiline')}>
          <Tooltip multiline w={260} withArrow label={t('tooltips.portalRunsDemoDatabaseAccounts')}>
            <Badge color="orange" tabIndex={0}>
              {t('tooltips.demoData')}
            </Badge>
          </Tooltip>
        </StateRow>
      </Demo>
      <Demo
        title={t('tooltips.whyButtonDisabled')}
        description={t('tooltips.disabledButtonGetsNoPointer')}
        code={`<Tooltip label="A diagnosis is needed before sign-out">
  <span><Button disabled>Sign out</Button></span>
</Tooltip>`}
      >
        <Tooltip label={t('tooltips.diagnosisNeededBeforeSignOut')}>
          {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a disabled button's tooltip needs a focusable wrapper */}
          <span style={{ display: 'inline-block' }} tabIndex={0}>
            <Button disabled>{t('tooltips.signOut')}</Button>
          </span>
        </Tooltip>
      </Demo>
    </DemoStack>
  );
}
