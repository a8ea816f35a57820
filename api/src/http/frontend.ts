import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { notFoundBody } from './errors.ts';
import { requestLanguage } from './request-context.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** A host build file whose name carries its content hash (as host/nginx.conf matches them): it never changes. */
const CONTENT_HASHED = /(?:^|\/)(?:[^/]+\.[0-9a-f]{8}\.(?:js|css)(?:\.map)?|[0-9a-f]{16,}\.(?:png|svg|webp|woff2?))$/;

/**
 * The cache of a file of the host's build: forever for a content-hashed one, revalidated for the
 * rest (index.html, mf-manifest.json, mf-stats.json, favicon.svg). Judged on the file asked for:
 * `path` may be the .br or .gz copy sent in its place.
 */
export function hostCacheControl(path: string): string {
  return CONTENT_HASHED.test(path.replace(/\.(?:br|gz)$/, '')) ? IMMUTABLE : 'no-cache';
}

/** Game art and other images shipped with the API (api/public/images), at `/images/`. */
export const PUBLIC_IMAGES_DIR = resolve(import.meta.dirname, '..', '..', 'public', 'images');

/**
 * Serves `/images/` (spec §3: a game's image is /images/games/{uuid}.webp) with or without the
 * front end. A file's name never changes meaning, but art may be redrawn: a day's cache.
 */
export async function registerPublicImages(app: FastifyInstance): Promise<void> {
  await app.register(fastifyStatic, {
    root: PUBLIC_IMAGES_DIR,
    prefix: '/images/',
    decorateReply: false,
    index: false,
    setHeaders: (response) => {
      response.header('Cache-Control', 'public, max-age=86400');
    },
  });
}

/**
 * Serves the built host at `/` and the published remote releases at `/mfe/<remote>/<version>/`.
 * Release folders never change, so they are cached forever; the host's index.html is always
 * revalidated so a new host build or a registry change is picked up on the next load.
 */
export async function registerFrontend(app: FastifyInstance, options: { hostDistDir: string; mfeDir: string; apiPrefix: string }): Promise<void> {
  await app.register(fastifyStatic, {
    root: options.mfeDir,
    prefix: '/mfe/',
    decorateReply: false,
    index: false,
    // The registry writes each release file's .br and .gz copies when it is published.
    preCompressed: true,
    allowedPath: (pathName) => !pathName.includes('/.staging/'),
    setHeaders: (response) => {
      response.header('Cache-Control', IMMUTABLE);
      response.header('Access-Control-Allow-Origin', '*');
    },
  });

  const indexHtml = join(options.hostDistDir, 'index.html');
  await app.register(fastifyStatic, {
    root: options.hostDistDir,
    prefix: '/',
    index: 'index.html',
    wildcard: true,
    // The host's build writes .br and .gz copies of its files (shared/build/precompress.ts).
    preCompressed: true,
    setHeaders: (response, path) => {
      response.header('Cache-Control', hostCacheControl(path));
    },
  });

  // Client-side routes (/sports, /user/wallet, /anything) all get the host page; the host's
  // router shows the page or /404. API and release paths keep their JSON/404 answers.
  app.setNotFoundHandler((request, reply) => {
    const isPageRequest =
      (request.method === 'GET' || request.method === 'HEAD') && !request.url.startsWith(options.apiPrefix) && !request.url.startsWith('/mfe/');
    if (isPageRequest && existsSync(indexHtml)) {
      return reply.header('Cache-Control', 'no-cache').type('text/html').sendFile('index.html', options.hostDistDir);
    }
    return reply.code(404).send(notFoundBody(requestLanguage(request)));
  });
}
