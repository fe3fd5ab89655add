export { DocumentsPage } from './components/documents-page';
export { DocumentViewPage } from './components/document-view-page';
