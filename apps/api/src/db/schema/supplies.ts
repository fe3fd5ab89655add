// The supplies catalogue and client orders (docs/supplies.md). Its migration is src/db/migrations/0010_supplies.sql.
export {};
