-- Issue 15 item 1: how a game was decided beside its result (which alone scores): '' nothing more, R by
-- resignation (中盘胜), T on time, F by forfeit, X 重下 (to be replayed), S<q> a count's margin in quarters of
-- a stone (Chinese counting, S3 = 3/4 子), P<q> in quarters of a point (Japanese/Korean).
ALTER TABLE pairing ADD COLUMN result_detail VARCHAR(20) NOT NULL DEFAULT '';
