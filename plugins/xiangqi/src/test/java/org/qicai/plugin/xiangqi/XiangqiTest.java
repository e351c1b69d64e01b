package org.qicai.plugin.xiangqi;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Locale;
import org.junit.jupiter.api.Test;
import org.qicai.core.model.PenaltyKind;
import org.qicai.core.model.Result;
import org.qicai.core.model.Side;
import org.qicai.core.spi.PenaltyRule;

class XiangqiTest {
    private final Xiangqi xq = new Xiangqi();

    @Test
    void redMovesFirstXq13_1() {
        assertThat(xq.sideName(Side.FIRST, Locale.CHINESE)).isEqualTo("红方");
        assertThat(xq.sideName(Side.SECOND, Locale.CHINESE)).isEqualTo("黑方");
        assertThat(xq.csvSideKey(Side.FIRST)).isEqualTo("red");
    }

    @Test
    void resultWordsRoundTrip() {
        for (Result r : Result.values()) {
            if (r == Result.PENDING) {
                continue;
            }
            assertThat(xq.parseResultWord(xq.resultWord(r, Locale.CHINESE))).contains(r);
        }
        assertThat(xq.parseResultWord("和")).contains(Result.DRAW);
        assertThat(xq.parseResultWord("红胜")).contains(Result.FIRST_WIN);
        assertThat(xq.parseResultWord("黑胜")).contains(Result.SECOND_WIN);
        assertThat(xq.parseResultWord("平局?")).isEmpty();
    }

    @Test
    void catalogueHasEveryFoulOfXq9_1() {
        for (int i = 1; i <= 8; i++) {
            String clause = "9.1." + i;
            assertThat(xq.penaltyCatalogue()).extracting(PenaltyRule::clause).contains(clause);
        }
        assertThat(xq.penaltyCatalogue()).filteredOn(r -> r.clause().equals("18.2"))
                .extracting(PenaltyRule::kind).containsExactly(PenaltyKind.DISQUALIFICATION);
    }

    @Test
    void scoresheetUsesTheXq7_5Columns() {
        var sheet = xq.scoresheet(Locale.CHINESE);
        assertThat(sheet.moveColumn()).isEqualTo("回合");
        assertThat(sheet.firstColumn()).isEqualTo("红方");
        assertThat(sheet.secondColumn()).isEqualTo("黑方");
        assertThat(String.join("", sheet.legend())).contains("炮二平五", "马8进7", "炮25");
    }
}
