package org.qicai.core.service;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.qicai.core.UserError;
import org.qicai.core.model.EventSettings;
import org.qicai.core.model.JournalEntry;
import org.qicai.core.model.Pairing;
import org.qicai.core.model.PenaltyKind;
import org.qicai.core.model.PlayerStatus;
import org.qicai.core.model.Result;
import org.qicai.core.model.RoundStatus;
import org.qicai.core.model.Side;
import org.qicai.core.plugin.ExtensionRegistry;
import org.qicai.core.service.PenaltyService.EffectKind;
import org.qicai.core.service.PenaltyService.Entry;
import org.qicai.core.service.PenaltyService.Logged;
import org.qicai.core.spi.Discipline;
import org.qicai.core.spi.PenaltyRule;
import org.qicai.core.spi.PenaltyRule.Effect;
import org.qicai.core.spi.ScoresheetSpec;
import org.qicai.core.standings.Crosstable;

/**
 * The penalty service over a real H2 event file with disciplines whose catalogues have the shapes of the
 * real ones (the real catalogues are tested in their plugins and end to end in the app).
 */
class PenaltyServiceTest {
    @TempDir
    Path dir;

    static final Clock CLOCK = Clock.fixed(Instant.parse("2024-05-01T06:30:00Z"), ZoneOffset.UTC);

    /** The shape of the xiangqi catalogue. */
    static final class XqLike extends TestDiscipline {
        XqLike() {
            super("xiangqi", List.of(
                    new PenaltyRule("9.1.5", PenaltyKind.FOUL, "摸触己方不可能走动的棋子", "touching an own piece that cannot move"),
                    new PenaltyRule("9.1.1", PenaltyKind.FOUL, "干扰对方", "disturbing"),
                    new PenaltyRule("23.3", PenaltyKind.FOUL, "自然限着申请不属实", "false move-limit claim",
                            Effect.NONE, 300, "23.3"),
                    new PenaltyRule("18.1", PenaltyKind.WARNING, "警告", "warning"),
                    new PenaltyRule("18.2", PenaltyKind.DISQUALIFICATION, "取消当场比赛资格", "disqualification",
                            Effect.GAME_LOST, 0, "18.2"),
                    new PenaltyRule("18.3", PenaltyKind.EXPULSION, "除名", "expulsion", Effect.WITHDRAWAL, 0, "18.3"),
                    new PenaltyRule("xq2020-18.3", PenaltyKind.TIME_PENALTY, "罚停时钟", "clock penalty", Effect.NONE, -1,
                            "xq2020 18")),
                    List.of(new PenaltyRule.Limit(PenaltyKind.FOUL, 3, "4.1.8")));
        }
    }

    /** The shape of the Go catalogue. */
    static final class GoLike extends TestDiscipline {
        GoLike() {
            super("go", List.of(
                    new PenaltyRule("go 8.1", PenaltyKind.GAME_LOSS, "连走二步", "two moves in a row", Effect.GAME_LOST, 0,
                            "go 8.1"),
                    new PenaltyRule("go 8.2", PenaltyKind.WARNING, "拿起已下之子", "lifting a placed stone"),
                    new PenaltyRule("go 9", PenaltyKind.WARNING, "误提有气之子", "removing a live stone"),
                    new PenaltyRule("go 10", PenaltyKind.MOVES_CANCELLED, "禁着点", "forbidden point", Effect.MOVE_VOID, 0,
                            "go 10")),
                    List.of(new PenaltyRule.Limit(PenaltyKind.WARNING, 2, "go 12.2")));
        }
    }

    abstract static class TestDiscipline implements Discipline {
        private final String id;
        private final List<PenaltyRule> rules;
        private final List<PenaltyRule.Limit> limits;

        TestDiscipline(String id, List<PenaltyRule> rules, List<PenaltyRule.Limit> limits) {
            this.id = id;
            this.rules = rules;
            this.limits = limits;
        }

        @Override
        public String id() {
            return id;
        }

        @Override
        public String displayName(Locale l) {
            return id;
        }

        @Override
        public String sideName(Side s, Locale l) {
            return s == Side.FIRST ? (l.getLanguage().equals("en") ? "Red" : "红方") : (l.getLanguage().equals("en") ? "Black" : "黑方");
        }

        @Override
        public String sideShort(Side s, Locale l) {
            return s == Side.FIRST ? "红" : "黑";
        }

        @Override
        public String resultWord(Result r, Locale l) {
            return r.code();
        }

        @Override
        public Optional<Result> parseResultWord(String w) {
            return Optional.empty();
        }

        @Override
        public List<PenaltyRule> penaltyCatalogue() {
            return rules;
        }

        @Override
        public List<PenaltyRule.Limit> penaltyLimits() {
            return limits;
        }

        @Override
        public ScoresheetSpec scoresheet(Locale l) {
            return new ScoresheetSpec("", "", "", "", 60, List.of());
        }
    }

    private EventService event(Discipline d, int players) {
        EventSettings s = new EventSettings("判罚测试", d.id(), "adjacent", 3, "14.1", List.of(), "5400+30", 7L, Map.of());
        EventService svc = EventService.create(dir.resolve("p.qicai"), s,
                ExtensionRegistry.of(List.of(new TestPlugins.Adjacent(), d)), "裁判长王");
        for (int i = 1; i <= players; i++) {
            svc.registration().addPlayer("棋手" + i, "", 2000 - i, "");
        }
        svc.rounds().pairNextRound();
        svc.rounds().publishRound(1);
        return svc;
    }

    private static Result result(EventService svc, int round, int board) {
        return svc.snapshot().round(round).orElseThrow().board(board).orElseThrow().result();
    }

    @Test
    @DisplayName("xq 4.1.8: the third foul in one game loses it — result set in the same transaction, journaled")
    void thirdFoulLosesTheGameXq4_1_8() {
        try (EventService svc = event(new XqLike(), 4)) {
            PenaltyService ps = new PenaltyService(svc, CLOCK);
            Logged one = ps.add(1, 1, Side.FIRST, "9.1.5", "摸了帅");
            assertThat(one.count()).isEqualTo(1);
            assertThat(one.effects()).isEmpty();
            assertThat(one.consequence(Locale.CHINESE)).isEqualTo("同局第1次犯规（满3次判负，4.1.8）");
            ps.add(1, 1, Side.FIRST, "9.1.1", "");
            ps.add(1, 1, Side.SECOND, "9.1.5", ""); // black's foul does not count for red
            assertThat(result(svc, 1, 1)).isEqualTo(Result.PENDING);
            Logged third = ps.add(1, 1, Side.FIRST, "xq 9.1.5", "又摸");
            assertThat(third.count()).isEqualTo(3);
            assertThat(third.effects()).singleElement().satisfies(e -> {
                assertThat(e.kind()).isEqualTo(EffectKind.RESULT);
                assertThat(e.after()).isEqualTo(Result.SECOND_WIN);
                assertThat(e.clause()).isEqualTo("4.1.8");
            });
            assertThat(third.consequence(Locale.CHINESE)).isEqualTo("同局第3次犯规；该局判红方负（4.1.8）：0-1 0-1");
            assertThat(third.consequence(Locale.ENGLISH)).isEqualTo("3rd foul in the game; game lost by Red (4.1.8): 0-1 0-1");
            assertThat(result(svc, 1, 1)).isEqualTo(Result.SECOND_WIN);
            assertThat(third.entry().penalty().arbiter()).isEqualTo("裁判长王");
            assertThat(third.entry().penalty().at()).isEqualTo(CLOCK.instant());
            List<String> actions = svc.journal().stream().map(JournalEntry::action).toList();
            assertThat(actions).containsSubsequence("penalty.add", "penalty.add", "penalty.add", "result.penalty",
                    "penalty.add");
            Logged fourth = ps.add(1, 1, Side.FIRST, "9.1.1", "");
            assertThat(fourth.effects()).isEmpty();
            assertThat(fourth.consequence(Locale.CHINESE)).contains("已满3次判负");
        }
    }

    @Test
    @DisplayName("xq 4.1.8: fouls count per game — two in one game and one in the next lose nothing")
    void foulsCountPerGameXq4_1_8() {
        try (EventService svc = event(new XqLike(), 4)) {
            PenaltyService ps = new PenaltyService(svc, CLOCK);
            ps.add(1, 1, Side.FIRST, "9.1.5", "");
            ps.add(1, 1, Side.FIRST, "9.1.5", "");
            svc.results().enterResult(1, 1, Result.DRAW);
            svc.results().enterResult(1, 2, Result.DRAW);
            svc.rounds().pairNextRound();
            svc.rounds().publishRound(2);
            Pairing r2 = svc.snapshot().round(2).orElseThrow().pairingOf(1).orElseThrow();
            Logged l = ps.add(2, r2.board(), r2.sideOf(1), "9.1.5", "");
            assertThat(l.count()).isEqualTo(1);
            assertThat(l.effects()).isEmpty();
            assertThat(ps.board(1, 1).fouls(Side.FIRST)).isEqualTo(2);
        }
    }

    @Test
    @DisplayName("xq 23.3: a false move-limit claim is a foul and 5 minutes taken from the claimant's clock")
    void falseClaimIsAFoulAndFiveMinutesXq23_3() {
        try (EventService svc = event(new XqLike(), 4)) {
            PenaltyService ps = new PenaltyService(svc, CLOCK);
            Logged l = ps.add(1, 2, Side.SECOND, "23.3", "申请自然限着，经查不属实");
            assertThat(l.entry().penalty().kind()).isEqualTo(PenaltyKind.FOUL);
            assertThat(l.effects()).singleElement().satisfies(e -> {
                assertThat(e.kind()).isEqualTo(EffectKind.CLOCK);
                assertThat(e.clockMillis()).isEqualTo(300_000);
                assertThat(e.side()).isEqualTo(Side.SECOND);
            });
            assertThat(l.consequence(Locale.CHINESE)).contains("黑方棋钟加计5分钟（23.3；若因此超时即判负）");
            assertThat(ps.clockPenaltyMillis(1, 2, Side.SECOND)).isEqualTo(300_000);
            assertThat(ps.clockPenaltyMillis(1, 2, Side.FIRST)).isZero();
            assertThat(ps.board(1, 2).fouls(Side.SECOND)).isEqualTo(1);
        }
    }

    @Test
    @DisplayName("xq 18.2: disqualification from the game loses it at once")
    void disqualificationLosesTheGameXq18_2() {
        try (EventService svc = event(new XqLike(), 4)) {
            PenaltyService ps = new PenaltyService(svc, CLOCK);
            Logged l = ps.add(1, 1, Side.SECOND, "18.2", "");
            assertThat(result(svc, 1, 1)).isEqualTo(Result.FIRST_WIN);
            assertThat(l.effects()).extracting(PenaltyService.Effect::clause).containsExactly("18.2");
            // 18.4: the standings see the disqualification as a penalty
            assertThat(svc.snapshot().penalties()).extracting(p -> p.kind()).contains(PenaltyKind.DISQUALIFICATION);
        }
    }

    @Test
    @DisplayName("xq 18.2 on both players: both lose (-/-); correcting one gives the other his win back")
    void bothDisqualifiedXq18_2() {
        try (EventService svc = event(new XqLike(), 4)) {
            PenaltyService ps = new PenaltyService(svc, CLOCK);
            ps.add(1, 1, Side.FIRST, "18.2", "");
            Logged black = ps.add(1, 1, Side.SECOND, "18.2", "");
            assertThat(result(svc, 1, 1)).isEqualTo(Result.DOUBLE_FORFEIT);
            ps.correct(black.entry().penalty().id(), "误判");
            assertThat(result(svc, 1, 1)).isEqualTo(Result.SECOND_WIN);
        }
    }

    @Test
    @DisplayName("xq 18.3: expulsion is treated as withdrawal (20.4 here) after the game is lost")
    void expulsionIsWithdrawalXq18_3() {
        try (EventService svc = event(new XqLike(), 4)) {
            PenaltyService ps = new PenaltyService(svc, CLOCK);
            svc.results().enterResult(1, 2, Result.DRAW);
            Logged l = ps.add(1, 1, Side.FIRST, "18.3", "殴打对手");
            assertThat(result(svc, 1, 1)).isEqualTo(Result.SECOND_WIN);
            assertThat(l.withdrawal()).isPresent();
            assertThat(svc.snapshot().player(1).orElseThrow().status()).isEqualTo(PlayerStatus.EXPELLED);
            assertThat(svc.snapshot().player(1).orElseThrow().leftAfterRound()).isEqualTo(1);
            assertThat(l.effects()).extracting(PenaltyService.Effect::kind).containsExactly(EffectKind.RESULT,
                    EffectKind.WITHDRAWAL);
            assertThat(svc.journal()).extracting(JournalEntry::action).contains("player.expel");
            assertThatThrownBy(() -> ps.correct(l.entry().penalty().id(), ""))
                    .isInstanceOf(UserError.class).hasMessageContaining("cannot be undone");
        }
    }

    @Test
    @DisplayName("go 12.2: the second warning in one game loses it")
    void secondWarningLosesGo12_2() {
        try (EventService svc = event(new GoLike(), 4)) {
            PenaltyService ps = new PenaltyService(svc, CLOCK);
            assertThat(ps.add(1, 2, Side.SECOND, "go 8.2", "").effects()).isEmpty();
            Logged two = ps.add(1, 2, Side.SECOND, "9", "误提");
            assertThat(two.count()).isEqualTo(2);
            assertThat(two.consequence(Locale.CHINESE)).startsWith("同局第2次警告；该局判黑方负（go 12.2）");
            assertThat(result(svc, 1, 2)).isEqualTo(Result.FIRST_WIN);
        }
    }

    @Test
    @DisplayName("go 8.1: playing twice in a row loses at once; go 10: the move is void, the result untouched")
    void goImmediateConsequences() {
        try (EventService svc = event(new GoLike(), 4)) {
            PenaltyService ps = new PenaltyService(svc, CLOCK);
            Logged v = ps.add(1, 1, Side.FIRST, "go 10", "");
            assertThat(v.effects()).isEmpty();
            assertThat(v.consequence(Locale.CHINESE)).isEqualTo("着手无效，弃权一次（go 10）");
            assertThat(result(svc, 1, 1)).isEqualTo(Result.PENDING);
            ps.add(1, 1, Side.FIRST, "go 8.1", "");
            assertThat(result(svc, 1, 1)).isEqualTo(Result.SECOND_WIN);
        }
    }

    @Test
    @DisplayName("a correction reverses an entry without erasing it, and the limit is counted again (4.1.8)")
    void correctionRestoresTheResultXq4_1_8() {
        try (EventService svc = event(new XqLike(), 4)) {
            PenaltyService ps = new PenaltyService(svc, CLOCK);
            Logged a = ps.add(1, 1, Side.FIRST, "9.1.5", "");
            ps.add(1, 1, Side.FIRST, "9.1.5", "");
            ps.add(1, 1, Side.FIRST, "9.1.5", "");
            assertThat(result(svc, 1, 1)).isEqualTo(Result.SECOND_WIN);
            Logged c = ps.correct(a.entry().penalty().id(), "第一次不成立");
            assertThat(c.entry().penalty().kind()).isEqualTo(PenaltyKind.CORRECTION);
            assertThat(c.entry().penalty().reverses()).isEqualTo(a.entry().penalty().id());
            assertThat(c.count()).isEqualTo(2);
            assertThat(result(svc, 1, 1)).isEqualTo(Result.PENDING);
            assertThat(svc.snapshot().round(1).orElseThrow().status()).isEqualTo(RoundStatus.PUBLISHED);
            List<Entry> log = ps.log();
            assertThat(log).hasSize(4);
            assertThat(log.get(0).reversedBy()).isEqualTo(c.entry().penalty().id());
            assertThat(log.get(0).live()).isFalse();
            assertThat(ps.board(1, 1).fouls(Side.FIRST)).isEqualTo(2);
            assertThatThrownBy(() -> ps.correct(a.entry().penalty().id(), "")).hasMessageContaining("already reversed");
            assertThatThrownBy(() -> ps.correct(c.entry().penalty().id(), "")).hasMessageContaining("itself a correction");
        }
    }

    @Test
    @DisplayName("4.1.8: with four fouls, correcting the third keeps the game lost")
    void correctingTheThirdOfFourKeepsTheLossXq4_1_8() {
        try (EventService svc = event(new XqLike(), 4)) {
            PenaltyService ps = new PenaltyService(svc, CLOCK);
            ps.add(1, 1, Side.FIRST, "9.1.5", "");
            ps.add(1, 1, Side.FIRST, "9.1.5", "");
            Logged third = ps.add(1, 1, Side.FIRST, "9.1.5", "");
            ps.add(1, 1, Side.FIRST, "9.1.5", "");
            Logged c = ps.correct(third.entry().penalty().id(), "");
            assertThat(result(svc, 1, 1)).isEqualTo(Result.SECOND_WIN);
            assertThat(c.consequence(Locale.CHINESE)).contains("仍有3次犯规");
        }
    }

    @Test
    @DisplayName("a correction gives back the 23.3 time; a result changed since is not restored")
    void correctionGivesTimeBackXq23_3() {
        try (EventService svc = event(new XqLike(), 4)) {
            PenaltyService ps = new PenaltyService(svc, CLOCK);
            Logged claim = ps.add(1, 2, Side.FIRST, "23.3", "");
            ps.correct(claim.entry().penalty().id(), "");
            assertThat(ps.clockPenaltyMillis(1, 2, Side.FIRST)).isZero();
            Logged dq = ps.add(1, 1, Side.FIRST, "18.2", "");
            svc.results().enterResult(1, 1, Result.DRAW);
            Logged c = ps.correct(dq.entry().penalty().id(), "");
            assertThat(result(svc, 1, 1)).isEqualTo(Result.DRAW);
            assertThat(c.consequence(Locale.CHINESE)).contains("未恢复");
        }
    }

    @Test
    @DisplayName("xq2020 clock penalty: the arbiter gives the seconds; fixed rules refuse them")
    void clockPenaltySized() {
        try (EventService svc = event(new XqLike(), 4)) {
            PenaltyService ps = new PenaltyService(svc, CLOCK);
            assertThatThrownBy(() -> ps.add(1, 1, Side.FIRST, "xq2020-18.3", "")).hasMessageContaining("--seconds");
            ps.add(1, 1, Side.FIRST, "xq2020-18.3", "", 120);
            assertThat(ps.clockPenaltyMillis(1, 1, Side.FIRST)).isEqualTo(120_000);
            assertThatThrownBy(() -> ps.add(1, 1, Side.FIRST, "23.3", "", 60)).hasMessageContaining("fixes the time itself");
        }
    }

    @Test
    @DisplayName("bad input is refused with a reason and writes nothing")
    void badInputWritesNothing() {
        try (EventService svc = event(new XqLike(), 5)) {
            PenaltyService ps = new PenaltyService(svc, CLOCK);
            int journal = svc.journal().size();
            assertThatThrownBy(() -> ps.add(1, 1, Side.FIRST, "9.9.9", "")).isInstanceOf(UserError.class)
                    .hasMessage("no clause '9.9.9' in the xiangqi penalty catalogue; known: 9.1.5, 9.1.1, 23.3, 18.1, 18.2, "
                            + "18.3, xq2020-18.3");
            assertThatThrownBy(() -> ps.add(2, 1, Side.FIRST, "9.1.5", "")).hasMessage("round 2 is not paired");
            assertThatThrownBy(() -> ps.add(1, 9, Side.FIRST, "9.1.5", "")).hasMessage("round 1 has no board 9 (boards 1–3)");
            assertThatThrownBy(() -> ps.add(1, 3, Side.FIRST, "9.1.5", "")).hasMessageContaining("is a bye");
            assertThatThrownBy(() -> ps.correct(7, "")).hasMessageContaining("no penalty entry #7");
            assertThat(svc.journal()).hasSize(journal);
            assertThat(ps.log()).isEmpty();
        }
    }

    @Test
    @DisplayName("an unpublished round takes no penalty (its games have not started)")
    void unpublishedRoundRefused() {
        EventSettings s = new EventSettings("判罚测试", "xiangqi", "adjacent", 3, "14.1", List.of(), "", 7L, Map.of());
        try (EventService svc = EventService.create(dir.resolve("u.qicai"), s,
                ExtensionRegistry.of(List.of(new TestPlugins.Adjacent(), new XqLike())), "a")) {
            svc.registration().addPlayer("甲", "", null, "");
            svc.registration().addPlayer("乙", "", null, "");
            svc.rounds().pairNextRound();
            assertThatThrownBy(() -> new PenaltyService(svc).add(1, 1, Side.FIRST, "9.1.5", ""))
                    .hasMessageContaining("not published yet");
        }
    }

    @Test
    @DisplayName("15.1 犯规 tiebreak and 18.4 see the live entries only")
    void standingsSeeLiveFoulsOnly() {
        try (EventService svc = event(new XqLike(), 4)) {
            PenaltyService ps = new PenaltyService(svc, CLOCK);
            Logged a = ps.add(1, 1, Side.FIRST, "9.1.5", "");
            ps.add(1, 1, Side.FIRST, "9.1.1", "");
            ps.correct(a.entry().penalty().id(), "");
            Crosstable t = new Crosstable(svc.snapshot(), svc.scheme(), 1);
            assertThat(t.fouls(1)).isEqualTo(1);
            assertThat(t.fouls(2)).isZero();
        }
    }
}
