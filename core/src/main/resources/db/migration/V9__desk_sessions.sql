-- Issue 16 items 2 and 4: the desks working one event (the serving desk and the desks joined to it) say who
-- they are and that they are still there. One row a desk, its seen_at renewed every few seconds by the database's
-- clock; a row not renewed for a while is a desk gone. Not event data: not journalled, not in the hash chain.
CREATE TABLE desk_session (
    desk_id   VARCHAR(64)  NOT NULL PRIMARY KEY,
    arbiter   VARCHAR(200) NOT NULL,
    role      VARCHAR(20)  NOT NULL,
    host      VARCHAR(200) NOT NULL,
    serving   BOOLEAN      NOT NULL,
    joined_at TIMESTAMP WITH TIME ZONE NOT NULL,
    seen_at   TIMESTAMP WITH TIME ZONE NOT NULL
);
