// The tasks app's tables (docs/workspace.md). Its migration is src/db/migrations/0008_tasks.sql.
export {};
