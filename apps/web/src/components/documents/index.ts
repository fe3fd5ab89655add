export { DocumentList } from './document-list';
export { DocumentUploadPanel } from './document-upload-panel';
export { DocumentPreviewModal, documentFileUrl } from './document-preview-modal';
