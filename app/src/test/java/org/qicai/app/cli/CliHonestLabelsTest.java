package org.qicai.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 13 items 5 and 6 on the CLI: standings and crosstable say 暂列 / provisional while a result is missing
 * (JSON: a boolean "provisional"; the CSV header is unchanged), the 15.6 play-off mark only once the places
 * cannot change, and a result that contradicts a withdrawal is refused with the reason.
 */
class CliHonestLabelsTest {
    @TempDir
    Path dir;

    private static CliRunner.Run ok(String... args) {
        CliRunner.Run r = CliRunner.run(args);
        assertThat(r.code()).as("exit code of %s; stderr: %s", String.join(" ", args), r.err()).isZero();
        return r;
    }

    /** Four players, a Berger round robin of three rounds (R1 1-4 2-3 · R2 4-3 1-2 · R3 2-4 3-1). */
    private String fourPlayers() {
        String e = dir.resolve("暂列.qicai").toString();
        ok("event", "new", e, "--name", "四人循环", "--system", "round-robin", "--seed", "3");
        for (String n : List.of("甲", "乙", "丙", "丁")) {
            ok("player", "add", e, "--name", n);
        }
        return e;
    }

    @Test
    @DisplayName("standings after a round with missing results are provisional: text, JSON and crosstable say so")
    void standingsAfterARoundWithMissingResultsAreProvisional() {
        String e = fourPlayers();
        ok("round", "pair", e);
        ok("result", e, "1", "1", "1/2");
        assertThat(ok("standings", e).out().lines().findFirst().orElseThrow()).contains("第1轮后 暂列（尚有成绩未录入）");
        assertThat(ok("--lang", "en", "standings", e).out().lines().findFirst().orElseThrow())
                .contains("after round 1 provisional (results missing)");
        assertThat(ok("standings", e, "--format", "json").out()).contains("\"afterRound\":1,\"provisional\":true");
        assertThat(ok("standings", e, "--format", "csv").out().lines().findFirst().orElseThrow())
                .isEqualTo("rank,no,name,unit,points,sonneborn-berger,wins,direct-encounter,fouls");
        assertThat(ok("crosstable", e).out().lines().findFirst().orElseThrow()).contains("第1轮后 暂列");
        ok("result", e, "1", "2", "1/2");
        assertThat(ok("standings", e).out()).doesNotContain("暂列");
        assertThat(ok("standings", e, "--format", "json").out()).contains("\"provisional\":false");
        assertThat(ok("crosstable", e).out()).doesNotContain("暂列");
    }

    @Test
    @DisplayName("xq 15.6: a tie for the title after round 1 of 3 is not marked for a play-off; after round 3, complete, it is")
    void xq_15_6_playoffMarkOnlyOnceThePlacesCannotChange() {
        String e = fourPlayers();
        for (int r = 1; r <= 3; r++) {
            ok("round", "pair", e);
            ok("result", e, Integer.toString(r), "1", "1/2");
            ok("result", e, Integer.toString(r), "2", "1/2");
            CliRunner.Run text = ok("standings", e, "--explain");
            if (r < 3) {
                assertThat(text.out()).as("after round %d of 3", r).doesNotContain("=1*").doesNotContain("应安排加赛");
                assertThat(ok("standings", e, "--format", "json").out()).doesNotContain("\"playoff\":true");
            } else {
                assertThat(text.out()).contains("=1*").contains("应安排加赛（15.6）");
                assertThat(ok("standings", e, "--format", "json").out()).contains("\"playoff\":true");
            }
        }
    }

    @Test
    @DisplayName("xq 20.3: a forfeit win for a player who withdrew is refused with the reason; his forfeit loss stands")
    void xq_20_3_aForfeitWinForAWithdrawnPlayerIsRefused() {
        String e = fourPlayers();
        ok("round", "pair", e);
        ok("result", e, "1", "1", "1-0");
        ok("result", e, "1", "2", "1-0");
        ok("round", "pair", e);
        ok("result", e, "2", "1", "1-0");
        ok("result", e, "2", "2", "1-0");
        ok("withdraw", e, "4", "--after-round", "2", "--reason", "因病");
        ok("round", "pair", e);
        // R3: 2-4 on board 1 — 4 withdrew: "-/+" would be his forfeit win
        CliRunner.Run bad = CliRunner.run("result", e, "3", "1", "-/+");
        assertThat(bad.code()).isEqualTo(Cli.USER_ERROR);
        assertThat(bad.err()).contains("4 号棋手 丁").contains("第 2 轮后退赛（20.3/20.4）").contains("第 3 轮第 1 台");
        ok("result", e, "3", "1", "+/-");
    }
}
