import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createPortal } from 'react-dom';
import { Link, useParams, useRouterState } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { Alert, Anchor, Button, Group, Loader, SegmentedControl, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconArrowLeft, IconDownload, IconPrinter } from '@tabler/icons-react';
import { INVOICE_COMPONENTS, type TInvoiceComponent } from '@lab/domain';
import { PageHeader } from '@/components/page-header';
import { isolateLtr } from '@/lib/format';
import { downloadInvoicePdf, invoiceQuery } from '../api/invoices';
import { InvoiceDocument } from './invoice-document';
import classes from './invoice.module.css';

const isComponent = (v: unknown): v is TInvoiceComponent => INVOICE_COMPONENTS.some((c) => c === v);

/**
 * `/pages/invoice/:caseId`: the invoice of one case (docs/invoice.md#page), global or one side of a TC/PC split
 * (`?component=technical`), with Print (only the invoice is printed, never the portal around it) and Download PDF.
 */
export function InvoicePage() {
  const { t } = useTranslation('invoice');
  const componentOptions = INVOICE_COMPONENTS.map((value) => ({ value, label: t(`page.components.${value}`) }));
  const { caseId } = useParams({ strict: false }) as { caseId?: string };
  const id = Number(caseId);
  const validId = Number.isInteger(id) && id > 0;
  const initial = useRouterState({ select: (s) => (s.location.search as Record<string, unknown>).component });
  const [component, setComponent] = useState<TInvoiceComponent>(isComponent(initial) ? initial : 'global');
  const [downloading, setDownloading] = useState(false);
  const q = useQuery({ ...invoiceQuery(id, component), enabled: validId });
  const inv = q.data;

  const download = async () => {
    setDownloading(true);
    try {
      const name = await downloadInvoicePdf(id, component);
      notifications.show({ color: 'green', message: t('page.downloaded', { name }) });
    } catch (e) {
      notifications.show({ color: 'red', title: t('page.downloadFailed'), message: (e as Error).message });
    } finally {
      setDownloading(false);
    }
  };

  return (
    <>
      <PageHeader
        title={inv ? t('page.title', { number: isolateLtr(inv.invoiceNumber) }) : t('page.invoice')}
        subtitle={
          <Anchor component={Link} to="/pages/invoice" size="sm">
            <Group gap={4} component="span">
              <IconArrowLeft size={14} /> {t('page.all')}
            </Group>
          </Anchor>
        }
        actions={
          <>
            <Button
              variant="default"
              leftSection={<IconPrinter size={16} />}
              onClick={() => window.print()}
              disabled={!inv}
            >
              {t('page.print')}
            </Button>
            <Button
              leftSection={<IconDownload size={16} />}
              onClick={() => void download()}
              loading={downloading}
              disabled={!inv}
            >
              {t('page.downloadPdf')}
            </Button>
          </>
        }
      />
      <Stack>
        <Group gap="sm" wrap="wrap">
          <Text size="sm" fw={500}>
            {t('page.bill')}
          </Text>
          <SegmentedControl
            aria-label={t('page.componentBilled')}
            data={componentOptions}
            value={component}
            onChange={(v) => isComponent(v) && setComponent(v)}
            size="xs"
          />
          {inv?.caseId && (
            <Anchor component={Link} to={`/specimen/${inv.caseId}`} size="sm">
              {t('page.openCase', { number: isolateLtr(inv.caseNumber) })}
            </Anchor>
          )}
        </Group>
        {!validId && <Alert color="red">{t('page.noSuch')}</Alert>}
        {q.isPending && validId && <Loader aria-label={t('page.loading')} />}
        {q.error && (
          <Alert color="red" title={t('page.cannotRead')}>
            {q.error.message}
          </Alert>
        )}
        {inv && <InvoiceDocument invoice={inv} />}
      </Stack>
      {/* What Print prints: a copy under <body>, so the shell around the page is never on paper (invoice.module.css). */}
      {inv &&
        createPortal(
          <div className={classes.printCopy} data-mantine-color-scheme="light" aria-hidden>
            <InvoiceDocument invoice={inv} testId="invoice-print-copy" />
          </div>,
          document.body,
        )}
    </>
  );
}
