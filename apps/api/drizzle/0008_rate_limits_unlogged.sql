-- Hand-written: rate-limit counters are worthless after a crash, and skipping the WAL keeps the write that the
-- login and door paths make on every request cheap. Crash recovery empties the table, which only resets limits.
ALTER TABLE "rate_limits" SET UNLOGGED;
