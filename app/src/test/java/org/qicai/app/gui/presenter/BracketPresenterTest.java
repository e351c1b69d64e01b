package org.qicai.app.gui.presenter;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.qicai.core.model.Result;

/** 对阵图 (issue 3 item 5): the knockout bracket and the group tables as the workstation shows them. */
class BracketPresenterTest {
    @TempDir
    Path dir;

    private EventSession event(String system, int players) {
        EventSession s = TestPlugins.session(Language.CHINESE);
        new NewEventPresenter(s).create(TeamFixtures.form(system, dir.resolve(system), system, Map.of(), 0));
        PlayersPresenter p = new PlayersPresenter(s);
        for (int i = 0; i < players; i++) {
            p.add(new PlayersPresenter.Form("棋手" + (i + 1), "单位" + (i + 1), Integer.toString(2400 - 10 * i), ""));
        }
        return s;
    }

    @Test
    void aKnockoutShowsItsStagesAndMarksTheWinners() {
        EventSession s = event("knockout", 8);
        BracketPresenter b = new BracketPresenter(s);
        assertThat(b.applies()).isTrue();
        RoundsPresenter rounds = new RoundsPresenter(s);
        rounds.pairNext();
        BracketPresenter.View v = b.view();
        assertThat(v.title()).isNotBlank();
        assertThat(v.groups()).isEmpty();
        assertThat(v.columns()).hasSizeGreaterThanOrEqualTo(3);
        BracketPresenter.Column first = v.columns().get(0);
        assertThat(first.cards()).hasSize(4);
        assertThat(first.cards()).allSatisfy(c -> assertThat(c.winner()).isZero());
        assertThat(first.cards().get(0).first()).startsWith("#1 棋手1");
        for (var row : rounds.boards(1)) {
            rounds.enterResult(1, row.board(), Result.FIRST_WIN);
        }
        BracketPresenter.View after = b.view();
        assertThat(after.columns().get(0).cards()).allSatisfy(c -> assertThat(c.winner()).isNotZero());
        s.close();
    }

    @Test
    void groupsShowTheirTables() {
        EventSession s = event("groups", 8);
        BracketPresenter b = new BracketPresenter(s);
        assertThat(b.applies()).isTrue();
        new RoundsPresenter(s).pairNext();
        BracketPresenter.View v = b.view();
        assertThat(v.groups()).hasSize(2);
        assertThat(v.groups().get(0).rows()).hasSize(4);
        assertThat(v.groups().get(0).columns()).containsExactly("名次", "棋手", "积分", "破同分", "出线");
        s.close();
    }

    @Test
    void theEnglishWindowsBracketIsEnglish() {
        // issue 13 item 4: stages, origins, the title and the byes in English; the players' names are theirs
        EventSession s = TestPlugins.session(Language.ENGLISH);
        new NewEventPresenter(s).create(TeamFixtures.form("knockout", dir.resolve("en"), "knockout", Map.of(), 0));
        PlayersPresenter p = new PlayersPresenter(s);
        for (int i = 0; i < 6; i++) {
            p.add(new PlayersPresenter.Form("P" + (i + 1), "Club " + (i + 1), Integer.toString(2400 - 10 * i), ""));
        }
        new RoundsPresenter(s).pairNext();
        BracketPresenter.View v = new BracketPresenter(s).view();
        assertThat(v.columns()).extracting(BracketPresenter.Column::name).containsExactly("quarter-final", "semi-final",
                "final");
        java.util.List<String> texts = new java.util.ArrayList<>(java.util.List.of(v.title()));
        texts.addAll(v.notes());
        texts.addAll(v.placings());
        v.columns().forEach(c -> c.cards().forEach(card -> texts.addAll(java.util.List.of(card.label(), card.first(),
                card.second(), card.how(), card.score()))));
        assertThat(texts).allSatisfy(t -> assertThat(t).matches(x -> x.codePoints()
                .noneMatch(cp -> Character.UnicodeScript.of(cp) == Character.UnicodeScript.HAN), "no Chinese"));
        assertThat(texts).contains("bye", "winner of 1-2", "Place 1–6: #1 P1, #2 P2, #3 P3, #4 P4, #5 P5, #6 P6");
        s.close();
    }

    @Test
    void swissAndRoundRobinHaveNoBracket() {
        EventSession s = Fixtures.eventWith(dir, "甲", "乙");
        assertThat(new BracketPresenter(s).applies()).isFalse();
        s.close();
    }
}
