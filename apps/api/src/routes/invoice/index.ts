import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  STAFF_ROLES,
  ZApiError,
  ZInvoice,
  ZInvoiceListQuery,
  ZInvoicePage,
  ZInvoiceParams,
  ZInvoiceQuery,
} from '@lab/domain';
import { notFound } from '../../lib/http-error';
import type { Access } from '../../plugins/auth';
import { renderInvoicePdf } from './invoice-pdf';
import { readLabSettings } from '../../services/lab-settings';
import { findInvoiceCase, listInvoices, loadInvoice } from './repository';
import { sendBinary } from '../../lib/binary-reply';

/** The invoice is the lab's billing: staff who may read cases (docs/invoice.md#who). */
const BILLING_READ: Access = { roles: STAFF_ROLES, area: 'cases', action: 'read' };
const tags = ['invoices'];

/**
 * Invoices (docs/invoice.md): the cases that have procedures to bill, and each one's invoice as JSON or PDF,
 * priced by the domain's buildInvoice from the Procedures list. Every read names patients, so every read is audited.
 */
const invoiceRoutes: FastifyPluginAsyncZod = async (app) => {
  const lab = () => ({ name: app.config.labName, address: app.config.labAddress, clia: app.config.labClia });

  app.get(
    '/api/invoices',
    {
      config: { access: BILLING_READ },
      schema: {
        tags,
        summary: 'Cases with procedures to bill (newest received first), each with its invoice number and global total',
        querystring: ZInvoiceListQuery,
        response: { 200: ZInvoicePage, 400: ZApiError },
      },
    },
    async (req) => {
      const page = await listInvoices(app.db, req.query);
      if (page.data.length) {
        await req.audit({
          eventtype: 'read',
          eventdescription: `Invoice list viewed (${page.data.length} rows)`,
          entity: 'invoice',
          datavalue: JSON.stringify(req.query),
        });
      }
      return page;
    },
  );

  async function invoiceOf(caseId: number, component: 'global' | 'technical' | 'professional') {
    const row = await findInvoiceCase(app.db, caseId);
    if (!row) throw notFound('Case');
    return loadInvoice(app.db, row, component, lab());
  }

  app.get(
    '/api/invoices/:caseId',
    {
      config: { access: BILLING_READ },
      schema: {
        tags,
        summary: 'The invoice of a case: lines priced from the Procedures list, the party billed, totals and warnings',
        params: ZInvoiceParams,
        querystring: ZInvoiceQuery,
        response: { 200: ZInvoice, 400: ZApiError, 404: ZApiError },
      },
    },
    async (req) => {
      const inv = await invoiceOf(req.params.caseId, req.query.component);
      await req.audit({
        eventtype: 'read',
        eventdescription: `Invoice ${inv.invoiceNumber} viewed`,
        casenumber: inv.caseNumber,
        entity: 'invoice',
        entityId: inv.caseId,
      });
      return inv;
    },
  );

  app.get(
    '/api/invoices/:caseId/pdf',
    {
      config: { access: BILLING_READ },
      schema: {
        tags,
        summary: 'The invoice of a case as a PDF (attachment invoice-INV-….pdf)',
        params: ZInvoiceParams,
        querystring: ZInvoiceQuery,
        produces: ['application/pdf'],
        response: { 400: ZApiError, 404: ZApiError },
      },
    },
    async (req, reply) => {
      const inv = await invoiceOf(req.params.caseId, req.query.component);
      // Drawn when asked for: in the lab's report language of the moment (docs/lab-settings.md).
      const pdf = await renderInvoicePdf(inv, (await readLabSettings(app.db, app.config)).reportLanguage);
      await req.audit({
        eventtype: 'download',
        eventdescription: `Invoice ${inv.invoiceNumber} downloaded as PDF`,
        casenumber: inv.caseNumber,
        entity: 'invoice',
        entityId: inv.caseId,
      });
      reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${inv.invoiceNumber}.pdf"`)
        .header('cache-control', 'private, no-store');
      return sendBinary(reply, pdf);
    },
  );
};

export default invoiceRoutes;
