package org.qicai.app.gui.presenter;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.qicai.core.UserError;
import org.qicai.core.model.Player;
import org.qicai.core.service.StartOrder;

class PlayersPresenterTest {
    @TempDir
    Path dir;

    @Test
    void addedPlayersAppearInTheTableWithTheNextStartNumber() {
        EventSession s = Fixtures.eventWith(dir, "陈永和", "林晓峰");
        PlayersPresenter p = new PlayersPresenter(s);
        assertThat(p.columns()).containsExactly("序号", "姓名", "单位", "等级分", "称号/等级", "状态");
        assertThat(p.rows()).containsExactly(List.of(1, "陈永和", "棋院", 2000, "", "参赛"),
                List.of(2, "林晓峰", "棋院", 1990, "", "参赛"));
        s.close();
    }

    @Test
    void everyChangeTellsTheViews() {
        EventSession s = Fixtures.eventWith(dir);
        AtomicInteger changes = new AtomicInteger();
        s.addListener(changes::incrementAndGet);
        PlayersPresenter p = new PlayersPresenter(s);
        p.add(new PlayersPresenter.Form("甲", "", "", ""));
        p.edit(1, new PlayersPresenter.Form("甲乙", "", "", "一级"));
        p.remove(1);
        assertThat(changes).hasValue(3);
        s.close();
    }

    @Test
    void aRatingThatIsNotANumberIsRefusedInTheArbitersLanguage() {
        EventSession s = Fixtures.eventWith(dir);
        PlayersPresenter p = new PlayersPresenter(s);
        assertThatThrownBy(() -> p.add(new PlayersPresenter.Form("甲", "", "二千", "")))
                .isInstanceOf(UserError.class).hasMessage("等级分“二千”不是整数。");
        assertThat(p.players()).isEmpty();
        s.close();
    }

    @Test
    void editingKeepsTheStartNumber() {
        EventSession s = Fixtures.eventWith(dir, "陈永和", "林晓峰");
        PlayersPresenter p = new PlayersPresenter(s);
        Player edited = p.edit(2, new PlayersPresenter.Form("林晓峰", "江北区", "2388", "大师"));
        assertThat(edited.no()).isEqualTo(2);
        assertThat(p.players().get(1).unit()).isEqualTo("江北区");
        assertThat(p.players().get(1).rating()).isEqualTo(2388);
        s.close();
    }

    @Test
    void importsAValidCsvAndCountsThePlayers() throws Exception {
        EventSession s = Fixtures.eventWith(dir);
        Path csv = Files.writeString(dir.resolve("entries.csv"), "姓名,单位,等级分\n甲,棋院,2100\n乙,江北,\n",
                StandardCharsets.UTF_8);
        PlayersPresenter p = new PlayersPresenter(s);
        assertThat(p.importCsv(csv)).isEqualTo(2);
        assertThat(p.players()).extracting(Player::name).containsExactly("甲", "乙");
        s.close();
    }

    @Test
    void aCsvWithOneBadRowImportsNothingAndNamesTheRow() throws Exception {
        EventSession s = Fixtures.eventWith(dir);
        Path csv = Files.writeString(dir.resolve("bad.csv"), "姓名,单位,等级分\n甲,棋院,2100\n乙,江北,abc\n",
                StandardCharsets.UTF_8);
        PlayersPresenter p = new PlayersPresenter(s);
        assertThatThrownBy(() -> p.importCsv(csv)).isInstanceOf(UserError.class).hasMessageContaining("3");
        assertThat(p.players()).isEmpty();
        s.close();
    }

    @Test
    void startNumbersByRatingPutTheHighestFirstAndOnlyBeforeRoundOne() {
        EventSession s = Fixtures.eventWith(dir, "低", "高");
        PlayersPresenter p = new PlayersPresenter(s);
        p.edit(2, new PlayersPresenter.Form("高", "", "2500", ""));
        assertThat(p.canRenumber()).isTrue();
        p.renumber(StartOrder.RATING);
        assertThat(p.players()).extracting(Player::name).containsExactly("高", "低");
        new RoundsPresenter(s).pairNext();
        assertThat(p.canRenumber()).isFalse();
        s.close();
    }
}
