package org.qicai.app.gui.presenter;

import java.util.Optional;
import org.qicai.core.game.Ruling;

/**
 * Where the board window keeps a board's record and takes its rulings: the event's record and ruling services,
 * or nothing (a window over moves only, when those services are not there).
 */
public interface GameRecords {
    /** A stored record: its text, who entered it and when (in words, for the status line). */
    record Stored(String text, String enteredBy, String at) {
    }

    /** Whether records can be stored and rulings accepted at all. */
    boolean available();

    Optional<Stored> find(int round, int board);

    void store(int round, int board, String text);

    /** The ruling over the stored record, with the event's move limit. */
    Ruling judge(int round, int board);

    /** Accepts the ruling over the stored record: its result, the penalty-log row and the journal, one transaction. */
    void accept(int round, int board);

    /** No storage: moves and rulings on screen only. */
    GameRecords NONE = new GameRecords() {
        @Override
        public boolean available() {
            return false;
        }

        @Override
        public Optional<Stored> find(int round, int board) {
            return Optional.empty();
        }

        @Override
        public void store(int round, int board, String text) {
            throw new IllegalStateException("no record service");
        }

        @Override
        public Ruling judge(int round, int board) {
            throw new IllegalStateException("no record service");
        }

        @Override
        public void accept(int round, int board) {
            throw new IllegalStateException("no ruling service");
        }
    };
}
