/** Builds the web app and writes .br/.gz siblings so the gateway can serve them precompressed. */
import { join } from 'node:path';
import { root, run } from './lib.ts';
import { precompressDir } from '../gateway/src/lib/precompress.ts';

const code = await run('npm', ['run', 'build', '-w', '@app/web']);
if (code !== 0) process.exit(code);
const n = await precompressDir(join(root, 'web', 'dist'));
console.log(`precompressed ${n} files in web/dist`);
