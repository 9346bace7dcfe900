#!/usr/bin/env node
// Part of `npm run build`: brotli and gzip copies of the hashed assets, served as they are by
// @fastify/static (`preCompressed`), so no request pays for compressing the same bytes again.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const assets = path.resolve('dist/web/assets');
let count = 0;
for (const name of readdirSync(assets)) {
  if (!/\.(js|css|svg)$/.test(name)) continue;
  const file = path.join(assets, name);
  if (statSync(file).size < 1024) continue;
  const bytes = readFileSync(file);
  writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }));
  writeFileSync(
    `${file}.br`,
    brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  count++;
}
console.log(`precompressed ${count} assets (br, gz)`);
