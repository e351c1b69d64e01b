package org.qicai.plugin.xiangqi.notation;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.qicai.core.game.GameMove;
import org.qicai.core.game.GameRecord;
import org.qicai.core.game.RecordException;
import org.qicai.plugin.xiangqi.XiangqiRules;
import org.qicai.plugin.xiangqi.board.Position;

/** xq 7.5 records: PGN of one game and plain move lists; the 15 fixture games in full-width WXF. */
class RecordReaderTest {

    /** 15 master games (wukong-xiangqi, MIT), a copy of ../shared/fixtures/xiangqi/wukong_bulk_games_wxf.pgn. */
    static String fixture() throws IOException {
        try (InputStream in = RecordReaderTest.class.getResourceAsStream("wukong_bulk_games_wxf.pgn")) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }

    static List<String> iccs(GameRecord r) {
        return r.moves().stream().map(GameMove::iccs).toList();
    }

    @Test
    @DisplayName("xq 7.5: a plain move list with move numbers")
    void xq_7_5_plain_move_list_with_numbers() throws Exception {
        assertThat(iccs(RecordReader.read("1. 炮二平五 马8进7 2. 马二进三", null))).containsExactly("h2e2", "h9g7",
                "h0g2");
        assertThat(iccs(RecordReader.read("炮二平五，马8进7，马二进三", null))).containsExactly("h2e2", "h9g7", "h0g2");
        assertThat(iccs(RecordReader.read("1、炮二平五 马8进7\n2、马二进三", null))).containsExactly("h2e2", "h9g7",
                "h0g2");
        assertThat(iccs(RecordReader.read("1.炮二平五 1...马8进7 2.马二进三", null))).containsExactly("h2e2", "h9g7",
                "h0g2");
        assertThat(iccs(RecordReader.read("1 炮二平五 马8进7\n2 马二进三 车9平8\n3 车一平二 炮8进4", null)))
                .containsExactly("h2e2", "h9g7", "h0g2", "i9h9", "i0h0", "h7h3");
    }

    @Test
    @DisplayName("PGN: tags, comments, variations, a result")
    void pgn_tags_comments_variations_and_result() throws Exception {
        String pgn = """
                [Event "测试赛"]
                [Red "甲"]
                [Black "乙"]
                [Result "1-0"]

                1. C2=5 {中炮} H8+7 (1... P3+1 2. H2+3 {变着}) 2. H2+3 ; 注释到行尾
                R9=8 3. R1=2 1-0
                """;
        GameRecord r = RecordReader.read(pgn, null);
        assertThat(r.tags()).containsEntry("Event", "测试赛").containsEntry("Red", "甲").containsEntry("Black", "乙");
        assertThat(iccs(r)).containsExactly("h2e2", "h9g7", "h0g2", "i9h9", "i0h0");
        assertThat(r.result()).isEqualTo("1-0");
        assertThat(r.startFen()).isEqualTo(Position.fromFen(Position.START_FEN).toFen());
        assertThat(r.moves().get(4).fenAfter()).isEqualTo(r.finalFen());
    }

    @Test
    @DisplayName("results: 1-0 0-1 1/2-1/2 * 红胜 黑胜 和棋")
    void results_in_both_languages() throws Exception {
        assertThat(RecordReader.read("炮二平五 0-1", null).result()).isEqualTo("0-1");
        assertThat(RecordReader.read("炮二平五 1/2-1/2", null).result()).isEqualTo("1/2-1/2");
        assertThat(RecordReader.read("炮二平五 *", null).result()).isNull();
        assertThat(RecordReader.read("炮二平五 红胜", null).result()).isEqualTo("1-0");
        assertThat(RecordReader.read("炮二平五 黑胜", null).result()).isEqualTo("0-1");
        assertThat(RecordReader.read("炮二平五 和棋", null).result()).isEqualTo("1/2-1/2");
        assertThat(RecordReader.read("炮二平五", null).result()).isNull();
        assertThat(RecordReader.read("", null).moves()).isEmpty();
    }

    @Test
    @DisplayName("PGN [FEN]: black to move plays ply 1; the fen argument overrides the tag")
    void pgn_fen_tag_and_override() throws Exception {
        String fen = "r3k4/9/9/9/r8/9/9/9/9/3K5 b - - 0 1";
        GameRecord r = RecordReader.read("[FEN \"" + fen + "\"]\n1... 前车进1 2. 帅六进一", null);
        assertThat(iccs(r)).containsExactly("a5a4", "d0d1");
        assertThat(r.moves().get(0).red()).isFalse();
        assertThat(r.moves().get(0).ply()).isEqualTo(1);
        assertThat(r.tags()).doesNotContainKey("FEN");
        GameRecord o = RecordReader.read("[FEN \"" + fen + "\"]\nh2e2", Position.START_FEN);
        assertThat(iccs(o)).containsExactly("h2e2");
        assertThatThrownBy(() -> RecordReader.read("h2e2", "not a fen")).isInstanceOf(RecordException.class)
                .satisfies(e -> assertThat(((RecordException) e).error().ply()).isZero());
    }

    @Test
    @DisplayName("xq 7.5: a refusal names the ply, the text as written and why")
    void xq_7_5_refusal_names_ply_text_and_reason() throws Exception {
        assertThatThrownBy(() -> RecordReader.read("1. 炮二平五 马8进7 2. 马二进三 xyz", null))
                .isInstanceOf(RecordException.class).satisfies(e -> {
                    var err = ((RecordException) e).error();
                    assertThat(err.ply()).isEqualTo(4);
                    assertThat(err.text()).isEqualTo("xyz");
                    assertThat(err.reasonZh()).isEqualTo("看不懂的着法");
                    assertThat(err.message(java.util.Locale.CHINESE)).isEqualTo("第4着 xyz：看不懂的着法");
                    assertThat(err.message(java.util.Locale.ENGLISH)).isEqualTo("ply 4 xyz: unreadable move");
                });
        assertThatThrownBy(() -> RecordReader.read("炮二平五 1-0 马8进7", null)).isInstanceOf(RecordException.class)
                .satisfies(e -> assertThat(((RecordException) e).error().ply()).isEqualTo(2));
        assertThatThrownBy(() -> RecordReader.read("炮二平五 {没有结束", null)).isInstanceOf(RecordException.class);
        assertThatThrownBy(() -> RecordReader.read("[Event 没有引号]\n炮二平五", null))
                .isInstanceOf(RecordException.class);
    }

    @Test
    @DisplayName("tolerant read: the moves before the first bad one, and that error")
    void tolerant_read_until_the_first_error() throws Exception {
        RecordReader.Partial p = RecordReader.readUntilError("1. h2e2 h9g7 2. b0b5 b9c7", null);
        assertThat(iccs(p.record())).containsExactly("h2e2", "h9g7");
        assertThat(p.moves()).hasSize(2);
        assertThat(p.error().ply()).isEqualTo(3);
        assertThat(p.error().text()).isEqualTo("b0b5");
        assertThat(RecordReader.readUntilError("h2e2", null).error()).isNull();
        assertThat(p.start().toFen()).isEqualTo(Position.fromFen(Position.START_FEN).toFen());
    }

    @Test
    @DisplayName("fixture: all 15 master games in full-width WXF read without error")
    void fixture_all_fifteen_games_read() throws Exception {
        List<GameRecord> games = RecordReader.readAll(fixture());
        assertThat(games).hasSize(15);
        for (GameRecord g : games) {
            assertThat(g.tags()).containsKeys("Event", "Red", "Black");
            assertThat(g.moves()).hasSizeGreaterThan(20);
        }
        assertThat(games.get(0).tags()).containsEntry("Red", "ZHAO GuoRong");
        assertThat(games.get(0).moves().get(0).chinese()).isEqualTo("炮二平五");
        assertThat(games.get(0).moves().get(1).chinese()).isEqualTo("马8进7");
    }

    @Test
    @DisplayName("fixture round trip: WXF → zh → read → same moves; → wxf → same; → iccs → same; PGN → same")
    void fixture_round_trips_through_every_notation() throws Exception {
        XiangqiRules rules = new XiangqiRules();
        int tandem = 0;
        for (GameRecord g : RecordReader.readAll(fixture())) {
            for (String n : List.of("zh", "wxf", "iccs")) {
                List<String> written = rules.write(g, n);
                GameRecord back = RecordReader.read(String.join(" ", written), null);
                assertThat(iccs(back)).as(n).isEqualTo(iccs(g));
                if (n.equals("zh")) {
                    tandem += (int) written.stream().filter(w -> w.startsWith("前") || w.startsWith("后")).count();
                }
            }
            GameRecord again = RecordReader.read(rules.toPgn(g, "zh"), null);
            assertThat(iccs(again)).isEqualTo(iccs(g));
            assertThat(again.tags()).isEqualTo(g.tags());
        }
        assertThat(tandem).isGreaterThanOrEqualTo(13); // the fixture's +P +H +C +R -R -C moves
    }

    @Test
    void read_all_splits_games_at_tags() {
        List<String> parts = RecordReader.split("[Event \"a\"]\n\nh2e2\n\n[Event \"b\"]\nh9g7\n");
        assertThat(parts).hasSize(2);
        assertThat(new ArrayList<>(parts).get(1)).contains("\"b\"");
    }

    @Test
    @DisplayName("a file of several games read as one game is refused naming the line where the next starts")
    void a_second_game_in_one_record_is_named_not_misread() {
        assertThatThrownBy(() -> RecordReader.read("[Event \"a\"]\n1. h2e2 h9g7 1-0\n\n[Event \"b\"]\nh2e2\n", null))
                .isInstanceOf(RecordException.class).hasMessageContaining("another starts at line 4");
    }
}
