import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const COMPRESSIBLE = /\.(html|js|css|svg|json|txt|xml)$/;

/** Writes .br and .gz beside every text file of the build, once, at the highest levels. */
export function precompress(dir: string): void {
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !COMPRESSIBLE.test(entry.name)) continue;
    const file = path.join(entry.parentPath, entry.name);
    const body = readFileSync(file);
    const br = brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
    const gz = gzipSync(body, { level: 9 });
    // A compressed copy that saves little is not worth a decode on the client.
    if (br.byteLength < body.byteLength * 0.9) writeFileSync(`${file}.br`, br);
    if (gz.byteLength < body.byteLength * 0.9) writeFileSync(`${file}.gz`, gz);
  }
}
