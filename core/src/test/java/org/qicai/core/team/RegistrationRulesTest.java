package org.qicai.core.team;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.charset.Charset;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.qicai.core.UserError;
import org.qicai.core.model.Player;

class RegistrationRulesTest {

    @Test
    @DisplayName("xq 12.1: a registered order by strength raises no warning; equal ratings may stand either way")
    void strengthOrderIsQuietWhenFollowedXq12_1() {
        assertThat(StrengthOrder.check(List.of(Player.of(1, "甲", "", 2500), Player.of(2, "乙", "", 2500),
                Player.of(3, "丙", "", 2400), Player.of(4, "丁", "", null)))).isEmpty();
    }

    @Test
    @DisplayName("xq 12.1: a weaker player above a stronger one, and an unrated one above a rated one, are named with the reason")
    void strengthOrderWarnsAndShowsWhyXq12_1() {
        List<String> w = StrengthOrder.check(List.of(Player.of(1, "甲", "", 2400), Player.of(2, "乙", "", 2450),
                Player.of(3, "丙", "", null), Player.of(4, "丁", "", 2300)));
        assertThat(w).hasSize(3);
        assertThat(w.get(0)).contains("position 1 甲 (2400)").contains("position 2 乙 (2450)").contains("等级分高者台次应列前");
        assertThat(w.get(1)).contains("position 3 丙 (unrated)").contains("无等级分者排在有等级分棋手的后面");
        assertThat(w.get(2)).contains("2 乙, 1 甲, 4 丁, 3 丙");
    }

    @Test
    @DisplayName("lineups are read as registered positions: 1,2,3,5 — 1-2-3-5 — with - or 0 for an empty board")
    void lineupText() {
        assertThat(LineupText.parse("1,2,3,5")).containsExactly(1, 2, 3, 5);
        assertThat(LineupText.parse("1-2-3-5")).containsExactly(1, 2, 3, 5);
        assertThat(LineupText.parse("1，2 3,-")).containsExactly(1, 2, 3, 0);
        assertThat(LineupText.parse("1-2-3-0")).containsExactly(1, 2, 3, 0);
        assertThatThrownBy(() -> LineupText.parse("1,2,x,4")).isInstanceOf(UserError.class).hasMessageContaining("'x'");
        assertThatThrownBy(() -> LineupText.parse(" ")).isInstanceOf(UserError.class);
    }

    @Test
    @DisplayName("team entry list: GBK or UTF-8, rows grouped by team in board order; a bad row is named by line and field")
    void teamImport() {
        String csv = "队名,单位,队长,姓名,等级分\r\n红队,甲市,张一,张一,2400\r\n红队,,,张二,2300\r\n蓝队,乙市,,李一,\r\n";
        List<TeamImport.TeamRow> rows = TeamImport.parse(csv.getBytes(Charset.forName("GBK")));
        assertThat(rows).hasSize(2);
        assertThat(rows.get(0).players()).extracting(NewPlayer::name).containsExactly("张一", "张二");
        assertThat(rows.get(0).unit()).isEqualTo("甲市");
        assertThat(rows.get(0).captain()).isEqualTo("张一");
        assertThat(rows.get(1).players().get(0).rating()).isNull();
        assertThatThrownBy(() -> TeamImport.parse("队名,姓名,等级分\n红队,张一,24x0\n"))
                .hasMessage("line 2: 等级分 (rating) '24x0' is not a whole number");
        assertThatThrownBy(() -> TeamImport.parse("姓名,等级分\n张一,2400\n")).hasMessageContaining("队名");
        assertThatThrownBy(() -> TeamImport.parse("队名,单位,姓名\n红队,甲市,张一\n红队,乙市,张二\n"))
                .hasMessageContaining("line 3");
    }
}
