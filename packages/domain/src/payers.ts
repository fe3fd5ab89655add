import { z } from 'zod';
import { ZPageQuery, ZQueryBool, ZSort, type TSort } from './api-common';
import { ZOptionalDate, ZOptionalPhone, ZOptionalText, ZRequiredText } from './form-fields';
import { ZOptionalPersonName } from './person-names';

export const ZPayerInput = z.object({
  name: ZRequiredText(200),
  payerCode: z
    .string('is required')
    .trim()
    .toUpperCase()
    .min(1, 'is required')
    .max(40, 'must be at most 40 characters')
    .regex(/^[A-Z0-9][A-Z0-9-]*$/, 'must be letters, digits or dashes'),
  financialClassId: z.number().int().positive().nullable().optional(),
  address: ZOptionalText(500),
  phone: ZOptionalPhone,
  active: z.boolean().default(true),
});
export type TPayerInput = z.input<typeof ZPayerInput>;

export const ZPayer = z.object({
  id: z.number().int(),
  name: z.string(),
  payerCode: z.string(),
  financialClassId: z.number().int().nullable(),
  financialClassLabel: z.string().nullable(),
  address: z.string().nullable(),
  phone: z.string().nullable(),
  active: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TPayer = z.infer<typeof ZPayer>;

export const PAYER_SORT_FIELDS = ['name', 'payerCode', 'createdAt'] as const;
export type TPayerSortField = (typeof PAYER_SORT_FIELDS)[number];
export type TPayerSort = TSort<TPayerSortField>;
export const ZPayerListQuery = ZPageQuery.extend({
  sort: ZSort(PAYER_SORT_FIELDS).optional(),
  active: ZQueryBool.optional(),
  financialClassId: z.coerce.number().int().positive().optional(),
});
export type TPayerListQuery = Partial<z.output<typeof ZPayerListQuery>>;
export const ZPayerPage = z.object({ data: z.array(ZPayer), total: z.number().int() });

export const PAYER_MESSAGES = { codeTaken: 'is already used by another payer' } as const;

/** Primary, secondary, tertiary: the order payers are billed in. */
export const COVERAGE_RANKS = ['primary', 'secondary', 'tertiary'] as const;
export const ZCoverageRank = z.enum(COVERAGE_RANKS, 'choose primary, secondary or tertiary');
export const SUBSCRIBER_RELATIONSHIPS = ['self', 'spouse', 'child', 'other'] as const;
export const ZSubscriberRelationship = z.enum(SUBSCRIBER_RELATIONSHIPS, 'choose self, spouse, child or other');

export const ZCoverageInput = z
  .object({
    payerId: z.number('choose a payer').int().positive('choose a payer'),
    rank: ZCoverageRank,
    policyNumber: ZRequiredText(60),
    groupNumber: ZOptionalText(60),
    subscriberName: ZOptionalPersonName(200),
    subscriberRelationship: ZSubscriberRelationship.default('self'),
    subscriberDob: ZOptionalDate,
    effectiveFrom: ZOptionalDate,
    effectiveTo: ZOptionalDate,
    active: z.boolean().default(true),
  })
  .refine((c) => !c.effectiveFrom || !c.effectiveTo || c.effectiveTo >= c.effectiveFrom, {
    message: 'must not be before the start date',
    path: ['effectiveTo'],
  });
export type TCoverageInput = z.input<typeof ZCoverageInput>;

export const ZCoverage = z.object({
  id: z.number().int(),
  patientId: z.number().int(),
  payerId: z.number().int(),
  payerName: z.string(),
  payerCode: z.string(),
  rank: z.string(),
  policyNumber: z.string(),
  groupNumber: z.string().nullable(),
  subscriberName: z.string().nullable(),
  subscriberRelationship: z.string(),
  subscriberDob: z.string().nullable(),
  effectiveFrom: z.string().nullable(),
  effectiveTo: z.string().nullable(),
  active: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TCoverage = z.infer<typeof ZCoverage>;
export const ZCoverageList = z.object({ data: z.array(ZCoverage) });

/** A coverage pointing at a payer, with its patient (the payer page). */
export const ZPayerCoverage = z.object({
  id: z.number().int(),
  patientId: z.number().int(),
  patientName: z.string(),
  mrn: z.string(),
  rank: z.string(),
  policyNumber: z.string(),
  groupNumber: z.string().nullable(),
  active: z.boolean(),
});
export type TPayerCoverage = z.infer<typeof ZPayerCoverage>;
export const ZPayerCoverageQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
});
export const ZPayerCoveragePage = z.object({ data: z.array(ZPayerCoverage), total: z.number().int() });

export const COVERAGE_MESSAGES = {
  rankTaken: 'this patient already has an active coverage of this rank',
  payerInactive: 'this payer is inactive',
} as const;
