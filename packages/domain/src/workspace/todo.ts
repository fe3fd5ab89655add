// The todo app's shapes (docs/workspace.md); filled in by the todo feature.
export {};
