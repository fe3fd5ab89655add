import { Link } from '@tanstack/react-router';
import { Anchor, Breadcrumbs, Text } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import { PageHeader } from '@/components/page-header';
import { Demo, DemoStack } from '../../components/demo';
import { SAMPLE_CASE } from './lab';

export default function BreadcrumbsPage() {
  return (
    <DemoStack>
      <Demo
        title="Where a page sits"
        description="Links up the hierarchy, the current page as plain text. The style guide's own pages open this way."
        code={`<Breadcrumbs>
  <Anchor component={Link} to="/" size="sm">Home</Anchor>
  <Anchor component={Link} to="/results" size="sm">Results</Anchor>
  <Text size="sm" c="dimmed">S26-00412</Text>
</Breadcrumbs>`}
      >
        <Breadcrumbs>
          <Anchor component={Link} to="/" size="sm">
            Home
          </Anchor>
          <Anchor component={Link} to="/results" size="sm">
            Results
          </Anchor>
          <Text size="sm" c="dimmed">
            {SAMPLE_CASE.caseNumber}
          </Text>
        </Breadcrumbs>
      </Demo>
      <Demo
        title="Separator and wrapping"
        description="A chevron separator flips in RTL (Mantine mirrors it); long trails wrap at 390 px instead of widening the page."
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
            Home
          </Anchor>
          <Anchor component={Link} to="/patient" size="sm">
            Patients
          </Anchor>
          <Text size="sm">{SAMPLE_CASE.patient}</Text>
          <Text size="sm">{SAMPLE_CASE.caseNumber}</Text>
          <Text size="sm" c="dimmed">
            Part A — {SAMPLE_CASE.specimen}
          </Text>
        </Breadcrumbs>
      </Demo>
      <Demo
        title="With the page header"
        description="PageHeader: the title of every page, its subtitle and its actions on the right (they wrap under the title on a phone)."
        code={`import { PageHeader } from '@/components/page-header';

<PageHeader title="S26-00412" subtitle="Maria Okafor · MRN M0001042" actions={<Button>Sign out</Button>} />`}
      >
        <PageHeader
          title={SAMPLE_CASE.caseNumber}
          subtitle={`${SAMPLE_CASE.patient} · MRN ${SAMPLE_CASE.mrn}`}
          actions={<Anchor size="sm">Print report</Anchor>}
        />
      </Demo>
    </DemoStack>
  );
}
