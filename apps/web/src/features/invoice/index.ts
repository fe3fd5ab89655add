export { InvoiceListPage } from './components/invoice-list-page';
export { InvoicePage } from './components/invoice-page';
