-- Trigram search over names and codes (lookup lists, patients, cases).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
