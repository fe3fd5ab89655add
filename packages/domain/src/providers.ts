import { z } from 'zod';
import { ZPageQuery, ZQueryBool, ZSort, type TSort } from './api-common';
import { ZOptionalEmail, ZOptionalPhone, ZOptionalText } from './form-fields';
import { isValidNpi, NPI_MESSAGE } from './identifiers';
import { ZPersonName } from './person-names';

/** How reports reach an ordering physician. */
export const DELIVERY_METHODS = ['portal', 'email', 'fax', 'print'] as const;
export const ZDeliveryMethod = z.enum(DELIVERY_METHODS);

export const ZNpi = z
  .string('is required')
  .trim()
  .refine((v) => isValidNpi(v), NPI_MESSAGE);

export const ZProviderInput = z.object({
  npi: ZNpi,
  // A provider's names travel in HL7 (ORC-12, OBR-16): safe names without HL7's delimiters (person-names.ts).
  firstName: ZPersonName(100, { hl7: true }),
  lastName: ZPersonName(100, { hl7: true }),
  credentials: ZOptionalText(60),
  specialty: ZOptionalText(120),
  facilityId: z.number().int().positive().nullable().optional(),
  phone: ZOptionalPhone,
  fax: ZOptionalPhone,
  email: ZOptionalEmail,
  address: ZOptionalText(500),
  deliveryMethods: z.array(ZDeliveryMethod).min(1, 'choose at least one').default(['portal']),
  userId: z.number().int().positive().nullable().optional(),
  active: z.boolean().default(true),
});
export type TProviderInput = z.input<typeof ZProviderInput>;

export const ZProvider = z.object({
  id: z.number().int(),
  npi: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  credentials: z.string().nullable(),
  specialty: z.string().nullable(),
  facilityId: z.number().int().nullable(),
  facilityLabel: z.string().nullable(),
  phone: z.string().nullable(),
  fax: z.string().nullable(),
  email: z.string().nullable(),
  address: z.string().nullable(),
  deliveryMethods: z.array(z.string()),
  userId: z.number().int().nullable(),
  userLabel: z.string().nullable(),
  active: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TProvider = z.infer<typeof ZProvider>;

export const PROVIDER_SORT_FIELDS = ['lastName', 'firstName', 'npi', 'specialty', 'createdAt'] as const;
export type TProviderSortField = (typeof PROVIDER_SORT_FIELDS)[number];
export type TProviderSort = TSort<TProviderSortField>;
export const ZProviderListQuery = ZPageQuery.extend({
  sort: ZSort(PROVIDER_SORT_FIELDS).optional(),
  active: ZQueryBool.optional(),
  facilityId: z.coerce.number().int().positive().optional(),
});
export type TProviderListQuery = Partial<z.output<typeof ZProviderListQuery>>;
export const ZProviderPage = z.object({ data: z.array(ZProvider), total: z.number().int() });

/** A portal user of role physician that a provider record can be linked to. */
export const ZLinkableUser = z.object({ id: z.number().int(), name: z.string(), email: z.string() });
export const ZLinkableUsers = z.object({ data: z.array(ZLinkableUser) });
export type TLinkableUser = z.infer<typeof ZLinkableUser>;

/** The facility a physician works in (their linked provider's), as the Add Provider form shows it. */
export const ZPhysicianFacility = z.object({ id: z.number().int(), label: z.string() });
export type TPhysicianFacility = z.infer<typeof ZPhysicianFacility>;

export const PROVIDER_MESSAGES = {
  npiTaken: 'is already used by another provider',
  otherFacility: 'You may only manage providers of your own facility',
  noFacility: 'Your account is not linked to a provider of a facility',
  userNotPhysician: 'must be a portal user with role physician',
  userLinked: 'is already linked to another provider',
} as const;

export const providerName = (p: { firstName: string; lastName: string; credentials?: string | null }) =>
  `${p.lastName}, ${p.firstName}${p.credentials ? `, ${p.credentials}` : ''}`;
