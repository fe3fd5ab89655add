/**
 * FISH scoring (docs/fish.md), one file per concern: the shapes a count takes (inputs.ts), the clinical rules with
 * the note on exact rounding (rules.ts), keyboard entry at the microscope (entry.ts), the session API (sessions.ts).
 */
export * from './inputs';
export * from './rules';
export * from './entry';
export * from './sessions';
