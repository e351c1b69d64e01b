package org.qicai.core.standings;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.qicai.core.UserError;
import org.qicai.core.model.PlayerStatus;
import org.qicai.core.spi.Named;

/**
 * 录取名次与等级 — the qualification columns of the 2014 youth championship regulation (rules/000,
 * 八、录取名次和奖励): "男、女组个人冠军、胜率达到76%获得申请'运动健将'称号资格；个人前八名获得申请'一级运动员'
 * 称号资格；第九至十六名…'二级运动员'；第十七至三十二名…'三级运动员'".
 *
 * <p>胜率 (win rate) is the game points (win 1, draw ½, loss 0; {@code +} a win, 21.4) over the games
 * counted, byes left out [ours: the regulation does not define it; this is the usual 得分率]. A
 * shared place gets the band of its rank (the better place) and is flagged when it straddles a band
 * edge, to be decided by a play-off (15.6). Expelled players (18.3) qualify for nothing [ours].
 *
 * @param rows      one per player, in rank order
 * @param ratePercent the win rate a champion needs (76)
 * @param bandEnds  the last place of each band (8, 16, 32)
 */
public record QualificationReport(List<Row> rows, int ratePercent, List<Integer> bandEnds) {

    /** Option: the champion's win rate line, in percent (default 76). */
    public static final String RATE = "qualification-rate";
    /** Option: the last place of each grade band, comma-separated (default 8,16,32). */
    public static final String BANDS = "qualification-bands";

    /** 运动员技术等级 by place. */
    public enum Grade {
        FIRST("一级运动员", "1st grade"), SECOND("二级运动员", "2nd grade"), THIRD("三级运动员", "3rd grade"), NONE("", "");

        private final String zh;
        private final String en;

        Grade(String zh, String en) {
            this.zh = zh;
            this.en = en;
        }

        public String label(Locale l) {
            return Named.isEnglish(l) ? en : zh;
        }
    }

    /**
     * One player's qualification.
     *
     * @param standing      his standings line
     * @param gamePoints    game points in half points (win 2, draw 1)
     * @param games         games counted (byes and annulled games left out)
     * @param rateReached   whether the win rate reaches the line
     * @param masterCandidate the champion with the line reached: may apply for 运动健将
     * @param grade         the grade band of his place
     * @param bandTie       his shared place straddles a band edge (or the title): a play-off decides (15.6)
     */
    public record Row(Standing standing, long gamePoints, int games, boolean rateReached, boolean masterCandidate,
                      Grade grade, boolean bandTie) {

        /** The win rate in percent, one decimal, exact rounding half up ({@code 83.3}); "-" without games. */
        public String winRate() {
            if (games == 0) {
                return "-";
            }
            return BigDecimal.valueOf(gamePoints * 100).divide(BigDecimal.valueOf(2L * games), 1, RoundingMode.HALF_UP)
                    .toPlainString() + "%";
        }
    }

    /** The qualification of a standings report, with the event's options ({@link #RATE}, {@link #BANDS}). */
    public static QualificationReport of(StandingsReport rep) {
        var settings = rep.table().event().settings();
        int rate = parseRate(settings.option(RATE, "76"));
        List<Integer> bands = new ArrayList<>(StandingsOptions.parsePlaces(settings.option(BANDS, "8,16,32")));
        if (bands.size() > 3) {
            throw UserError.zh("选项 " + BANDS + " 最多给出三个等级线（一级, 二级, 三级），不能是 " + bands,
                    "option " + BANDS + " names at most three band ends (一级, 二级, 三级), not " + bands);
        }
        Crosstable t = rep.table();
        List<Row> rows = new ArrayList<>();
        List<Standing> all = rep.rows();
        for (Standing s : all) {
            int no = s.player().no();
            int games = 0;
            for (Crosstable.Entry e : t.entries(no)) {
                if (e.counts() && !e.isBye()) {
                    games++;
                }
            }
            long gp = gamePointsWithoutByes(t, no);
            boolean expelled = s.player().status() == PlayerStatus.EXPELLED || t.resultsAnnulled(no);
            boolean reached = games > 0 && meetsRate(gp, games, rate);
            Grade grade = expelled ? Grade.NONE : grade(s.rank(), bands);
            int size = (int) all.stream().filter(o -> o.rank() == s.rank()).count();
            boolean tie = false;
            if (size > 1) {
                int last = s.rank() + size - 1;
                for (int edge : bandsWithTitle(bands)) {
                    tie |= s.rank() <= edge && edge + 1 <= last;
                }
            }
            rows.add(new Row(s, gp, games, reached, !expelled && s.rank() == 1 && reached, grade, tie));
        }
        return new QualificationReport(List.copyOf(rows), rate, List.copyOf(bands));
    }

    private static List<Integer> bandsWithTitle(List<Integer> bands) {
        List<Integer> out = new ArrayList<>(bands);
        if (!out.contains(1)) {
            out.add(0, 1);
        }
        return out;
    }

    private static long gamePointsWithoutByes(Crosstable t, int no) {
        long sum = 0;
        for (Crosstable.Entry e : t.entries(no)) {
            if (!e.counts() || e.isBye()) {
                continue;
            }
            sum += switch (e.outcome()) {
                case WIN, FORFEIT_WIN -> 2;
                case DRAW -> 1;
                default -> 0;
            };
        }
        return sum;
    }

    /** Exact: {@code gamePoints/2 ÷ games ≥ percent/100}, in integers. */
    public static boolean meetsRate(long gamePointsHalf, int games, int percent) {
        return gamePointsHalf * 100 >= (long) percent * 2 * games;
    }

    /** The grade band of a place: 1–8 一级, 9–16 二级, 17–32 三级 with the default band ends. */
    public static Grade grade(int rank, List<Integer> bandEnds) {
        Grade[] grades = {Grade.FIRST, Grade.SECOND, Grade.THIRD};
        for (int i = 0; i < bandEnds.size() && i < grades.length; i++) {
            if (rank <= bandEnds.get(i)) {
                return grades[i];
            }
        }
        return Grade.NONE;
    }

    private static int parseRate(String v) {
        try {
            int r = Integer.parseInt(v.strip());
            if (r < 1 || r > 100) {
                throw new NumberFormatException();
            }
            return r;
        } catch (NumberFormatException e) {
            throw UserError.zh("选项 " + RATE + " 应为 1–100 的整数百分比，不能是“" + v + "”",
                    "option " + RATE + " must be a whole percentage 1–100, not '" + v + "'");
        }
    }
}
