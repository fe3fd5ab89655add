import { BREAST_PROTOCOLS } from './breast';
import { colonRectumResection } from './colon';
import { lungResection } from './lung';
import { melanomaExcision } from './melanoma';
import { prostateRadicalProstatectomy } from './prostate';
import type { TShippedProtocol } from './build';

export type { TShippedProtocol } from './build';
export { SYNOPTIC_BASE } from './build';

/** The protocols the portal ships, seeded once by url and version (docs/synoptic.md#shipped-protocols). */
export const SHIPPED_PROTOCOLS: TShippedProtocol[] = [
  ...BREAST_PROTOCOLS,
  colonRectumResection(),
  prostateRadicalProstatectomy(),
  lungResection(),
  melanomaExcision(),
];
