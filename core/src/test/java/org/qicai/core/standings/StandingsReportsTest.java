package org.qicai.core.standings;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.qicai.core.model.PlayerStatus;
import org.qicai.core.model.Side;
import org.qicai.core.standings.CrosstableReport.Layout;
import org.qicai.core.standings.QualificationReport.Grade;

/** The crosstable, the rank progression and the qualification columns. */
class StandingsReportsTest {
    private static final Map<Side, String> XQ = Map.of(Side.FIRST, "红", Side.SECOND, "黑");

    @Test
    @DisplayName("成绩交叉表 (round robin): rows and columns by start number, 21.4 marks, × on the diagonal")
    void gridCrosstableWithForfeitMarksXq21_4() {
        StandingsReport rep = Fixture.players(3)
                .round(1, "1-2 +/-", "3 bye")
                .round(2, "3-1 1/2", "2 bye")
                .round(3, "2-3 0-1", "1 bye").standings("15.1");
        CrosstableReport x = CrosstableReport.of(rep, Layout.GRID);
        assertThat(x.cellHeads(Locale.ROOT)).containsExactly("1", "2", "3");
        CrosstableReport.Row r1 = x.rows().get(0);
        assertThat(r1.player().no()).isEqualTo(1);
        assertThat(List.of(x.cellText(r1, 0, XQ, Locale.ROOT), x.cellText(r1, 1, XQ, Locale.ROOT),
                x.cellText(r1, 2, XQ, Locale.ROOT))).containsExactly("×", "+", "½");
        CrosstableReport.Row r2 = x.rows().get(1);
        assertThat(x.cellText(r2, 0, XQ, Locale.ROOT)).isEqualTo("-");
        assertThat(x.cellText(r2, 2, XQ, Locale.ROOT)).isEqualTo("0");
        assertThat(r1.points()).isEqualTo("2.5"); // + 1, ½, bye 1
    }

    @Test
    @DisplayName("成绩交叉表 (Swiss): a column per round with opponent, side and result; annulled in parentheses")
    void roundsCrosstable() {
        StandingsReport rep = Fixture.players(4)
                .round(1, "1-2 1-0", "3-4 1/2")
                .round(2, "4-1 0-1", "2-3 1-0")
                .annul(2, 2).standings("15.2");
        CrosstableReport x = CrosstableReport.of(rep, Layout.ROUNDS);
        assertThat(x.cellHeads(Locale.SIMPLIFIED_CHINESE)).containsExactly("第1轮", "第2轮");
        CrosstableReport.Row top = x.rows().get(0);
        assertThat(top.player().no()).isEqualTo(1);
        assertThat(x.cellText(top, 0, XQ, Locale.ROOT)).isEqualTo("2红1");
        assertThat(x.cellText(top, 1, XQ, Locale.ROOT)).isEqualTo("4黑1");
        CrosstableReport.Row two = x.rows().stream().filter(r -> r.player().no() == 2).findFirst().orElseThrow();
        assertThat(x.cellText(two, 1, XQ, Locale.ROOT)).isEqualTo("3红(1)");
    }

    @Test
    @DisplayName("名次变化: the rank after every round")
    void rankProgression() {
        StandingsReport rep = Fixture.players(4)
                .round(1, "1-2 0-1", "3-4 1/2")
                .round(2, "1-3 1-0", "2-4 0-1")
                .round(3, "1-4 1-0", "2-3 1/2").standings("15.1");
        Map<Integer, List<Integer>> p = RankProgression.of(rep);
        // after R1: 2 first (1), 3 and 4 shared second, 1 last; after R3: 1 has 2 points
        assertThat(p.get(2).get(0)).isEqualTo(1);
        assertThat(p.get(1).get(0)).isEqualTo(4);
        assertThat(p.get(1)).hasSize(3);
        assertThat(p.get(1).get(2)).isEqualTo(rep.row(1).orElseThrow().rank());
    }

    @Test
    @DisplayName("2014 regulation: 1–8 一级, 9–16 二级, 17–32 三级")
    void gradeBands() {
        List<Integer> bands = List.of(8, 16, 32);
        assertThat(QualificationReport.grade(1, bands)).isEqualTo(Grade.FIRST);
        assertThat(QualificationReport.grade(8, bands)).isEqualTo(Grade.FIRST);
        assertThat(QualificationReport.grade(9, bands)).isEqualTo(Grade.SECOND);
        assertThat(QualificationReport.grade(16, bands)).isEqualTo(Grade.SECOND);
        assertThat(QualificationReport.grade(17, bands)).isEqualTo(Grade.THIRD);
        assertThat(QualificationReport.grade(32, bands)).isEqualTo(Grade.THIRD);
        assertThat(QualificationReport.grade(33, bands)).isEqualTo(Grade.NONE);
    }

    @Test
    @DisplayName("2014 regulation: the 76 % line is exact — 19 of 25 reaches it, 18½ does not")
    void seventySixPercentLine() {
        assertThat(QualificationReport.meetsRate(38, 25, 76)).isTrue();   // 19 / 25 = 76 %
        assertThat(QualificationReport.meetsRate(37, 25, 76)).isFalse();  // 18½ / 25 = 74 %
    }

    @Test
    @DisplayName("2014 regulation: the champion with ≥ 76 % may apply for 运动健将; a tie across a band edge needs a play-off")
    void qualificationReport() {
        // 10 players round robin: lower number wins every game, except 9 and 10 draw
        StandingsReport rep = Fixture.players(10)
                .roundRobin((a, b) -> (a == 9 && b == 10) || (a == 10 && b == 9) ? "1/2" : a < b ? "1-0" : "0-1")
                .option(QualificationReport.BANDS, "8,9")
                .standings("15.1");
        QualificationReport q = QualificationReport.of(rep);
        QualificationReport.Row champion = q.rows().get(0);
        assertThat(champion.standing().player().no()).isEqualTo(1);
        assertThat(champion.winRate()).isEqualTo("100.0%");
        assertThat(champion.masterCandidate()).isTrue();
        QualificationReport.Row second = q.rows().get(1);
        assertThat(second.winRate()).isEqualTo("88.9%"); // 8 of 9
        assertThat(second.masterCandidate()).isFalse();
        assertThat(q.rows().get(7).grade()).isEqualTo(Grade.FIRST);
        // 9 and 10 both ½ of 9 … both have ½ point: shared 9th place across the band end 9
        assertThat(q.rows().get(8).standing().rank()).isEqualTo(9);
        assertThat(q.rows().get(8).bandTie()).isTrue();
        assertThat(q.rows().get(8).grade()).isEqualTo(Grade.SECOND);
    }

    @Test
    void expelledPlayersQualifyForNothing() {
        StandingsReport rep = Fixture.players(2).round(1, "1-2 1-0").left(1, PlayerStatus.EXPELLED, 1).standings("wins");
        QualificationReport q = QualificationReport.of(rep);
        assertThat(q.rows().get(0).grade()).isEqualTo(Grade.NONE);
        assertThat(q.rows().get(0).masterCandidate()).isFalse();
        assertThat(q.rows().get(1).grade()).isEqualTo(Grade.FIRST);
    }

    @Test
    @DisplayName("15.1: a pair on one place reads 并列第N名 / shared Nth place; a pair on two places 第2、3名 / rank 2–3")
    void sharedPlaceLabels15_1() {
        assertThat(StandingsReport.placeLabel(12, 12, false)).isEqualTo("并列第12名：");
        assertThat(StandingsReport.placeLabel(2, 12, false)).isEqualTo("第2、12名：");
        assertThat(StandingsReport.placeLabel(3, 3, true)).isEqualTo("shared 3rd place: ");
        assertThat(StandingsReport.placeLabel(3, 4, true)).isEqualTo("rank 3–4: ");
        assertThat(List.of(1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 101, 111, 112).stream().map(StandingsReport::ordinal))
                .containsExactly("1st", "2nd", "3rd", "4th", "11th", "12th", "13th", "21st", "22nd", "23rd", "101st",
                        "111th", "112th");
    }
}
