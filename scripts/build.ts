/** Builds the web app and writes .br/.gz siblings so the gateway can serve them precompressed. */
import { join } from 'node:path';
import { root, run } from './lib.ts';
import { precompressDir } from '../gateway/src/lib/precompress.ts';

// WEB_DIST builds into another folder (several builds side by side on one machine); scripts/start.ts reads the same variable
const dist = process.env.WEB_DIST ?? join(root, 'web', 'dist');
const code = await run('npm', ['run', 'build', '-w', '@app/web', '--', '--outDir', dist]);
if (code !== 0) process.exit(code);
const n = await precompressDir(dist);
console.log(`precompressed ${n} files in ${dist}`);
