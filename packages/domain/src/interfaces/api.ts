// The API of results out (docs/interfaces.md): destinations, the message log, interface clients.
import { z } from 'zod';
import { ZPageQuery } from '../api-common';

export const DESTINATION_KINDS = ['mllp', 'fhir'] as const;
export const MESSAGE_STATUSES = ['received', 'rejected', 'queued', 'sent', 'acked', 'failed'] as const;

const ZName = z
  .string({ error: 'is required' })
  .trim()
  .min(1, 'is required')
  .max(200, 'must be at most 200 characters');
const ZHost = z
  .string()
  .trim()
  .min(1, 'is required')
  .max(253, 'must be at most 253 characters')
  .regex(/^[A-Za-z0-9.:-]+$/, 'must be a host name or address');
const ZPort = z.coerce.number().int('must be a whole number').min(1, 'must be 1–65535').max(65535, 'must be 1–65535');
const ZBaseUrl = z
  .string()
  .trim()
  .max(2000, 'must be at most 2000 characters')
  .regex(/^https?:\/\/[^\s/]+(\/\S*)?$/, 'must be an http(s) address');
const ZFacilityIds = z.array(z.number().int().positive(), 'must be a list of facility ids').max(500);

const destinationFields = {
  name: ZName,
  kind: z.enum(DESTINATION_KINDS, 'must be mllp or fhir'),
  host: ZHost.nullish(),
  port: ZPort.nullish(),
  baseUrl: ZBaseUrl.nullish(),
  facilityIds: ZFacilityIds.optional(),
};

/** MLLP needs host and port; FHIR needs baseUrl: a missing one is named. */
function requireEndpoint(
  d: { kind?: string; host?: string | null; port?: number | null; baseUrl?: string | null },
  ctx: z.RefinementCtx,
) {
  if (d.kind === 'mllp') {
    if (!d.host) ctx.addIssue({ code: 'custom', path: ['host'], message: 'is required for an MLLP destination' });
    if (!d.port) ctx.addIssue({ code: 'custom', path: ['port'], message: 'is required for an MLLP destination' });
  }
  if (d.kind === 'fhir' && !d.baseUrl)
    ctx.addIssue({ code: 'custom', path: ['baseUrl'], message: 'is required for a FHIR destination' });
}

export const ZDestinationInput = z.object(destinationFields).superRefine(requireEndpoint);
export type TDestinationInput = z.infer<typeof ZDestinationInput>;
export const ZDestinationPatch = z.object({
  ...Object.fromEntries(Object.entries(destinationFields).map(([k, v]) => [k, v.optional()])),
  active: z.boolean('must be true or false').optional(),
}) as z.ZodType<Partial<z.infer<typeof ZDestinationInput>> & { active?: boolean }>;

export const ZDestination = z.object({
  id: z.number().int(),
  name: z.string(),
  kind: z.enum(DESTINATION_KINDS),
  host: z.string().nullable(),
  port: z.number().int().nullable(),
  baseUrl: z.string().nullable(),
  facilityIds: z.array(z.number().int()),
  active: z.boolean(),
  createdAt: z.string(),
});
export type TDestination = z.infer<typeof ZDestination>;
export const ZDestinationList = z.object({ data: z.array(ZDestination) });

export const ZMessageQuery = ZPageQuery.extend({
  direction: z.enum(['in', 'out'], 'must be in or out').optional(),
  status: z.enum(MESSAGE_STATUSES, `must be one of ${MESSAGE_STATUSES.join(', ')}`).optional(),
});
export type TMessageQuery = z.infer<typeof ZMessageQuery>;

export const ZInterfaceMessage = z.object({
  id: z.number().int(),
  direction: z.enum(['in', 'out']),
  type: z.string(),
  protocol: z.string(),
  controlId: z.string(),
  caseNumber: z.string().nullable(),
  mrn: z.string().nullable(),
  destination: z.object({ id: z.number().int(), name: z.string(), kind: z.string() }).nullable(),
  status: z.string(),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  body: z.string(),
  ack: z.string().nullable(),
});
export type TInterfaceMessage = z.infer<typeof ZInterfaceMessage>;
export const ZInterfaceMessagePage = z.object({ data: z.array(ZInterfaceMessage), total: z.number().int() });

export const ZClientInput = z.object({ name: ZName, facilityIds: ZFacilityIds.optional() });
export const ZClientCreated = z.object({ id: z.number().int(), clientId: z.string(), clientSecret: z.string() });
export const ZInterfaceClient = z.object({
  id: z.number().int(),
  name: z.string(),
  clientId: z.string(),
  facilityIds: z.array(z.number().int()),
  active: z.boolean(),
  createdAt: z.string(),
});
export const ZInterfaceClientList = z.object({ data: z.array(ZInterfaceClient) });

/** POST /oauth/token (form-encoded). */
export const ZTokenRequest = z.object({
  grant_type: z.literal('client_credentials', 'must be client_credentials'),
  client_id: z.string().max(200).optional(),
  client_secret: z.string().max(500).optional(),
  scope: z.string().max(500).optional(),
});
export const ZTokenResponse = z.object({
  access_token: z.string(),
  token_type: z.literal('Bearer'),
  expires_in: z.number().int(),
});
