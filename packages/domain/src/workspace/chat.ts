// The chat app's shapes (docs/workspace.md); filled in by the chat feature.
export {};
