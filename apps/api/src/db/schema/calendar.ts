// The calendar app's tables (docs/workspace.md). Its migration is src/db/migrations/0009_calendar.sql.
export {};
