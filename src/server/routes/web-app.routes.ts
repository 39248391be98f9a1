import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync } from 'fastify';

/**
 * Serves the built React app: hashed assets cached for a year, and index.html (never cached) for
 * every other GET outside /api so client-side routes survive a reload.
 */
export const webAppRoutes: FastifyPluginAsync<{ webRoot: string }> = async (app, { webRoot }) => {
  await app.register(fastifyStatic, {
    root: webRoot,
    cacheControl: false,
    setHeaders(res, filePath) {
      const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
      res.setHeader('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
};

export function hasBuiltWebApp(webRoot: string): boolean {
  return fs.existsSync(path.join(webRoot, 'index.html'));
}
