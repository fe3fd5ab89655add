import { z } from 'zod';
import { ZApiError, ZIdParam } from '../api-common';
import { ZCaseType } from '../cases-api';

/** The synoptic report's calls (docs/api.md#synoptic-reports): protocols and a part's answers. */

export const PROTOCOL_STATUSES = ['active', 'retired'] as const;
export const ZProtocolStatus = z.enum(PROTOCOL_STATUSES);

export const ZProtocolSummary = z.object({
  id: z.number().int(),
  name: z.string(),
  version: z.string(),
  status: ZProtocolStatus,
  caseTypes: z.array(ZCaseType),
});
export type TProtocolSummary = z.infer<typeof ZProtocolSummary>;
export const ZProtocolList = z.array(ZProtocolSummary);

/** A FHIR Questionnaire as sent and served; the engine (checkQuestionnaire) decides what it may hold. */
export const ZQuestionnaireJson = z.looseObject({
  resourceType: z.literal('Questionnaire', 'must be Questionnaire'),
});
/** A FHIR QuestionnaireResponse as served. */
export const ZQuestionnaireResponseJson = z.looseObject({ resourceType: z.literal('QuestionnaireResponse') });

/** The case types a protocol is offered for, on import (`?caseTypes=S,F`); surgical when left out. */
export const ZProtocolImportQuery = z.object({
  caseTypes: z
    .string()
    .transform((s) =>
      s
        .split(',')
        .map((x) => x.trim())
        .filter(Boolean),
    )
    .pipe(z.array(ZCaseType).min(1, 'name at least one case type'))
    .optional(),
});
export const ZProtocolCreated = z.object({ id: z.number().int() });

export const ZPartSynopticParams = ZIdParam.extend({
  label: z.string().trim().min(1).max(5),
});

const ZAnswerValue = z.union([z.string().max(2000, 'must be at most 2000 characters'), z.number(), z.boolean()]);
export const ZSynopticAnswers = z.record(
  z.string().max(200),
  z.union([ZAnswerValue, z.array(ZAnswerValue).max(50), z.null()]),
);

export const ZPartSynopticInput = z.object({
  protocolId: z.number({ error: 'is required' }).int().positive('choose a protocol'),
  answers: ZSynopticAnswers,
  /** Left out on the first save of the part's checklist; afterwards the rowVersion read. */
  rowVersion: z.number().int().min(0).optional(),
});
export type TPartSynopticInput = z.infer<typeof ZPartSynopticInput>;

/** A part's stored synoptic report: the QuestionnaireResponse, with what the page needs around it. */
export const ZPartSynoptic = z.object({
  caseId: z.number().int(),
  part: z.string(),
  protocolId: z.number().int(),
  protocolName: z.string(),
  protocolVersion: z.string(),
  answers: z.record(z.string(), z.union([ZAnswerValue, z.array(ZAnswerValue)])),
  /** The texts of the required items still unanswered (sign-out refuses while any are). */
  missing: z.array(z.string()),
  response: ZQuestionnaireResponseJson,
  rowVersion: z.number().int(),
  updatedAt: z.string(),
  updatedBy: z.string().nullable(),
});
export type TPartSynoptic = z.infer<typeof ZPartSynoptic>;

/** A stale save answers 409 `stale_version` with the part's synoptic report as stored, as the diagnosis does. */
export const ZPartSynopticConflict = ZApiError.extend({ code: z.literal('stale_version'), current: ZPartSynoptic });
