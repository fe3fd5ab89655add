import { STAFF_AND_PHYSICIAN_ROLES, STAFF_ROLES } from '@lab/domain';
import { z } from 'zod';
import type { Access } from '../../plugins/auth';

/** Staff manage the catalogue and the orders; physicians (and staff ordering for a facility) shop. */
export const staff: Access = { roles: STAFF_ROLES };
export const shoppers: Access = { roles: STAFF_AND_PHYSICIAN_ROLES };
export const tags = ['supplies'];
export const ZRetired = z.object({ retired: z.array(z.number().int()) });
export const ZOk = z.object({ ok: z.boolean() });
