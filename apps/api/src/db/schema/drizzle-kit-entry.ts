// Entry point for drizzle-kit only (it loads schema files as CommonJS and reads their exports):
// the registry's lookup tables are made at run time, so they are flattened into the exports here.
import * as schema from './index';
import { lookupTables } from './lookups';

module.exports = { ...schema, ...Object.fromEntries(Object.entries(lookupTables).map(([k, t]) => [`lookup_${k}`, t])) };
