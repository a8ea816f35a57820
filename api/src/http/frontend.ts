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

/** A request the host page answers: a browser asking for a page, not an API call or a release file. */
function isPageRequest(method: string, url: string, apiPrefix: string): boolean {
  return (method === 'GET' || method === 'HEAD') && !url.startsWith(apiPrefix) && !url.startsWith('/mfe/');
}

/** The host's page for an address it has no page for (the shared route table's NOT_FOUND_PATH). */
const NOT_FOUND_PAGE_PATH = '/404';

/** Whether the path (before any query) is not valid percent-encoded UTF-8, as the router judges it. */
function hasMalformedPath(url: string): boolean {
  const path = url.split(/[?#]/, 1)[0] ?? '';
  try {
    decodeURI(path);
    return false;
  } catch {
    return true;
  }
}

/**
 * The address to route a request by when the site is served. The router refuses a path that is
 * not valid percent-encoding (`/sports/%E0%A4%A`, `/%`) before any handler runs, with a JSON 400;
 * a person who typed or followed such a link must see the site's 404 page instead. Routing the page
 * request as /404 sends it through every hook (security headers, compression) to the host page, and
 * the browser keeps its own address for the host's router. API and release addresses are unchanged:
 * the router's refusal answers them (app.ts `frameworkErrors`).
 */
export function routableUrl(method: string, url: string, apiPrefix: string): string {
  return isPageRequest(method, url, apiPrefix) && url.startsWith('/') && hasMalformedPath(url) ? NOT_FOUND_PAGE_PATH : url;
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
    if (isPageRequest(request.method, request.url, options.apiPrefix) && existsSync(indexHtml)) {
      return reply.header('Cache-Control', 'no-cache').type('text/html').sendFile('index.html', options.hostDistDir);
    }
    return reply.code(404).send(notFoundBody(requestLanguage(request)));
  });
}
