// Results out (docs/interfaces.md): where released reports are sent, and the interface clients that read the FHIR
// API with OAuth2 client credentials. Destinations and clients are deactivated, never deleted.
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const interfaceDestinations = pgTable('interface_destinations', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  /** 'mllp' (HL7 v2 ORU^R01 over MLLP) | 'fhir' (a transaction Bundle POSTed to baseUrl) */
  kind: text('kind').notNull(),
  host: text('host'),
  port: integer('port'),
  baseUrl: text('base_url'),
  /** Submitting facilities whose reports go here; empty = every facility. */
  facilityIds: jsonb('facility_ids')
    .$type<number[]>()
    .notNull()
    .default(sql`'[]'::jsonb`),
  active: boolean('active').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const interfaceClients = pgTable(
  'interface_clients',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    clientId: text('client_id').notNull(),
    /** SHA-256 of the secret (a random 32-byte value: no slow hash is needed), hex. The secret is shown once. */
    secretHash: text('secret_hash').notNull(),
    /** Submitting facilities whose patients the client sees; empty = every facility. */
    facilityIds: jsonb('facility_ids')
      .$type<number[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('interface_clients_client_id_uq').on(t.clientId)],
);

/** Bearer tokens issued to interface clients (POST /oauth/token), stored as SHA-256 hashes. */
export const interfaceTokens = pgTable(
  'interface_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => interfaceClients.id),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('interface_tokens_client_idx').on(t.clientId)],
);
