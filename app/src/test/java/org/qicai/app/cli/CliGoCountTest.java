package org.qicai.app.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.qicai.app.cli.CliPenaltyTest.fails;
import static org.qicai.app.cli.CliPenaltyTest.ok;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** {@code qicai go count} end to end over the real Go plugin (issue 15, item 8: the CLI contract; 004 第九条). */
class CliGoCountTest {

    @Test
    @DisplayName("go count --black 186 --format json: winner black, margin 1.75, unit stones, then words and arithmetic")
    void json() {
        assertThat(ok("go", "count", "--black", "186", "--format", "json").out().strip()).isEqualTo(
                "{\"winner\":\"black\",\"margin\":1.75,\"unit\":\"stones\",\"words\":\"黑胜1又3/4子\","
                        + "\"arithmetic\":\"186 − 184¼ = 1¾\"}");
        assertThat(ok("go", "count", "--black", "184", "--format", "json").out())
                .startsWith("{\"winner\":\"white\",\"margin\":0.25,\"unit\":\"stones\"");
        assertThat(ok("go", "count", "--black", "184", "--komi", "3.5", "--format", "json").out())
                .startsWith("{\"winner\":\"jigo\",\"margin\":0.0,\"unit\":\"stones\"");
        assertThat(ok("go", "count", "--rules", "japanese", "--black-points", "70", "--white-points", "62",
                "--format", "json").out()).startsWith("{\"winner\":\"black\",\"margin\":1.5,\"unit\":\"points\"");
    }

    @Test
    @DisplayName("第九条 in text: the words and the arithmetic (185 → 黑胜3/4子; 4 stones, 183 → 黑胜1/2子)")
    void text() {
        assertThat(ok("go", "count", "--black", "185").out().lines().toList())
                .containsExactly("黑胜3/4子", "185 − 184¼ = ¾");
        assertThat(ok("go", "count", "--black", "183", "--handicap", "4").out().lines().toList())
                .containsExactly("黑胜1/2子", "183 − 2 − 180½ = ½");
        assertThat(ok("--lang", "en", "go", "count", "--black", "184").out().lines().toList())
                .containsExactly("White wins by 1/4 stone", "184 − 184¼ = −¼");
        assertThat(ok("go", "count", "--black", "45", "--size", "9").out()).contains("黑胜3/4子");
    }

    @Test
    @DisplayName("bad input exits 2 with one line: above the board, size 7, unknown rules, Japanese without points")
    void badInput() {
        assertThat(fails("go", "count", "--black", "362").err()).contains("361");
        assertThat(fails("go", "count", "--black", "-1").err()).contains("-1");
        assertThat(fails("go", "count", "--black", "20", "--size", "7").err()).contains("9");
        assertThat(fails("go", "count", "--black", "185", "--rules", "ing").err()).contains("chinese");
        assertThat(fails("go", "count", "--rules", "japanese", "--black-points", "70").err())
                .contains("--white-points");
        assertThat(fails("go", "count").err()).contains("--black");
        assertThat(fails("go", "count", "--black", "185", "--format", "xml").err()).contains("--format");
    }

    @Test
    @DisplayName("go 第二章 第二条: a Go event keeps its rules, board and komi; a komi no event announces is refused, nothing made")
    void anEventsGoSettings(@org.junit.jupiter.api.io.TempDir java.nio.file.Path dir) throws Exception {
        String ev = dir.resolve("jp.qicai").toString();
        ok("event", "new", ev, "--name", "日本规则", "--discipline", "go", "--system", "mcmahon", "--option",
                "go-rules=japanese", "--option", "komi=6.5", "--option", "board-size=13");
        try (org.qicai.core.service.EventService svc = org.qicai.core.service.EventService.open(java.nio.file.Path.of(ev),
                org.qicai.app.gui.presenter.TestPlugins.host(), "t")) {
            assertThat(svc.settings().options()).containsEntry("go-rules", "japanese").containsEntry("komi", "6.5")
                    .containsEntry("board-size", "13");
        }
        String bad = dir.resolve("bad.qicai").toString();
        assertThat(fails("event", "new", bad, "--name", "坏", "--discipline", "go", "--system", "mcmahon",
                "--option", "komi=9.3").err()).contains("komi").contains("9.3").contains("7.5");
        assertThat(java.nio.file.Files.exists(java.nio.file.Path.of(bad))).isFalse();
        fails("event", "new", bad, "--name", "坏", "--discipline", "go", "--system", "mcmahon", "--option",
                "board-size=21");
        assertThat(java.nio.file.Files.exists(java.nio.file.Path.of(bad))).isFalse();
    }
}
