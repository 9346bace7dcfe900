// Run with tsx (npm run build does).
// Copies the maintained Lucide icon set (lucide-static, ISC) into public/static/icons under the asset host's
// naming (`arrow-left.svg` → `Arrow-Left.svg`), minified a little: no licence comment per file (the licence
// ships once as LICENSE.txt), no newlines.
import { mkdir, readdir, readFile, writeFile, copyFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { iconFileName } from '../src/shared/icon-name.js';

const source = fileURLToPath(new URL('../node_modules/lucide-static/icons/', import.meta.url));
const target = fileURLToPath(new URL('../public/static/icons/', import.meta.url));

await mkdir(target, { recursive: true });
const files = (await readdir(source)).filter((f) => f.endsWith('.svg'));
await Promise.all(
  files.map(async (file) => {
    const svg = await readFile(source + file, 'utf8');
    const compact = svg
      .replace(/<!--[\s\S]*?-->/g, '')
      .replace(/\s*\n\s*/g, ' ')
      .replace(/>\s+</g, '><')
      .trim();
    await writeFile(target + iconFileName(file.slice(0, -4)), compact + '\n');
  }),
);
await copyFile(
  fileURLToPath(new URL('../node_modules/lucide-static/LICENSE', import.meta.url)),
  target + 'LICENSE.txt',
);
console.log(`icons: ${files.length} written to public/static/icons`);
