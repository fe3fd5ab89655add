export * from './mapping';
export * from './api';
export * from './hl7';
export * from './hl7-orders';
export * from './orders';
export * from './example-messages';
export * from './fhir-orders';
