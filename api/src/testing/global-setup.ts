/**
 * Vitest global setup of the API project: on the embedded database (no DATABASE_URL), make the
 * migrated template once and hand its path to every test file (createTestDatabase loads it).
 */
import type { TestProject } from 'vitest/node';
import { pgliteTemplateFile } from './pglite-template.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A dump of a migrated PGlite database (pglite-template.ts); empty on PostgreSQL. */
    pgliteTemplate: string;
  }
}

export default async function setup(project: TestProject): Promise<void> {
  project.provide('pgliteTemplate', process.env.DATABASE_URL ? '' : await pgliteTemplateFile());
}
