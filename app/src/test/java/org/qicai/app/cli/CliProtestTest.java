package org.qicai.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code qicai protest add|decide|list}: deadlines (xq2020 §20, §17), decision and its effect on the result. */
class CliProtestTest {
    @TempDir
    Path dir;

    private String event() {
        String e = dir.resolve("protest.qicai").toString();
        CliPenaltyTest.ok("event", "new", e, "--name", "抗议", "--system", "round-robin", "--seed", "3");
        for (String n : List.of("甲", "乙", "丙", "丁")) {
            CliPenaltyTest.ok("player", "add", e, "--name", n);
        }
        CliPenaltyTest.ok("round", "pair", e);
        CliPenaltyTest.ok("round", "publish", e, "1");
        return e;
    }

    @Test
    @DisplayName("xq2020 §20: against a ruling, 15 minutes from the ruling; late protests are recorded as late")
    void rulingProtestDeadlineXq2020_20() {
        String e = event();
        CliPenaltyTest.ok("penalty", "add", e, "1", "1", "red", "--clause", "9.1.5");
        String ok = CliPenaltyTest.ok("--lang", "en", "protest", "add", e, "1", "1", "red", "--against", "ruling",
                "--penalty", "1", "--grounds", "I did not touch it").out();
        assertThat(ok).contains("protest #1 round 1 board 1 Red #1 甲 against a ruling #1; deadline").contains("(xq2020 20), in time");
        String late = CliPenaltyTest.ok("--lang", "en", "protest", "add", e, "1", "2", "black", "--against", "ruling",
                "--since", "2024-05-01 10:00", "--at", "2024-05-01 10:16", "--grounds", "wrong").out();
        assertThat(late).contains("LATE");
    }

    @Test
    @DisplayName("xq2020 pdf §17: against a game, 30 minutes; upheld, the decision sets the result")
    void gameProtestUpheldChangesTheResult() {
        String e = event();
        CliPenaltyTest.ok("result", e, "1", "2", "1-0");
        String p = CliPenaltyTest.ok("protest", "add", e, "1", "2", "black", "--against", "game", "--grounds", "红方超时").out();
        assertThat(p).contains("抗议#1 第1轮 第2台 黑方 #3 丙 对比赛结果；期限").contains(" (xq2020 17)")
                .contains("按时");
        String d = CliPenaltyTest.ok("protest", "decide", e, "1", "upheld", "--note", "查证属实", "--by", "仲裁委员会",
                "--result", "黑胜").out();
        assertThat(d).contains("裁决：查证属实（仲裁委员会）；成绩 1-0 → 0-1 黑胜");
        assertThat(CliPenaltyTest.result(e, 2)).isEqualTo("0-1");
        List<String> csv = CliPenaltyTest.ok("protest", "list", e, "--format", "csv").out().lines().toList();
        assertThat(csv.get(0)).startsWith("id,round,board,side,player_no,player,against,penalty,grounds,since,deadline");
        assertThat(csv.get(1)).contains(",game,,红方超时,").contains(",true,upheld,查证属实,仲裁委员会,").endsWith(",1-0,0-1");
        assertThat(CliPenaltyTest.fails("protest", "decide", e, "1", "dismissed", "--note", "x").err())
                .contains("already decided");
    }

    @Test
    @DisplayName("bad protests: one line naming the problem")
    void badInput() {
        String e = event();
        assertThat(CliPenaltyTest.fails("protest", "add", e, "1", "1", "red", "--against", "arbiter", "--grounds", "x").err())
                .contains("--against is ruling or game");
        assertThat(CliPenaltyTest.fails("protest", "add", e, "1", "1", "red", "--against", "game", "--grounds", "x").err())
                .contains("has no result entered yet");
        assertThat(CliPenaltyTest.fails("protest", "add", e, "1", "1", "red", "--against", "ruling", "--since", "noon",
                "--grounds", "x").err()).contains("--since 'noon' is not a time");
        assertThat(CliPenaltyTest.ok("protest", "list", e).out()).contains("没有抗议");
    }
}
