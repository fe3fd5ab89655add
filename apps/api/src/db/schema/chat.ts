// The chat app's tables (docs/workspace.md). Its migration is src/db/migrations/0007_chat.sql.
export {};
