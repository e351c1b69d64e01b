package org.qicai.app.gui.presenter;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.qicai.app.gui.presenter.TiebreakOrderPresenter.Item;
import org.qicai.core.UserError;

class TiebreakOrderPresenterTest {
    @TempDir
    Path dir;

    @Test
    void theOrderShownIsTheSystemsDefaultUntilTheEventHasItsOwn() {
        EventSession s = Fixtures.eventWith(dir, "甲", "乙", "丙", "丁");
        TiebreakOrderPresenter p = new TiebreakOrderPresenter(s);
        assertThat(p.eventHasOwnOrder()).isFalse();
        assertThat(p.current()).extracting(Item::id).isNotEmpty();
        assertThat(p.catalogue()).extracting(Item::id).contains("sonneborn-berger", "buchholz", "wins", "fouls");
        Item sb = p.catalogue().stream().filter(i -> i.id().equals("sonneborn-berger")).findFirst().orElseThrow();
        assertThat(sb.label()).isEqualTo("小分 (sonneborn-berger)");
        assertThat(sb.tooltip()).as("the rule in words").hasSizeGreaterThan(20);
        s.close();
    }

    @Test
    void savingAReorderedListReordersTheStandingsColumnsAndIsJournaled() {
        EventSession s = Fixtures.eventWith(dir, "甲", "乙", "丙", "丁");
        TiebreakOrderPresenter p = new TiebreakOrderPresenter(s);
        StandingsPresenter standings = new StandingsPresenter(s);
        p.save(List.of("wins", "sonneborn-berger"));
        assertThat(standings.table().columns().subList(5, 7)).containsExactly("胜局", "小分");
        p.save(List.of("sonneborn-berger", "wins"));
        assertThat(standings.table().columns().subList(5, 7)).containsExactly("小分", "胜局");
        assertThat(p.eventHasOwnOrder()).isTrue();
        assertThat(p.savedMessage(List.of("sonneborn-berger", "wins")))
                .isEqualTo("破同分顺序已保存：小分 (sonneborn-berger)、胜局 (wins)");
        assertThat(s.require().journal()).anySatisfy(e -> assertThat(e.action()).isEqualTo("event.settings"));
        s.close();
    }

    @Test
    void presetsFillTheListAndABadListWritesNothing() {
        EventSession s = Fixtures.eventWith(dir, "甲", "乙");
        TiebreakOrderPresenter p = new TiebreakOrderPresenter(s);
        assertThat(p.presets()).extracting(Choice::id).containsExactly("15.1", "15.2", "xq2020");
        assertThat(p.preset("15.1")).extracting(Item::id)
                .containsExactly("sonneborn-berger", "wins", "direct-encounter", "fouls");
        assertThatThrownBy(() -> p.save(List.of("wins", "wins"))).isInstanceOf(UserError.class);
        assertThat(s.require().settings().tiebreaks()).isEmpty();
        s.close();
    }

    @Test
    void aDialogOpenedBeforeAnotherSavedItsOrderIsRefusedAndTheOtherOrderKept() {
        EventSession s = Fixtures.eventWith(dir, "甲", "乙", "丙", "丁");
        TiebreakOrderPresenter first = new TiebreakOrderPresenter(s);
        TiebreakOrderPresenter second = new TiebreakOrderPresenter(s);
        first.current();
        second.current();
        second.save(List.of("wins", "sonneborn-berger"));
        // issue 16 item 3: the first dialog still shows the order before the second's save
        assertThatThrownBy(() -> first.save(List.of("sonneborn-berger"))).isInstanceOf(UserError.class)
                .hasMessageContaining("(wins) > ").hasMessageContaining("(sonneborn-berger); your change");
        assertThat(s.require().settings().tiebreaks()).containsExactly("wins", "sonneborn-berger");
        // opened again, it saves
        first.current();
        first.save(List.of("sonneborn-berger"));
        assertThat(s.require().settings().tiebreaks()).containsExactly("sonneborn-berger");
        s.close();
    }
}
