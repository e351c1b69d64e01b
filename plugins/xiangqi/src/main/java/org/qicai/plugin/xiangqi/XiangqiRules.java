package org.qicai.plugin.xiangqi;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.pf4j.Extension;
import org.qicai.core.game.BoardPiece;
import org.qicai.core.game.BoardState;
import org.qicai.core.game.GameMove;
import org.qicai.core.game.GameRecord;
import org.qicai.core.game.LegalMove;
import org.qicai.core.game.RecordError;
import org.qicai.core.game.RecordException;
import org.qicai.core.game.RecordPrefix;
import org.qicai.core.game.Ruling;
import org.qicai.core.spi.GameRules;
import org.qicai.plugin.xiangqi.board.FenException;
import org.qicai.plugin.xiangqi.board.Move;
import org.qicai.plugin.xiangqi.board.Perft;
import org.qicai.plugin.xiangqi.board.Piece;
import org.qicai.plugin.xiangqi.board.Position;
import org.qicai.plugin.xiangqi.board.Square;
import org.qicai.plugin.xiangqi.notation.MoveReader;
import org.qicai.plugin.xiangqi.notation.MoveWriter;
import org.qicai.plugin.xiangqi.notation.RecordReader;
import org.qicai.plugin.xiangqi.rulings.Judge;

/**
 * 象棋棋谱与棋例 — the xiangqi {@link GameRules}: the board and its legal moves, perft, records read and written
 * in the 7.5 notation (Chinese complete and abbreviated, WXF, ICCS), PGN out, and the ruling over a record
 * (the first illegal move, repetition per 24–29, the natural move limit of 4.2.4) by {@link Judge}.
 */
@Extension
public final class XiangqiRules implements GameRules {

    /** The discipline these are the moves of: its id, aliases and name are these rules' too. */
    private static final Xiangqi DISCIPLINE = new Xiangqi();

    @Override
    public String id() {
        return DISCIPLINE.id();
    }

    @Override
    public List<String> aliases() {
        return DISCIPLINE.aliases();
    }

    @Override
    public String displayName(Locale locale) {
        return DISCIPLINE.displayName(locale);
    }

    @Override
    public String startFen() {
        return Position.START_FEN;
    }

    static Position position(String fen) throws RecordException {
        try {
            return Position.fromFen(fen == null || fen.isBlank() ? Position.START_FEN : fen.strip());
        } catch (FenException e) {
            throw new RecordException(new RecordError(0, fen, "FEN 有误：" + e.zh(), "bad FEN: " + e.en()));
        }
    }

    @Override
    public BoardState board(String fen) throws RecordException {
        Position p = position(fen);
        List<BoardPiece> pieces = new ArrayList<>();
        for (int sq = 0; sq < 90; sq++) {
            int pc = p.pieceAt(sq);
            if (pc != Piece.EMPTY) {
                pieces.add(new BoardPiece(Square.file(sq), Square.rank(sq), Piece.isRed(pc),
                        Character.toUpperCase(Piece.fenChar(pc)), Piece.glyph(pc)));
            }
        }
        return new BoardState(p.toFen(), p.redToMove(), pieces, p.inCheck());
    }

    @Override
    public List<LegalMove> legalMoves(String fen) throws RecordException {
        Position p = position(fen);
        List<LegalMove> out = new ArrayList<>();
        for (int m : p.legalMoves()) {
            int from = Move.from(m);
            int to = Move.to(m);
            out.add(new LegalMove(Move.iccs(m), Square.file(from), Square.rank(from), Square.file(to),
                    Square.rank(to), MoveWriter.chinese(p, m)));
        }
        out.sort(Comparator.comparing(LegalMove::iccs));
        return out;
    }

    @Override
    public long perft(String fen, int depth) throws RecordException {
        return Perft.count(position(fen), depth);
    }

    @Override
    public GameRecord read(String text, String fen) throws RecordException {
        return RecordReader.read(text, fen);
    }

    @Override
    public RecordPrefix readPrefix(String text, String fen) throws RecordException {
        RecordReader.Partial read = RecordReader.readUntilError(text, fen);
        return new RecordPrefix(read.record(), read.error());
    }

    @Override
    public GameMove play(String fen, int ply, String typed) throws RecordException {
        Position p = position(fen);
        boolean red = p.redToMove();
        int m = MoveReader.read(p, typed, ply);
        String zh = MoveWriter.chinese(p, m);
        p.make(m);
        return new GameMove(ply, red, Move.iccs(m), zh, typed, p.toFen());
    }

    @Override
    public List<String> write(GameRecord record, String notation) {
        String n = notation == null ? "zh" : notation.strip().toLowerCase(Locale.ROOT);
        if (!n.equals("zh") && !n.equals("wxf") && !n.equals("iccs")) {
            throw new IllegalArgumentException("notation must be zh, wxf or iccs: " + notation);
        }
        Position p;
        try {
            p = position(record.startFen());
        } catch (RecordException e) {
            throw new IllegalArgumentException(e.getMessage(), e);
        }
        List<String> out = new ArrayList<>(record.moves().size());
        for (GameMove gm : record.moves()) {
            int m = Move.parseIccs(gm.iccs());
            if (m < 0 || !p.isLegal(m)) {
                throw new IllegalArgumentException("ply " + gm.ply() + " " + gm.iccs() + " is not a legal move here");
            }
            out.add(switch (n) {
                case "wxf" -> MoveWriter.wxf(p, m);
                case "iccs" -> Move.iccs(m);
                default -> MoveWriter.chinese(p, m);
            });
            p.make(m);
        }
        return out;
    }

    @Override
    public String toPgn(GameRecord record, String notation) {
        List<String> moves = write(record, notation);
        StringBuilder b = new StringBuilder();
        boolean hasResultTag = false;
        for (Map.Entry<String, String> t : record.tags().entrySet()) {
            if (t.getKey().equals("FEN")) {
                continue;
            }
            if (t.getKey().equals("Result")) {
                hasResultTag = true;
                b.append(tag("Result", record.result() == null ? "*" : record.result()));
                continue;
            }
            b.append(tag(t.getKey(), t.getValue()));
        }
        if (!hasResultTag && record.result() != null) {
            b.append(tag("Result", record.result()));
        }
        boolean start;
        boolean redFirst;
        try {
            Position s = position(record.startFen());
            start = s.toFen().equals(position(Position.START_FEN).toFen());
            redFirst = s.redToMove();
        } catch (RecordException e) {
            throw new IllegalArgumentException(e.getMessage(), e);
        }
        if (!start) {
            b.append(tag("FEN", record.startFen()));
        }
        if (b.length() > 0) {
            b.append('\n');
        }
        StringBuilder line = new StringBuilder();
        int number = 1;
        for (int i = 0; i < moves.size(); i++) {
            boolean redMove = redFirst ? i % 2 == 0 : i % 2 == 1;
            String piece;
            if (redMove) {
                piece = number + ". " + moves.get(i);
            } else if (i == 0) {
                piece = number + "... " + moves.get(i);
            } else {
                piece = moves.get(i);
            }
            if (!redMove) {
                number++;
            }
            if (line.length() > 0 && line.length() + 1 + piece.length() > 80) {
                b.append(line).append('\n');
                line.setLength(0);
            }
            if (line.length() > 0) {
                line.append(' ');
            }
            line.append(piece);
        }
        String result = record.result() == null ? "*" : record.result();
        if (line.length() > 0 && line.length() + 1 + result.length() > 80) {
            b.append(line).append('\n');
            line.setLength(0);
        }
        if (line.length() > 0) {
            line.append(' ');
        }
        line.append(result);
        b.append(line).append('\n');
        return b.toString();
    }

    private static String tag(String key, String value) {
        return "[" + key + " \"" + (value == null ? "" : value.replace("\\", "\\\\").replace("\"", "\\\"")) + "\"]\n";
    }

    @Override
    public Ruling judge(String text, String fen, int moveLimit) throws RecordException {
        RecordReader.Partial read = RecordReader.readUntilError(text, fen);
        return Judge.rule(read.start(), read.moves(), read.record(), read.error(), moveLimit);
    }
}
