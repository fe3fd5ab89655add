import { z } from 'zod';
import { ZPersonName } from './person-names';
import { ZPublicUrl } from './public-url';

/** CLIA number: two digits, D, seven digits (e.g. 14D0987654). */
export const CLIA_RE = /^[0-9]{2}D[0-9]{7}$/;
/** The first administrator's password must be at least this long (other passwords: the sign-up policy). */
export const ADMIN_PASSWORD_MIN_LENGTH = 12;

/** First-run setup: the first administrator and the laboratory, with the code the server printed in its log. */
export const ZFirstRunSetup = z.object({
  setupCode: z.string().trim().min(1, 'Enter the setup code from the server log').max(100),
  name: ZPersonName(200, {}, 'Enter your name'),
  email: z
    .string()
    .trim()
    .max(254)
    .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'Please enter a valid email'),
  password: z
    .string()
    .min(ADMIN_PASSWORD_MIN_LENGTH, `Password must be at least ${ADMIN_PASSWORD_MIN_LENGTH} characters`)
    .max(200),
  labName: z.string().trim().min(1, "Enter the laboratory's name").max(200),
  labAddress: z.string().trim().min(1, "Enter the laboratory's address").max(500),
  labClia: z
    .string()
    .trim()
    .toUpperCase()
    .regex(CLIA_RE, 'A CLIA number is two digits, D, seven digits (e.g. 14D0987654)'),
  /**
   * The address people open the portal at, which links in mails and calendar feeds start with: needed when the
   * environment sets no PUBLIC_URL (the server says so with 400 naming `publicUrl`), ignored when it does.
   */
  publicUrl: z.union([z.literal('').transform(() => undefined), ZPublicUrl]).optional(),
});
export type TFirstRunSetup = z.input<typeof ZFirstRunSetup>;
export type TFirstRunSetupParsed = z.output<typeof ZFirstRunSetup>;

export const ZFirstRunSetupDone = z.object({ email: z.string() });
export type TFirstRunSetupDone = z.infer<typeof ZFirstRunSetupDone>;

export const PUBLIC_URL_NEEDED = "Enter the portal's address, as people open it (e.g. https://lab.example.org)";
