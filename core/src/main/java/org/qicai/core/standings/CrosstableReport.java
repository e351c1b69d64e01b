package org.qicai.core.standings;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.qicai.core.model.ByeKind;
import org.qicai.core.model.Outcome;
import org.qicai.core.model.Player;
import org.qicai.core.model.Side;
import org.qicai.core.spi.Named;

/**
 * 成绩交叉表 — the crosstable as the CLI, the printout and the workstation show it.
 *
 * <p>Two layouts: {@link Layout#GRID} (round robin: a row and a column per player in start order, the
 * cell holding the results of their games) and {@link Layout#ROUNDS} (Swiss and other systems: a
 * column per round with opponent, side and result). Marks: {@code 1} win, {@code ½} draw, {@code 0}
 * loss, {@code +}/{@code -} won/lost without play (21.4), an annulled result (20.3) in parentheses,
 * {@code *} a game without result yet.
 *
 * @param standings the standings it shows (rank, points, tiebreak columns)
 * @param layout    grid or rounds
 * @param rows      one per player: start order in the grid, rank order in the rounds layout
 */
public record CrosstableReport(StandingsReport standings, Layout layout, List<Row> rows) {

    public CrosstableReport {
        rows = List.copyOf(rows);
    }

    /** The last round shown. */
    public int afterRound() {
        return standings.afterRound();
    }

    /** The tiebreak columns' names. */
    public List<String> tiebreakNames(Locale locale) {
        return standings.tiebreakNames(locale);
    }

    public enum Layout {
        GRID, ROUNDS
    }

    /**
     * One result in a cell.
     *
     * @param round    round
     * @param opponent opponent's start number, 0 for a bye
     * @param side     the player's side, null for a bye
     * @param outcome  the player's outcome
     * @param bye      the bye kind, null for a game
     * @param annulled 20.3 annulled
     */
    public record Mark(int round, int opponent, Side side, Outcome outcome, ByeKind bye, boolean annulled) {
        /** The result mark: 1 ½ 0 + - (bye: the kind's TRF letter as points would mislead), annulled in parentheses. */
        public String result() {
            String m = switch (outcome) {
                case WIN -> "1";
                case DRAW -> "½";
                case LOSS -> "0";
                case FORFEIT_WIN -> "+";
                case FORFEIT_LOSS -> "-";
                case BYE -> switch (bye == null ? ByeKind.PAIRING : bye) {
                    case PAIRING, FULL_POINT -> "+";
                    case HALF_POINT -> "½";
                    case ZERO_POINT -> "-";
                };
                case PENDING -> "*";
            };
            return annulled ? "(" + m + ")" : m;
        }
    }

    /**
     * One player's line.
     *
     * @param standing   his line of the standings (rank, points, tiebreaks)
     * @param cells      GRID: one per player in start order (empty for himself or an opponent not met);
     *                   ROUNDS: one per round 1…afterRound (empty when he was not on a board)
     * @param points     points, formatted
     * @param tiebreaks  tiebreak values, formatted
     * @param progression rank after each round 1…afterRound (rank progression)
     */
    public record Row(Standing standing, List<List<Mark>> cells, String points, List<String> tiebreaks,
                      List<Integer> progression) {
        public Player player() {
            return standing.player();
        }
    }

    /** The crosstable of a standings report, in the given layout, with the rank progression. */
    public static CrosstableReport of(StandingsReport rep, Layout layout) {
        Crosstable t = rep.table();
        Map<Integer, List<Integer>> progression = RankProgression.of(rep);
        List<Standing> order = new ArrayList<>(rep.rows());
        if (layout == Layout.GRID) {
            order.sort(Comparator.comparingInt(s -> s.player().no()));
        }
        List<Integer> columns = order.stream().map(s -> s.player().no()).toList();
        List<Row> rows = new ArrayList<>();
        for (Standing s : order) {
            int no = s.player().no();
            List<List<Mark>> cells = new ArrayList<>();
            if (layout == Layout.GRID) {
                for (int other : columns) {
                    List<Mark> ms = new ArrayList<>();
                    if (other != no) {
                        for (Crosstable.Entry e : t.entries(no)) {
                            if (e.opponent() == other) {
                                ms.add(mark(e));
                            }
                        }
                    }
                    cells.add(List.copyOf(ms));
                }
            } else {
                for (int r = 1; r <= rep.afterRound(); r++) {
                    List<Mark> ms = new ArrayList<>();
                    for (Crosstable.Entry e : t.entries(no)) {
                        if (e.round() == r) {
                            ms.add(mark(e));
                        }
                    }
                    cells.add(List.copyOf(ms));
                }
            }
            List<String> tbs = new ArrayList<>();
            for (int i = 0; i < s.tiebreaks().size(); i++) {
                tbs.add(rep.formatTiebreak(i, s.tiebreaks().get(i)));
            }
            rows.add(new Row(s, List.copyOf(cells), rep.formatPoints(s.points()), List.copyOf(tbs),
                    progression.getOrDefault(no, List.of())));
        }
        return new CrosstableReport(rep, layout, rows);
    }

    private static Mark mark(Crosstable.Entry e) {
        return new Mark(e.round(), e.opponent(), e.side(), e.outcome(), e.bye(), e.annulled());
    }

    /** The column heads of the cells: start numbers (grid) or rounds. */
    public List<String> cellHeads(Locale locale) {
        boolean en = Named.isEnglish(locale);
        List<String> out = new ArrayList<>();
        if (layout == Layout.GRID) {
            for (Row r : rows) {
                out.add(Integer.toString(r.player().no()));
            }
        } else {
            for (int r = 1; r <= afterRound(); r++) {
                out.add(en ? "R" + r : "第" + r + "轮");
            }
        }
        return out;
    }

    /**
     * A cell as text. Grid: the result marks of the games against that opponent ({@code 1 ½} in a
     * double round robin), {@code ×} on the diagonal. Rounds: opponent number, side letter, result
     * ({@code 12红1}); a bye as the word for it with its mark.
     *
     * @param sideShort the discipline's one-letter side names, e.g. 红/黑 (xiangqi) or 黑/白 (Go)
     */
    public String cellText(Row row, int index, Map<Side, String> sideShort, Locale locale) {
        List<Mark> ms = row.cells().get(index);
        if (layout == Layout.GRID) {
            if (rows.get(index).player().no() == row.player().no()) {
                return "×";
            }
            return String.join(" ", ms.stream().map(Mark::result).toList());
        }
        List<String> parts = new ArrayList<>();
        for (Mark m : ms) {
            if (m.opponent() == 0) {
                parts.add((Named.isEnglish(locale) ? "bye" : "轮空") + m.result());
            } else {
                parts.add(m.opponent() + sideShort.getOrDefault(m.side(), "") + m.result());
            }
        }
        return String.join(" ", parts);
    }
}
