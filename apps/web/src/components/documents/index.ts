export { DocumentList } from './document-list';
export { DocumentDropzone } from './document-dropzone';
export { DocumentUploadPanel } from './document-upload-panel';
export { DocumentPreviewModal } from './document-preview-modal';
export { DocumentDownloadButton, DocumentViewer, documentFilePath, useDocumentDownload } from './document-viewer';
