const BOUNDARY = '----labtestboundary';

export const MULTIPART_HEADERS = { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` };

export interface MultipartFile {
  /** The form field of the file part. */
  field: string;
  name: string;
  data: Buffer;
  type?: string;
}

/** A multipart body for app.inject: text fields first, then the file (or a cut-off body when `truncate`). */
export function multipart(fields: Record<string, string | number>, file?: MultipartFile, truncate = false): Buffer {
  const chunks: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  }
  if (file) {
    chunks.push(
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.name}"\r\nContent-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
    );
    chunks.push(truncate ? file.data.subarray(0, Math.floor(file.data.length / 2)) : file.data);
    if (!truncate) chunks.push(Buffer.from('\r\n'));
  }
  if (!truncate) chunks.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return Buffer.concat(chunks);
}
