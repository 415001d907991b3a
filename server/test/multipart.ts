/** A multipart/form-data body with text fields and one file, as a browser's FormData sends it. */
export function multipartBody(
  file: { field: string; content: Buffer; filename: string; type: string },
  fields: Record<string, string> = {},
) {
  const boundary = '----ikawa-test-boundary';
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.filename}"\r\nContent-Type: ${file.type}\r\n\r\n`;
  return {
    payload: Buffer.concat([
      Buffer.from(parts.join('') + head),
      file.content,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
