import { useMutation, useQueryClient } from '@tanstack/react-query';
import { documentKeys } from '@/api/query-keys';
import { ZUploadedDocument, type TDocumentCategory } from '@lab/domain';
import { uploadForm } from '@/lib/upload';

export interface UploadDocumentInput {
  file: File;
  title: string;
  category: TDocumentCategory;
  patientId?: number;
  caseId?: number;
  onProgress?(fraction: number): void;
  signal?: AbortSignal;
}

/** Text fields first, the file last, so the server knows the target before the bytes arrive. */
export function uploadDocument({ file, title, category, patientId, caseId, onProgress, signal }: UploadDocumentInput) {
  const form = new FormData();
  form.append('title', title);
  form.append('category', category);
  if (patientId) form.append('patientId', String(patientId));
  if (caseId) form.append('caseId', String(caseId));
  form.append('file', file, file.name);
  return uploadForm('/api/documents', form, { schema: ZUploadedDocument, onProgress, signal });
}

export function useUploadDocument() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: uploadDocument,
    onSuccess: () => qc.invalidateQueries({ queryKey: documentKeys.lists() }),
  });
}
