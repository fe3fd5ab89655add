// The calendar app's shapes (docs/workspace.md); filled in by the calendar feature.
export {};
