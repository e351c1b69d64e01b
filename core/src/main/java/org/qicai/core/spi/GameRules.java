package org.qicai.core.spi;

import java.util.List;
import org.pf4j.ExtensionPoint;
import org.qicai.core.game.BoardState;
import org.qicai.core.game.GameMove;
import org.qicai.core.game.GameRecord;
import org.qicai.core.game.LegalMove;
import org.qicai.core.game.RecordException;
import org.qicai.core.game.RecordPrefix;
import org.qicai.core.game.Ruling;

/**
 * 棋谱与棋例 — the moves of a discipline's game: positions, legal moves, notation in and out, and rulings
 * over a record (xq 4.2.3, 4.2.4, 7.5, 24–29). Its {@link #id()} is the discipline's id ({@code xiangqi}).
 * Pure functions, like every plugin: no I/O, no state between calls. Bad input throws
 * {@link RecordException} naming the ply, the text and the reason.
 */
public interface GameRules extends ExtensionPoint, Named {

    /** The start position's FEN. */
    String startFen();

    /** The position of a FEN, for drawing. */
    BoardState board(String fen) throws RecordException;

    /** The legal moves of a position, in a stable order. */
    List<LegalMove> legalMoves(String fen) throws RecordException;

    /** Leaf nodes of the legal move tree to {@code depth} plies (perft). */
    long perft(String fen, int depth) throws RecordException;

    /**
     * Reads a record: a PGN of one game (tags, {@code [FEN]}, move numbers, comments, a result) or a plain
     * move list, in any notation the discipline reads. {@code fen} (nullable) overrides the record's own
     * start position; without either the game starts from {@link #startFen()}.
     */
    GameRecord read(String text, String fen) throws RecordException;

    /**
     * Reads a record as far as its moves can be played (a scoresheet with an illegal move on it, 4.1.6): the
     * moves before the first bad one and that move's error. A fault outside the moves (a tag, the FEN) is
     * still an exception. The default reads strictly: a discipline without tolerant reading has no prefix.
     */
    default RecordPrefix readPrefix(String text, String fen) throws RecordException {
        return new RecordPrefix(read(text, fen), null);
    }

    /** Plays one typed move (any notation) in a position. */
    GameMove play(String fen, int ply, String typed) throws RecordException;

    /** The record's moves written in {@code notation}: {@code zh}, {@code wxf} or {@code iccs}. */
    List<String> write(GameRecord record, String notation);

    /** The record as a PGN text of one game (tags, {@code [FEN]} when not the start, moves, result). */
    String toPgn(GameRecord record, String notation);

    /**
     * The ruling over a record: the first illegal move, a repetition (third occurrence of a position with
     * the same side to move) classified and judged, and the natural move limit of {@code moveLimit} 回合.
     * A record that cannot be read at all is an exception; an illegal move inside a readable record is a
     * ruling ({@link Ruling#illegal()}).
     */
    Ruling judge(String text, String fen, int moveLimit) throws RecordException;
}
