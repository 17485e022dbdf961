// A static file server for the end-to-end tests: serves ../../dist (or $DIST) under a sub-folder
// (/nested/lab/) on 127.0.0.1, as a plain static host would, to prove relative URLs work. With
// GZIP=1 it sends each file gzipped (`gzip -9`) to a browser that accepts it, as a static host does
// (the benchmark over a slow link, benches/slow-link.mjs).
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const ROOT = resolve(process.env.DIST ?? fileURLToPath(new URL('../../dist', import.meta.url)));
const PREFIX = '/nested/lab/';
const PORT = Number(process.env.PORT ?? 4173);
const GZIP = process.env.GZIP === '1';
/** Each file's gzipped body, made once. */
const gzipped = new Map();
const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.wasm': 'application/wasm',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.png': 'image/png',
};

createServer(async (req, res) => {
  const path = decodeURIComponent(new URL(req.url, 'http://localhost').pathname);
  if (!path.startsWith(PREFIX)) {
    res.writeHead(404).end('not found');
    return;
  }
  let file = normalize(join(ROOT, path.slice(PREFIX.length)));
  if (!file.startsWith(ROOT)) {
    res.writeHead(403).end('forbidden');
    return;
  }
  try {
    if ((await stat(file)).isDirectory()) file = join(file, 'index.html');
    const body = await readFile(file);
    const headers = { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' };
    if (GZIP && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '')) {
      if (!gzipped.has(file)) gzipped.set(file, gzipSync(body, { level: 9 }));
      res.writeHead(200, { ...headers, 'content-encoding': 'gzip', vary: 'accept-encoding' });
      res.end(gzipped.get(file));
      return;
    }
    res.writeHead(200, headers);
    res.end(body);
  } catch {
    res.writeHead(404).end('not found');
  }
}).listen(PORT, '127.0.0.1', () => {
  console.log(`serving ${ROOT} at http://127.0.0.1:${PORT}${PREFIX}`);
});
