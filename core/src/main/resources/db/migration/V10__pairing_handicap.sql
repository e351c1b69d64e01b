-- Issue 15 item 3: a Go game's handicap stones as the pairing system gave them (OpenGotha's HandicapParameterSet:
-- the rank difference less the correction, at most the ceiling); 1 = 让先 (no komi), 0 = an even game and every
-- game of other disciplines. Portable SQL (H2 and PostgreSQL).
ALTER TABLE pairing ADD COLUMN handicap INTEGER NOT NULL DEFAULT 0;
