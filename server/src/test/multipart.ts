/** One part of a multipart body: a file when it has a `filename`, else a plain field. */
export interface Part {
  /** The form field's name; `files` unless given. */
  name?: string;
  filename?: string;
  type?: string;
  content: string | Buffer;
}

/** A multipart/form-data body, as a browser's FormData would send it, for `inject`. */
export function multipart(parts: Part[]) {
  const boundary = '----commerce-test-boundary';
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = part.filename
      ? `form-data; name="${part.name ?? 'files'}"; filename="${part.filename}"`
      : `form-data; name="${part.name ?? 'files'}"`;
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: ${disposition}\r\n${
          part.filename ? `Content-Type: ${part.type ?? 'application/octet-stream'}\r\n` : ''
        }\r\n`,
      ),
      Buffer.isBuffer(part.content) ? part.content : Buffer.from(part.content),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
