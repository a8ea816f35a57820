/**
 * A multipart body is read only by a route that asks for one (`config: { acceptsMultipart: true }`,
 * the document upload). Anywhere else its fields would reach the handler as no body at all, and a
 * `PUT /user/profile` sent as a form would answer "Profile updated." having changed nothing: such a
 * request is refused as a content type the route does not take.
 */
import type { FastifyInstance } from 'fastify';
import { AppError } from './errors.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route reads a multipart/form-data body itself (`request.parts()`). */
    acceptsMultipart?: boolean;
  }
}

export function registerMultipartGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    if (request.isMultipart() && request.routeOptions.config.acceptsMultipart !== true) {
      throw new AppError({ status: 415, key: 'http.unsupportedMediaType', message: 'multipart/form-data only where a file is uploaded' });
    }
  });
}
