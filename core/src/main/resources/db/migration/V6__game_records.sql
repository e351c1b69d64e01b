-- Issue 14: game records (棋谱) per board and the rulings (裁决) accepted over them (xq 4.2.3, 4.2.4, 7.5, 24–29).
-- A record is kept as the arbiter entered or imported it (record_text) and as read: the start position and the
-- moves in ICCS, space separated. Replacing a record overwrites the row; the journal keeps before and after.
-- Rulings are append-only: one row per accepted ruling.

CREATE TABLE game_record (
    round_no     INTEGER         NOT NULL,
    board        INTEGER         NOT NULL,
    record_text  VARCHAR(100000) NOT NULL,
    start_fen    VARCHAR(200)    NOT NULL,
    moves_iccs   VARCHAR(20000)  NOT NULL DEFAULT '',
    entered_by   VARCHAR(200)    NOT NULL DEFAULT '',
    entered_at   TIMESTAMP WITH TIME ZONE NOT NULL,
    PRIMARY KEY (round_no, board)
);

CREATE TABLE game_ruling (
    ruling_id    BIGINT          NOT NULL PRIMARY KEY,
    round_no     INTEGER         NOT NULL,
    board        INTEGER         NOT NULL,
    verdict      VARCHAR(20)     NOT NULL,
    clauses      VARCHAR(400)    NOT NULL DEFAULT '',
    summary      VARCHAR(4000)   NOT NULL DEFAULT '',
    summary_en   VARCHAR(4000)   NOT NULL DEFAULT '',
    cycle_text   VARCHAR(20000)  NOT NULL DEFAULT '',
    result_set   VARCHAR(10),
    penalty_id   BIGINT          NOT NULL DEFAULT 0,
    accepted_by  VARCHAR(200)    NOT NULL DEFAULT '',
    accepted_at  TIMESTAMP WITH TIME ZONE NOT NULL
);

CREATE INDEX game_ruling_game ON game_ruling (round_no, board);
