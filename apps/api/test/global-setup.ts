import type { TestProject } from 'vitest/node';
import { buildTemplates, type DbTemplates } from './templates';

declare module 'vitest' {
  export interface ProvidedContext {
    dbTemplates: DbTemplates;
  }
}

/** Migrates and seeds once for the whole api suite (see templates.ts); each test file copies the result. */
export default async function setup(project: TestProject) {
  const { templates, remove } = await buildTemplates();
  project.provide('dbTemplates', templates);
  return remove;
}
