-- Issue 5: what each penalty entry did (results set, time on a clock, withdrawal), and protests.
-- Append-only like the penalty log: a reversal is a new row whose "reverses" names the row it undoes.

ALTER TABLE penalty ADD COLUMN consequence_en VARCHAR(2000) NOT NULL DEFAULT '';

CREATE TABLE penalty_effect (
    effect_id     BIGINT      NOT NULL PRIMARY KEY,
    penalty_id    BIGINT      NOT NULL,
    effect        VARCHAR(20) NOT NULL,
    round_no      INTEGER     NOT NULL,
    board         INTEGER     NOT NULL,
    player_no     INTEGER     NOT NULL,
    side          VARCHAR(10) NOT NULL,
    result_before VARCHAR(10),
    result_after  VARCHAR(10),
    clock_millis  BIGINT      NOT NULL DEFAULT 0,
    clause        VARCHAR(40) NOT NULL DEFAULT '',
    reverses      BIGINT      NOT NULL DEFAULT 0
);

CREATE INDEX penalty_effect_game ON penalty_effect (round_no, board);

CREATE TABLE protest (
    protest_id    BIGINT        NOT NULL PRIMARY KEY,
    round_no      INTEGER       NOT NULL,
    board         INTEGER       NOT NULL,
    player_no     INTEGER       NOT NULL REFERENCES player (start_no),
    side          VARCHAR(10)   NOT NULL,
    against       VARCHAR(10)   NOT NULL,
    penalty_id    BIGINT        NOT NULL DEFAULT 0,
    grounds       VARCHAR(2000) NOT NULL DEFAULT '',
    reference_at  TIMESTAMP WITH TIME ZONE NOT NULL,
    deadline_at   TIMESTAMP WITH TIME ZONE NOT NULL,
    lodged_at     TIMESTAMP WITH TIME ZONE NOT NULL,
    in_time       BOOLEAN       NOT NULL,
    logged_by     VARCHAR(200)  NOT NULL DEFAULT '',
    status        VARCHAR(20)   NOT NULL DEFAULT 'OPEN',
    decision      VARCHAR(2000) NOT NULL DEFAULT '',
    decided_by    VARCHAR(200)  NOT NULL DEFAULT '',
    decided_at    TIMESTAMP WITH TIME ZONE,
    result_before VARCHAR(10),
    result_after  VARCHAR(10)
);
