package org.qicai.core.game;

/**
 * A record read as far as its moves can be played: the record of those moves, and the first move that
 * could not be read or played (null when every move was). What a scoresheet with an illegal move on it
 * holds (xq 4.1.6): the moves before it, and it.
 */
public record RecordPrefix(GameRecord record, RecordError error) {
}
