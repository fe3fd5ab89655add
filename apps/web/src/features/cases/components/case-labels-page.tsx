import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from '@tanstack/react-router';
import { Box, Button, Group, Text, Title } from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import { IconExternalLink, IconPrinter } from '@tabler/icons-react';
import { useCase } from '../api/get-case';
import { caseLabelsPath } from '../api/labels-url';
import { useEmbeddedUrl } from '@/lib/downloads';
import { RecordPending } from '@/components/record-pending';

/**
 * /specimen/$id/labels, an internal page opened in its own tab by "Print labels": the barcode labels of
 * the case and each part (Code 128) with a Print button (Ctrl+P works too) and a way back to the case.
 */
export function CaseLabelsPage() {
  const { t } = useTranslation('cases');
  const id = Number(useParams({ strict: false }).id);
  const { data: c, error } = useCase(id);
  // The PDF in the frame opens by a signed link (an iframe cannot send the session's header).
  const src = useEmbeddedUrl(c ? caseLabelsPath(c.id) : null);
  const frame = useRef<HTMLIFrameElement>(null);
  const print = () => frame.current?.contentWindow?.print();
  useHotkeys([['mod+P', print]]);
  if (!c) return <RecordPending error={error} title={t('labels.cannotShow')} notFound={t('labels.notFound')} />;
  return (
    <Box display="flex" style={{ flexDirection: 'column', flex: 1, gap: 'var(--mantine-spacing-sm)' }}>
      <Group justify="space-between" wrap="wrap">
        <div>
          <Title order={1} size="h3">
            {t('labels.of')} <span data-testid="labels-case-number">{c.caseNumber}</span>
          </Title>
          <Text size="sm" c="dimmed">
            {t('labels.summary', {
              lastName: c.patient.lastName,
              firstName: c.patient.firstName,
              mrn: c.patient.mrn,
              count: c.parts.length,
            })}
          </Text>
        </div>
        <Group gap="sm">
          <Button
            component={Link}
            to={`/specimen/${c.id}`}
            variant="default"
            leftSection={<IconExternalLink size={16} />}
          >
            {t('done.openCase')}
          </Button>
          <Button onClick={print} leftSection={<IconPrinter size={16} />}>
            {t('labels.print')}
          </Button>
        </Group>
      </Group>
      <Box
        component="iframe"
        ref={frame}
        src={src}
        title={t('labels.title', { caseNumber: c.caseNumber })}
        style={{
          flex: 1,
          minHeight: '70vh',
          width: '100%',
          border: '1px solid var(--mantine-color-default-border)',
          borderRadius: 4,
        }}
      />
    </Box>
  );
}
