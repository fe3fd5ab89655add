// The mail app's shapes (docs/workspace.md); filled in by the mail feature.
export {};
