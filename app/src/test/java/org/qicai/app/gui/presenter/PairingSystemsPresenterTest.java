package org.qicai.app.gui.presenter;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.qicai.core.UserError;
import org.qicai.core.model.EventSettings;
import org.qicai.core.service.EventService;
import org.qicai.core.spi.OptionSpec;

/** The New Event dialog's pairing systems (issue 3 item 8) and team formats (issue 4 item 8). */
class PairingSystemsPresenterTest {
    @TempDir
    Path dir;

    private static OptionSpec option(List<OptionSpec> options, String key) {
        return options.stream().filter(o -> o.key().equals(key)).findFirst()
                .orElseThrow(() -> new AssertionError("no option " + key + " in " + options));
    }

    @Test
    void everyIndividualSystemIsOffered() {
        EventSession s = TestPlugins.session(Language.CHINESE);
        assertThat(new NewEventPresenter(s).systems()).extracting(Choice::id)
                .contains("round-robin", "cn-swiss", "dutch", "knockout", "groups");
    }

    @Test
    @DisplayName("附录二: the cn-swiss options come with the rulebook's defaults and the clause as a hint")
    void cnSwissOptionsCarryTheirDefaultsAndClauses() {
        EventSession s = TestPlugins.session(Language.CHINESE);
        NewEventPresenter p = new NewEventPresenter(s);
        List<OptionSpec> o = p.options("cn-swiss");
        assertThat(o).hasSizeGreaterThan(10);
        OptionSpec run = option(o, "max-colour-run");
        assertThat(run.defaultValue()).isEqualTo("2");
        assertThat(p.optionName(run)).isEqualTo("同色最多连续局数（不连三）");
        assertThat(p.optionHint(run)).contains("附录二").endsWith("默认 2");
        OptionSpec unit = option(o, "unit-avoidance");
        assertThat(p.optionHint(unit)).contains("附录二 3").contains("默认 每轮都回避");
        assertThat(p.optionLabel(unit)).startsWith("同单位回避 (附录二 3");
        OptionSpec tie = option(o, "colour-tie");
        assertThat(p.optionHint(tie)).as("the explanation after the clause goes to the tooltip")
                .isEqualTo("附录二 4 〔本软件约定〕 · 默认 单数轮名次在前者执红，双数轮在后者执红");
        assertThat(p.optionLabel(tie)).as("one language at a time (issue 13 item 4)")
                .isEqualTo("先后手历史相同时 (附录二 4 〔本软件约定〕)").doesNotContain("ours");
        NewEventPresenter en = new NewEventPresenter(TestPlugins.session(Language.ENGLISH));
        assertThat(en.optionLabel(option(en.options("cn-swiss"), "colour-tie"))).contains("[ours]")
                .contains("odd round the higher-placed red");
    }

    @Test
    void dutchKnockoutAndGroupsOptionsAreOfferedToo() {
        EventSession s = TestPlugins.session(Language.ENGLISH);
        NewEventPresenter p = new NewEventPresenter(s);
        assertThat(p.optionHint(option(p.options("dutch"), "initial-colour"))).contains("C.04.3").contains("default moves first (TRF white");
        assertThat(option(p.options("knockout"), "match-games").defaultValue()).isEqualTo("1");
        assertThat(option(p.options("knockout"), "elimination").choices()).containsExactly("single", "double");
        assertThat(option(p.options("groups"), "groups").defaultValue()).isEqualTo("2");
    }

    @Test
    @DisplayName("附录二 5: each choice reads as its label in the window's language; the raw value is what is stored")
    void choicesShowTheirLabelsAndStoreTheirValues() {
        EventSession s = TestPlugins.session(Language.CHINESE);
        NewEventPresenter p = new NewEventPresenter(s);
        OptionSpec round1 = option(p.options("cn-swiss"), "round1");
        assertThat(p.choices(round1)).extracting(Choice::id).containsExactly("fold", "adjacent", "lot");
        assertThat(p.choices(round1)).extracting(Choice::label)
                .containsExactly("拦腰（上半区对下半区）", "相邻（1 对 2、3 对 4…）", "抽签");
        assertThat(p.optionHint(round1)).endsWith("默认 拦腰（上半区对下半区）");
        assertThat(p.choices(option(p.options("cn-swiss"), "bye-opponent"))).extracting(Choice::label)
                .containsExactly("按全场最低分计", "计 0 分");
        assertThat(p.choices(option(p.teamOptions(), "team.match-points"))).extracting(Choice::label)
                .containsExactly("胜 2 和 1 负 0", "胜 3 和 1 负 0");
        assertThat(p.choices(option(p.options("knockout"), "elimination"))).extracting(Choice::label)
                .containsExactly("单败淘汰", "双败淘汰");
        assertThat(p.choices(option(p.options("groups"), "final"))).extracting(Choice::label)
                .containsExactly("循环赛", "淘汰赛");
        assertThat(p.choices(option(p.options("round-robin"), "match-games"))).extracting(Choice::label)
                .containsExactly("每轮 1 局", "两局制（互换先后）");
        // a plugin that gives no label (the Dutch system's colours): the value itself
        OptionSpec colour = option(p.options("dutch"), "initial-colour");
        assertThat(p.choices(colour)).allSatisfy(c -> assertThat(c.label()).isEqualTo(colour.choiceText(c.id(),
                java.util.Locale.ROOT)));

        s.setLanguage(Language.ENGLISH);
        assertThat(p.choices(round1)).extracting(Choice::label)
                .containsExactly("fold (top half v bottom half)", "adjacent (1 v 2, 3 v 4 …)", "by lot");
        assertThat(p.optionHint(option(p.options("knockout"), "match-games"))).endsWith("default 1 game");

        EventService svc = p.create(TeamFixtures.form("拦腰", dir.resolve("fold"), "cn-swiss",
                Map.of("round1", p.choices(round1).get(1).id()), 5));
        assertThat(svc.settings().option("round1", "")).as("the raw value is stored").isEqualTo("adjacent");
        s.close();
    }

    @Test
    void aChoiceLabelMustNameOneOfTheChoicesAndOldSixFieldOptionsStillWork() {
        OptionSpec plain = new OptionSpec("k", "键", "key", "a", "[ours]", List.of("a", "b"));
        assertThat(plain.choiceLabels()).isEmpty();
        assertThat(plain.choiceText("a", java.util.Locale.ENGLISH)).isEqualTo("a");
        OptionSpec labelled = plain.withChoiceLabels(OptionSpec.choice("a", "甲", "A"));
        assertThat(labelled.choiceText("a", java.util.Locale.ENGLISH)).isEqualTo("A");
        assertThat(labelled.choiceText("a", java.util.Locale.CHINESE)).isEqualTo("甲");
        assertThat(labelled.choiceText("b", java.util.Locale.CHINESE)).isEqualTo("b");
        assertThat(labelled.validate("甲")).as("labels are shown, never typed or stored").isNotNull();
        assertThatThrownBy(() -> plain.withChoiceLabels(OptionSpec.choice("c", "丙", "C")))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("'c'");
    }

    @Test
    void aCnSwissEventKeepsTheRoundsAndTheOptionsChosen() {
        EventSession s = TestPlugins.session(Language.CHINESE);
        EventService svc = new NewEventPresenter(s).create(TeamFixtures.form("积分编排", dir.resolve("swiss"), "cn-swiss",
                Map.of("unit-avoidance", "off", "max-colour-run", "2"), 7));
        EventSettings st = svc.settings();
        assertThat(st.system()).isEqualTo("cn-swiss");
        assertThat(st.rounds()).isEqualTo(7);
        assertThat(st.option("unit-avoidance", "")).isEqualTo("off");
        assertThat(st.option("round1", "")).as("an option not touched keeps its default").isEqualTo("fold");
        assertThat(st.options()).doesNotContainKey(EventSettings.TEAM_FORMAT);
        s.close();
    }

    @Test
    void theTeamFormatsOfThePluginsFollowTheIndividualEvent() {
        EventSession s = TestPlugins.session(Language.CHINESE);
        NewEventPresenter p = new NewEventPresenter(s);
        List<Choice> formats = p.teamFormats();
        assertThat(formats.get(0).id()).isEmpty();
        assertThat(formats).extracting(Choice::label).contains("分台换人制（12.2）");
        assertThat(p.teamFormatHasBoards("ordered-substitutes")).isTrue();
        assertThat(p.teamFormatHasBoards("member-totals")).isFalse();
        assertThat(p.teamOptions()).extracting(OptionSpec::key).contains("team.match-points");
    }

    @Test
    @DisplayName("12.2: a 分台换人 event is created with its format's id, the boards and the team options")
    void aTeamEventStoresItsFormatAndBoards() {
        EventSession s = TeamFixtures.teamEvent(dir, "分台换人", 4);
        EventSettings st = s.require().settings();
        assertThat(st.option(EventSettings.TEAM_FORMAT, "")).isEqualTo("ordered-substitutes");
        assertThat(st.option(EventSettings.BOARDS, "")).isEqualTo("4");
        s.close();
    }

    @Test
    void aTeamFormatWithoutBoardsIsRefusedAndNoFileIsMade() {
        EventSession s = TestPlugins.session(Language.CHINESE);
        Path file = dir.resolve("no-boards.qicai");
        assertThatThrownBy(() -> new NewEventPresenter(s).create(TeamFixtures.form("无台数", file, "round-robin",
                Map.of(EventSettings.TEAM_FORMAT, "ordered-substitutes"), 0)))
                .isInstanceOf(UserError.class).hasMessageContaining("--boards");
        assertThat(Files.exists(file)).isFalse();
        assertThat(s.hasEvent()).isFalse();
    }
}
