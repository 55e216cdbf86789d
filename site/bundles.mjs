// Reads the bundles the site's Python and data come in (sitebuild/zips.py): a zip of stored files,
// gzip-compressed whole. interpreter.mjs writes their files into Python's working directory;
// snapshot-worker.mjs hands them to its Pyodide.

// Whether the browser inflates gzip itself (DecompressionStream: not in Safari before 16.4).
export const INFLATES = (() => {
  try { return Boolean(new DecompressionStream("gzip")); } catch { return false; }
})();

// The zip a bundle holds, inflated.
export async function unzipped(buffer) {
  const stream = new Blob([buffer]).stream().pipeThrough(new DecompressionStream("gzip"));
  return new Response(stream).arrayBuffer();
}

// The files of a zip as [{name, data}], read from its central directory: write_bundle stores every
// file as it is and writes no folder entries.
export function zipFiles(buffer) {
  const bytes = new Uint8Array(buffer), view = new DataView(buffer);
  let end = bytes.length - 22;
  while (end >= 0 && view.getUint32(end, true) !== 0x06054b50) end--;
  if (end < 0) throw new Error("not a zip");
  const names = new TextDecoder();
  const files = [];
  for (let i = 0, at = view.getUint32(end + 16, true); i < view.getUint16(end + 10, true); i++) {
    const method = view.getUint16(at + 10, true), size = view.getUint32(at + 20, true);
    const nameLength = view.getUint16(at + 28, true), local = view.getUint32(at + 42, true);
    const name = names.decode(bytes.subarray(at + 46, at + 46 + nameLength));
    at += 46 + nameLength + view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
    const start = local + 30 + view.getUint16(local + 26, true) + view.getUint16(local + 28, true);
    if (method !== 0) throw new Error(`${name}: not stored as it is (zip method ${method})`);
    files.push({name, data: bytes.subarray(start, start + size)});
  }
  return files;
}
