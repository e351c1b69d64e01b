package org.qicai.app.gui.presenter;

import java.util.List;
import java.util.Optional;
import org.qicai.core.UserError;
import org.qicai.core.game.CountRequest;
import org.qicai.core.game.CountResult;
import org.qicai.core.model.Pairing;
import org.qicai.core.model.Player;
import org.qicai.core.model.Result;
import org.qicai.core.model.ResultDetail;
import org.qicai.core.model.ResultEntry;
import org.qicai.core.service.EventService;
import org.qicai.core.spi.Counting;

/**
 * 数子 on a board (issue 15 item 2, go 第九条): the arbiter types the count of one Go game, sees the verdict with its
 * arithmetic as he types, and confirms it as the board's result in one action — entered through the rounds view's
 * one result path as {@code B+3/4} would be (the winner, and the margin kept as how it was decided). The board's
 * handicap (stored with the pairing) is the count's, so a 让子 game returns half the stones. The counting is the
 * discipline's {@link Counting} plugin; an event whose discipline has none is refused in words.
 */
public final class GoCountPresenter {
    /** Counting rules offered: Chinese area counting (数子), Japanese/Korean territory counting (数目). */
    public static final List<String> RULES = List.of("chinese", "japanese");
    /** Board sizes the counting knows. */
    public static final List<Integer> SIZES = List.of(19, 13, 9);

    private final EventSession session;
    private final int round;
    private final Pairing board;

    /**
     * The count of board {@code board} of round {@code round}; refused in words when the event does not count
     * (not Go), or the board is a bye or not paired.
     */
    public GoCountPresenter(EventSession session, int round, int board) {
        this.session = session;
        this.round = round;
        EventService e = session.require();
        if (counting(e).isEmpty()) {
            throw UserError.zh("数子只用于围棋赛事", "counting is for Go events only");
        }
        this.board = e.snapshot().round(round).flatMap(r -> r.pairings().stream().filter(p -> p.board() == board)
                .findFirst()).orElseThrow(() -> UserError.zh("第" + round + "轮没有第" + board + "台",
                "round " + round + " has no board " + board));
        if (this.board.isBye()) {
            throw UserError.zh("第" + round + "轮第" + board + "台是轮空，不数子", "round " + round + " board " + board
                    + " is a bye: there is nothing to count");
        }
    }

    private static Optional<Counting> counting(EventService e) {
        return e.plugins().find(Counting.class, e.settings().discipline());
    }

    public int round() {
        return round;
    }

    public int board() {
        return board.board();
    }

    /** The board's handicap stones as paired (0 even, 1 让先). */
    public int handicap() {
        return board.handicap();
    }

    /** 第1轮 第3台  黑：1 张三  白：6 李四  让4子，黑还2子 — the board the count is for. */
    public String heading() {
        EventService e = session.require();
        Messages m = session.messages();
        Player black = e.snapshot().player(board.first()).orElseThrow();
        Player white = e.snapshot().player(board.second()).orElseThrow();
        String komi = counting(e).map(c -> c.komi(board.handicap(), e.settings().options(), m.locale())).orElse("");
        return m.english()
                ? "Round " + round + " board " + board.board() + "   Black: " + black.no() + " " + black.name()
                        + "   White: " + white.no() + " " + white.name() + (komi.isEmpty() ? "" : "   " + komi)
                : "第" + round + "轮 第" + board.board() + "台   执黑：" + black.no() + " " + black.name() + "   执白："
                        + white.no() + " " + white.name() + (komi.isEmpty() ? "" : "   " + komi);
    }

    /**
     * The verdict of a count (第九条): Chinese rules take black's stones plus points, Japanese/Korean each side's
     * territory plus prisoners; bad input (a count beyond the board) is refused in words.
     */
    public CountResult count(String rules, int size, int handicap, Integer black, Integer blackPoints,
                             Integer whitePoints) {
        EventService e = session.require();
        Counting c = counting(e).orElseThrow();
        return c.count(c.forEvent(new CountRequest(rules, size, handicap, black, blackPoints, whitePoints, null),
                e.settings().options()));
    }

    /** The event's counting rules ({@link #RULES}): what the dialog offers first. */
    public String defaultRules() {
        return optionOr(org.qicai.core.model.EventSettings.GO_RULES, RULES.get(0), RULES);
    }

    /** The event's board ({@link #SIZES}): what the dialog offers first. */
    public int defaultSize() {
        return Integer.parseInt(optionOr(org.qicai.core.model.EventSettings.BOARD_SIZE, Integer.toString(SIZES.get(0)),
                SIZES.stream().map(String::valueOf).toList()));
    }

    /** The event's value of a counting setting, else the counting's default for it, else {@code fallback}. */
    private String optionOr(String key, String fallback, List<String> allowed) {
        EventService e = session.require();
        String def = counting(e).flatMap(c -> c.options().stream().filter(o -> o.key().equals(key)).findFirst())
                .map(o -> o.defaultValue()).orElse(fallback);
        String v = e.settings().options().getOrDefault(key, def).strip();
        return allowed.contains(v) ? v : fallback;
    }

    /** 黑胜3/4子（185 − 184¼ = ¾） — what the dialog shows as the arbiter types. */
    public String verdict(CountResult r) {
        Messages m = session.messages();
        return r.words(m.locale()) + (m.english() ? " (" : "（") + r.arithmetic() + (m.english() ? ")" : "）");
    }

    /** The result the count gives: the winner (和棋 for a margin of 0) with the margin as how it was decided. */
    public static ResultEntry entry(CountResult r) {
        Result result = switch (r.winner()) {
            case "black" -> Result.FIRST_WIN;
            case "white" -> Result.SECOND_WIN;
            default -> Result.DRAW;
        };
        return new ResultEntry(result, ResultDetail.count(r.quarters(), r.unit().equals("points")));
    }
}
