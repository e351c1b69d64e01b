package org.qicai.core.service;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.qicai.core.UserError;
import org.qicai.core.io.PlayerImport;
import org.qicai.core.model.EventSettings;
import org.qicai.core.model.EventSnapshot;
import org.qicai.core.model.Result;
import org.qicai.core.plugin.ExtensionRegistry;
import org.qicai.core.plugin.PluginFailure;
import org.qicai.core.spi.PairingException;
import org.qicai.core.spi.PairingRequest;
import org.qicai.core.spi.PairingSystem;
import org.qicai.core.spi.RoundPlan;

/**
 * DESIGN "Errors and bad input": the message says which row/field and why, in the user's language.
 * Every arbiter's error the services raise carries a Chinese text (the product's default language)
 * beside the unchanged English one, and both name the same rows, rounds, boards and numbers.
 */
class UserErrorChineseTest {
    @TempDir
    Path dir;

    /** Refuses every round with a rule, in both languages, as a plugin may. */
    static final class Refusing implements PairingSystem {
        @Override
        public String id() {
            return "refusing";
        }

        @Override
        public String displayName(Locale l) {
            return "refusing";
        }

        @Override
        public int plannedRounds(EventSnapshot e) {
            return 5;
        }

        @Override
        public RoundPlan pair(PairingRequest r) throws PairingException {
            throw new PairingException("3 号与 4 号已经相遇过（附录二 4）", "#3 and #4 have already met (附录二 4)");
        }
    }

    /** Refuses with one text only, as the existing plugins do. */
    static final class RefusingOneText implements PairingSystem {
        @Override
        public String id() {
            return "refusing-en";
        }

        @Override
        public String displayName(Locale l) {
            return "refusing-en";
        }

        @Override
        public int plannedRounds(EventSnapshot e) {
            return 5;
        }

        @Override
        public RoundPlan pair(PairingRequest r) throws PairingException {
            throw new PairingException("#3 and #4 have already met");
        }
    }

    private static ExtensionRegistry registry() {
        return ExtensionRegistry.of(List.of(new TestPlugins.Adjacent(), new TestPlugins.Throwing(),
                new TestPlugins.Forgetful(), new TestPlugins.Xq(), new Refusing(), new RefusingOneText()));
    }

    private EventService create(String system, int players) {
        EventSettings s = new EventSettings("测试赛", "xiangqi", system, 0, "14.1", List.of(), "", 1L, Map.of());
        EventService svc = EventService.create(dir.resolve(system + ".qicai"), s, registry(), "裁判甲");
        for (int i = 1; i <= players; i++) {
            svc.registration().addPlayer("选手" + i, "单位" + (i % 2), 2000 - i, "");
        }
        return svc;
    }

    /** The error as the arbiter sees it: Chinese by default, English on request, the same numbers in both. */
    private static UserError bilingual(Throwable thrown) {
        assertThat(thrown).isInstanceOf(UserError.class);
        UserError u = (UserError) thrown;
        assertThat(u.chinese()).as("Chinese text of: %s", u.getMessage()).isNotNull().containsPattern("\\p{IsHan}");
        assertThat(u.message(Locale.SIMPLIFIED_CHINESE)).isEqualTo(u.chinese());
        assertThat(u.message(Locale.ENGLISH)).isEqualTo(u.getMessage());
        assertThat(u.getMessage()).doesNotContain(u.chinese());
        assertThat(numbers(u.chinese())).as("numbers in %s / %s", u.chinese(), u.getMessage())
                .containsExactlyInAnyOrderElementsOf(numbers(u.getMessage()));
        return u;
    }

    private static List<String> numbers(String s) {
        List<String> out = new ArrayList<>();
        Matcher m = Pattern.compile("\\d+").matcher(s);
        while (m.find()) {
            out.add(m.group());
        }
        return out;
    }

    @Test
    @DisplayName("导入报名表：坏行的中文提示说出行号、栏目和原因，英文不变")
    void aBadImportRowIsNamedInChineseWithItsRowAndField() {
        Throwable t = catchThrowable(() -> PlayerImport.parse("姓名,单位,等级分\n张三,北京,abc\n李四,上海,5000\n"));
        UserError u = bilingual(t);
        assertThat(u.getMessage()).isEqualTo("nothing imported — row 2, field 等级分: 'abc' is not a whole number "
                + "(and 1 more: row 3, field 等级分: 5000 is outside 0–4000)");
        assertThat(u.chinese()).isEqualTo("未导入任何棋手——第 2 行“等级分”栏：“abc”不是整数"
                + "（另有 1 处：第 3 行“等级分”栏：5000 不在 0–4000 之间）");
    }

    @Test
    @DisplayName("导入报名表：没有姓名列")
    void aHeaderWithoutANameColumnIsExplainedInChinese() {
        UserError u = bilingual(catchThrowable(() -> PlayerImport.parse("单位,等级分,生日\n北京,1800,x\n")));
        assertThat(u.chinese()).contains("第 1 行（表头）").contains("姓名").contains("生日");
    }

    @Test
    @DisplayName("轮空台不录入成绩：中文说出轮次、台次和棋手序号")
    void aResultForAByeIsRefusedInChinese() {
        try (EventService svc = create("adjacent", 3)) {
            svc.rounds().pairNextRound();
            UserError u = bilingual(catchThrowable(() -> svc.results().enterResult(1, 2, Result.FIRST_WIN)));
            assertThat(u.getMessage()).isEqualTo("board 2 of round 1 is a bye (3); it takes no result");
            assertThat(u.chinese()).isEqualTo("第 1 轮第 2 台是轮空（3 号），不录入成绩");
        }
    }

    @Test
    @DisplayName("没有的台次：中文说出台次范围")
    void aBoardThatDoesNotExistIsRefusedInChinese() {
        try (EventService svc = create("adjacent", 4)) {
            svc.rounds().pairNextRound();
            UserError u = bilingual(catchThrowable(() -> svc.results().enterResult(1, 7, Result.DRAW)));
            assertThat(u.chinese()).isEqualTo("第 1 轮没有第 7 台（台次 1–2）");
        }
    }

    @Test
    @DisplayName("成绩未录完不能编排下一轮")
    void pairingBeforeTheResultsAreInIsRefusedInChinese() {
        try (EventService svc = create("adjacent", 4)) {
            svc.rounds().pairNextRound();
            svc.results().enterResult(1, 1, Result.FIRST_WIN);
            UserError u = bilingual(catchThrowable(() -> svc.rounds().pairNextRound()));
            assertThat(u.getMessage()).isEqualTo("round 1 still has 1 board(s) without a result");
            assertThat(u.chinese()).isEqualTo("第 1 轮还有 1 台没有成绩");
        }
    }

    @Test
    @DisplayName("不存在的编排制度：中文说出名称和已加载的插件，不建文件")
    void anUnknownSystemIsRefusedInChinese() {
        EventSettings s = new EventSettings("x", "xiangqi", "no-such-system", 0, "14.1", List.of(), "", 1L, Map.of());
        UserError u = bilingual(catchThrowable(() -> EventService.create(dir.resolve("n.qicai"), s, registry(), "a")));
        assertThat(u.getMessage()).startsWith("no PairingSystem plugin named 'no-such-system'; loaded: adjacent");
        assertThat(u.chinese()).startsWith("没有名为“no-such-system”的编排制度插件").contains("adjacent");
        assertThat(dir.resolve("n.qicai")).doesNotExist();
    }

    @Test
    @DisplayName("不存在的计分办法和破同分规则")
    void unknownScoringAndTiebreaksAreRefusedInChinese() {
        EventSettings scoring = new EventSettings("x", "xiangqi", "adjacent", 0, "2-0-1x", List.of(), "", 1L, Map.of());
        UserError a = bilingual(catchThrowable(() -> EventService.create(dir.resolve("a.qicai"), scoring, registry(), "a")));
        assertThat(a.chinese()).contains("“2-0-1x”的计分办法");
        EventSettings tb = new EventSettings("x", "xiangqi", "adjacent", 0, "14.1", List.of("buchholz", "no-such-tb"), "",
                1L, Map.of());
        UserError b = bilingual(catchThrowable(() -> EventService.create(dir.resolve("b.qicai"), tb, registry(), "a")));
        assertThat(b.getMessage()).startsWith("unknown tiebreak 'no-such-tb'; known: ");
        assertThat(b.chinese()).startsWith("没有名为“no-such-tb”的破同分规则；可用：");
    }

    @Test
    @DisplayName("编排插件的拒绝：插件给的中文原样转给裁判长")
    void aPluginsChineseRefusalReachesTheArbiter() {
        try (EventService svc = create("refusing", 4)) {
            UserError u = bilingual(catchThrowable(() -> svc.rounds().pairNextRound()));
            assertThat(u.getMessage()).isEqualTo("cannot pair round 1: #3 and #4 have already met (附录二 4)");
            assertThat(u.chinese()).isEqualTo("第 1 轮无法编排：3 号与 4 号已经相遇过（附录二 4）");
            assertThat(svc.snapshot().rounds()).isEmpty();
        }
        try (EventService svc = create("refusing-en", 4)) {
            UserError u = (UserError) catchThrowable(() -> svc.rounds().pairNextRound());
            assertThat(u.chinese()).isEqualTo("第 1 轮无法编排：#3 and #4 have already met");
        }
    }

    @Test
    @DisplayName("有缺陷的插件：PluginFailure 也有中文")
    void aFailingPluginIsReportedInChinese() {
        try (EventService svc = create("forgetful", 4)) {
            Throwable t = catchThrowable(() -> svc.rounds().pairNextRound());
            assertThat(t).isInstanceOf(PluginFailure.class);
            UserError u = bilingual(t);
            assertThat(u.chinese()).isEqualTo("编排插件“forgetful”在第 1 轮漏排了 3 号棋手 选手3");
        }
    }

    @Test
    @DisplayName("编辑不存在的棋手、第 1 轮后删除棋手")
    void playerErrorsAreInChinese() {
        try (EventService svc = create("adjacent", 4)) {
            UserError missing = bilingual(catchThrowable(() -> svc.registration().editPlayer(9, "王五", "", 1500, "")));
            assertThat(missing.chinese()).isEqualTo("没有 9 号棋手");
            UserError rating = bilingual(catchThrowable(() -> svc.registration().addPlayer("王五", "", 4200, "")));
            assertThat(rating.chinese()).isEqualTo("等级分 4200 不在 0–4000 之间");
            svc.rounds().pairNextRound();
            UserError removed = bilingual(catchThrowable(() -> svc.registration().removePlayer(2)));
            assertThat(removed.chinese()).contains("2 号棋手").contains("退赛").contains("象棋规则 20");
        }
    }

    @Test
    @DisplayName("退赛：轮次超出已编排范围")
    void withdrawalErrorsAreInChinese() {
        try (EventService svc = create("adjacent", 4)) {
            svc.rounds().pairNextRound();
            WithdrawalService w = new WithdrawalService(svc);
            UserError u = bilingual(catchThrowable(() -> w.withdraw(3, 5, "")));
            assertThat(u.chinese()).isEqualTo("--after-round 应在 0 到已编排的最后一轮（1）之间，不能是 5");
        }
    }
}
