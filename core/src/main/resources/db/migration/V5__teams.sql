-- Team competitions (xq 12–15, 21.4). A team's players are rows of `player` (so games, penalties and
-- individual results stay where they are); these tables add who plays for which team, the matches,
-- the lineups and which board of the round's pairings holds which game of which match.

CREATE TABLE team (
    team_no          INTEGER      NOT NULL PRIMARY KEY,
    name             VARCHAR(200) NOT NULL,
    unit             VARCHAR(200) NOT NULL DEFAULT '',
    captain          VARCHAR(200) NOT NULL DEFAULT '',
    status           VARCHAR(20)  NOT NULL DEFAULT 'ACTIVE',
    left_after_round INTEGER      NOT NULL DEFAULT 0,
    annulled         BOOLEAN      NOT NULL DEFAULT FALSE
);

-- registered board order (台次): position 1 … n; positions after the boards are the substitutes (12.2)
CREATE TABLE team_member (
    team_no   INTEGER NOT NULL REFERENCES team (team_no),
    position  INTEGER NOT NULL,
    player_no INTEGER NOT NULL REFERENCES player (start_no) ON UPDATE CASCADE,
    PRIMARY KEY (team_no, position),
    CONSTRAINT team_member_player_once UNIQUE (player_no)
);

CREATE TABLE team_round (
    round_no        INTEGER NOT NULL PRIMARY KEY REFERENCES event_round (round_no),
    lineup_deadline TIMESTAMP WITH TIME ZONE,
    locked          BOOLEAN NOT NULL DEFAULT FALSE,
    locked_at       TIMESTAMP WITH TIME ZONE
);

CREATE TABLE team_match (
    round_no    INTEGER      NOT NULL REFERENCES team_round (round_no),
    match_no    INTEGER      NOT NULL,
    first_team  INTEGER      NOT NULL REFERENCES team (team_no),
    second_team INTEGER               REFERENCES team (team_no),
    forfeit     VARCHAR(20)  NOT NULL DEFAULT 'NONE',
    annulled    BOOLEAN      NOT NULL DEFAULT FALSE,
    explanation VARCHAR(2000) NOT NULL DEFAULT '',
    PRIMARY KEY (round_no, match_no)
);

-- positions as text, one per board: "1,2,3,5"; 0 = empty board
CREATE TABLE team_lineup (
    round_no  INTEGER     NOT NULL REFERENCES team_round (round_no),
    team_no   INTEGER     NOT NULL REFERENCES team (team_no),
    positions VARCHAR(400) NOT NULL,
    source    VARCHAR(30) NOT NULL,
    set_at    TIMESTAMP WITH TIME ZONE NOT NULL,
    PRIMARY KEY (round_no, team_no)
);

CREATE TABLE team_board (
    round_no       INTEGER NOT NULL,
    match_no       INTEGER NOT NULL,
    sub_round      INTEGER NOT NULL,
    board          INTEGER NOT NULL,
    first_slot     INTEGER NOT NULL,
    second_slot    INTEGER NOT NULL,
    first_player   INTEGER REFERENCES player (start_no) ON UPDATE CASCADE,
    second_player  INTEGER REFERENCES player (start_no) ON UPDATE CASCADE,
    first_team_red BOOLEAN NOT NULL,
    pairing_board  INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (round_no, match_no, sub_round, board),
    FOREIGN KEY (round_no, match_no) REFERENCES team_match (round_no, match_no)
);
