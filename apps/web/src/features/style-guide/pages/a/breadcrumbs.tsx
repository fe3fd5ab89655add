import { Link } from '@tanstack/react-router';
import { Anchor, Breadcrumbs, Text } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import { PageHeader } from '@/components/page-header';
import { Demo, DemoStack } from '../../components/demo';
import { SAMPLE_CASE } from './lab';
import { useTranslation } from 'react-i18next';
import { useSampleText } from '../../components/use-sample-text';

export default function BreadcrumbsPage() {
  const sample = useSampleText('styleGuideA');
  const { t } = useTranslation('styleGuideA');
  return (
    <DemoStack>
      <Demo
        title={t('breadcrumbs.wherePageSits')}
        description={t('breadcrumbs.linksUpHierarchyCurrentPage')}
        code={`<Breadcrumbs>
  <Anchor component={Link} to="/" size="sm">Home</Anchor>
  <Anchor component={Link} to="/results" size="sm">Results</Anchor>
  <Text size="sm" c="dimmed">S26-00412</Text>
</Breadcrumbs>`}
      >
        <Breadcrumbs>
          <Anchor component={Link} to="/" size="sm">
            {t('breadcrumbs.home')}
          </Anchor>
          <Anchor component={Link} to="/results" size="sm">
            {t('breadcrumbs.results')}
          </Anchor>
          <Text size="sm" c="dimmed">
            {SAMPLE_CASE.caseNumber}
          </Text>
        </Breadcrumbs>
      </Demo>
      <Demo
        title={t('breadcrumbs.separatorWrapping')}
        description={t('breadcrumbs.chevronSeparatorFlipsRtl')}
        code={`<Breadcrumbs separator={<IconChevronRight size={14} className="mantine-rotate-rtl" />} separatorMargin={4} style={{ flexWrap: 'wrap' }}>
  …
</Breadcrumbs>`}
      >
        <Breadcrumbs
          separator={<IconChevronRight size={14} className="mantine-rotate-rtl" />}
          separatorMargin={4}
          style={{ flexWrap: 'wrap' }}
        >
          <Anchor component={Link} to="/" size="sm">
            {t('breadcrumbs.home')}
          </Anchor>
          <Anchor component={Link} to="/patient" size="sm">
            {t('breadcrumbs.patients')}
          </Anchor>
          <Text size="sm">{SAMPLE_CASE.patient}</Text>
          <Text size="sm">{SAMPLE_CASE.caseNumber}</Text>
          <Text size="sm" c="dimmed">
            {t('breadcrumbs.part', { specimen: sample(SAMPLE_CASE.specimen) })}
          </Text>
        </Breadcrumbs>
      </Demo>
      <Demo
        title={t('breadcrumbs.pageHeader')}
        description={t('breadcrumbs.pageheaderTitleEveryPage')}
        code={`import { PageHeader } from '@/components/page-header';

<PageHeader title="S26-00412" subtitle="Maria Okafor · MRN M0001042" actions={<Button>Sign out</Button>} />`}
      >
        <PageHeader
          title={SAMPLE_CASE.caseNumber}
          subtitle={t('breadcrumbs.mrn', { patient: SAMPLE_CASE.patient, mrn: SAMPLE_CASE.mrn })}
          actions={<Anchor size="sm">{t('breadcrumbs.printReport')}</Anchor>}
        />
      </Demo>
    </DemoStack>
  );
}
