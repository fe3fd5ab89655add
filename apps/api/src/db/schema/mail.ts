// The mail app's tables (docs/workspace.md). Its migration is src/db/migrations/0006_mail.sql.
export {};
