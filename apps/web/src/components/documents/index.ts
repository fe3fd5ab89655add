export { DocumentList } from './document-list';
export { DocumentDropzone } from './document-dropzone';
export { DocumentUploadPanel } from './document-upload-panel';
export { DocumentPreviewModal } from './document-preview-modal';
export { DocumentViewer, documentFileUrl } from './document-viewer';
