import { createReadStream, createWriteStream } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { constants, createBrotliCompress, createGzip } from 'node:zlib';

const compressible = /\.(?:js|mjs|css|html|svg|json|txt|map|xml|webmanifest|wasm|ico)$/i;

/**
 * Writes `.br` and `.gz` beside every compressible file of `dir` (the Vite output), so the
 * gateway serves them without compressing per request. A sibling newer than its source is kept.
 * Answers how many files have siblings.
 */
export async function precompressDir(dir: string, minBytes = 512): Promise<number> {
  const result = { files: 0, written: 0 };
  const walk = async (d: string): Promise<void> => {
    for (const entry of await readdir(d, { withFileTypes: true })) {
      const path = join(d, entry.name);
      if (entry.isDirectory()) {
        await walk(path);
        continue;
      }
      if (!entry.isFile() || !compressible.test(entry.name)) continue;
      const source = await stat(path);
      if (source.size < minBytes) continue;
      result.files++;
      for (const [ext, make] of [
        [
          '.br',
          () =>
            createBrotliCompress({
              params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: source.size },
            }),
        ],
        ['.gz', () => createGzip({ level: 9 })],
      ] as const) {
        const target = path + ext;
        const existing = await stat(target).catch(() => undefined);
        if (existing && existing.mtimeMs >= source.mtimeMs) continue;
        await pipeline(createReadStream(path), make(), createWriteStream(target));
        result.written++;
      }
    }
  };
  await walk(dir);
  return result.files;
}
