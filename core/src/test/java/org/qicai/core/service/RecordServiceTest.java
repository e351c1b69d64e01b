package org.qicai.core.service;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.qicai.core.UserError;
import org.qicai.core.game.BoardState;
import org.qicai.core.game.CycleMove;
import org.qicai.core.game.GameMove;
import org.qicai.core.game.GameRecord;
import org.qicai.core.game.LegalMove;
import org.qicai.core.game.MoveKind;
import org.qicai.core.game.MoveLimit;
import org.qicai.core.game.RecordError;
import org.qicai.core.game.RecordException;
import org.qicai.core.game.Repetition;
import org.qicai.core.game.Ruling;
import org.qicai.core.game.Verdict;
import org.qicai.core.model.EventSettings;
import org.qicai.core.model.JournalEntry;
import org.qicai.core.model.PenaltyKind;
import org.qicai.core.model.Result;
import org.qicai.core.model.RoundStatus;
import org.qicai.core.model.Side;
import org.qicai.core.plugin.ExtensionRegistry;
import org.qicai.core.service.PenaltyService.EffectKind;
import org.qicai.core.service.PenaltyService.Entry;
import org.qicai.core.service.RecordService.StoredRecord;
import org.qicai.core.service.RulingService.Accepted;
import org.qicai.core.spi.Discipline;
import org.qicai.core.spi.GameRules;

/**
 * Game records and accepted rulings over a real H2 event file, with a small rule set of our own (ICCS moves
 * only; the ruling a record asks for in its {@code [Ruling "verdict clause,clause"]} tag), so that the services'
 * transaction, result, penalty log and journal are tested without the xiangqi plugin.
 */
class RecordServiceTest {
    @TempDir
    Path dir;

    static final Clock CLOCK = Clock.fixed(Instant.parse("2024-05-01T06:30:00Z"), ZoneOffset.UTC);

    /** ICCS-only moves; the ruling is the record's {@code Ruling} tag, the cycle its last four moves. */
    static final class IccsRules implements GameRules {
        static final String START = "start w";
        private static final Pattern TAG = Pattern.compile("\\[(\\w+)\\s+\"([^\"]*)\"\\]");
        private static final Pattern ICCS = Pattern.compile("[a-i][0-9][a-i][0-9]");

        @Override
        public String id() {
            return "xiangqi";
        }

        @Override
        public String displayName(Locale locale) {
            return "test rules";
        }

        @Override
        public String startFen() {
            return START;
        }

        @Override
        public BoardState board(String fen) {
            return new BoardState(fen, !fen.endsWith(" b"), List.of(), false);
        }

        @Override
        public List<LegalMove> legalMoves(String fen) {
            return List.of();
        }

        @Override
        public long perft(String fen, int depth) {
            return 0;
        }

        @Override
        public GameRecord read(String text, String fen) throws RecordException {
            Map<String, String> tags = new LinkedHashMap<>();
            String start = fen;
            String result = null;
            List<GameMove> moves = new ArrayList<>();
            for (String line : text.split("\n")) {
                Matcher m = TAG.matcher(line.strip());
                if (m.matches()) {
                    tags.put(m.group(1), m.group(2));
                    if (m.group(1).equals("FEN") && start == null) {
                        start = m.group(2);
                    }
                    continue;
                }
                for (String t : line.strip().split("\\s+")) {
                    if (t.isEmpty() || t.matches("\\d+\\.")) {
                        continue;
                    }
                    if (t.matches("1-0|0-1|1/2-1/2|\\*")) {
                        result = t;
                        continue;
                    }
                    int ply = moves.size() + 1;
                    if (!ICCS.matcher(t).matches()) {
                        throw new RecordException(new RecordError(ply, t, "不是ICCS着法", "not an ICCS move"));
                    }
                    String s = start == null ? START : start;
                    boolean redFirst = !s.endsWith(" b");
                    moves.add(new GameMove(ply, redFirst == (ply % 2 == 1), t, "着" + t, t, s + " " + ply));
                }
            }
            return new GameRecord(start == null ? START : start, moves, tags, result);
        }

        @Override
        public GameMove play(String fen, int ply, String typed) throws RecordException {
            return read(typed, fen).moves().get(0);
        }

        @Override
        public List<String> write(GameRecord record, String notation) {
            return record.moves().stream().map(m -> notation.equals("zh") ? m.chinese() : m.iccs()).toList();
        }

        @Override
        public String toPgn(GameRecord record, String notation) {
            StringBuilder sb = new StringBuilder();
            record.tags().forEach((k, v) -> sb.append('[').append(k).append(" \"").append(v).append("\"]\n"));
            if (!record.startFen().equals(START)) {
                sb.append("[FEN \"").append(record.startFen()).append("\"]\n");
            }
            sb.append('\n').append(String.join(" ", write(record, notation)));
            if (record.result() != null) {
                sb.append(' ').append(record.result());
            }
            return sb.append('\n').toString();
        }

        @Override
        public Ruling judge(String text, String fen, int moveLimit) throws RecordException {
            GameRecord r = read(text, fen);
            String tag = r.tags().getOrDefault("Ruling", "none");
            String[] parts = tag.split("\\s+", 2);
            Verdict v = Verdict.valueOf(parts[0].toUpperCase(Locale.ROOT));
            List<String> clauses = parts.length > 1 ? List.of(parts[1].split(",")) : List.of();
            Repetition rep = null;
            if (v != Verdict.NONE && r.moves().size() >= 4) {
                List<CycleMove> cycle = new ArrayList<>();
                for (GameMove m : r.moves().subList(r.moves().size() - 4, r.moves().size())) {
                    cycle.add(new CycleMove(m.ply(), m.red(), m.chinese(), m.iccs(),
                            m.red() ? MoveKind.CHECK : MoveKind.IDLE, m.red() ? "将军" : "应将",
                            m.red() ? "check" : "answers the check", List.of("25.2")));
                }
                rep = new Repetition(r.moves().size() - 3, 3, cycle, "长将", "允许着法", "perpetual check", "allowed");
            }
            int plies = r.moves().size();
            MoveLimit limit = new MoveLimit(moveLimit, plies >= 2 * moveLimit ? 2 * moveLimit : null,
                    Math.max(0, 2 * moveLimit - plies));
            return new Ruling(v, clauses, null, rep, limit, v == Verdict.NONE ? "没有判定：未见重复" : "判定" + tag,
                    v == Verdict.NONE ? "nothing to rule: no repetition" : "ruled " + tag);
        }
    }

    private static final String PERPETUAL = "[Ruling \"red_loses 24.1,26.1\"]\nh2e2 h9g7 e2e6 g7e6 b0c2 e6g7 c2b0 g7e6";

    private EventService event(String discipline, Map<String, String> options, Clock clock) {
        Discipline d = discipline.equals("go") ? new PenaltyServiceTest.GoLike() : new PenaltyServiceTest.XqLike();
        EventSettings s = new EventSettings("棋谱测试", discipline, "adjacent", 3, "14.1", List.of(), "5400+30", 7L,
                options);
        EventService svc = EventService.create(dir.resolve(discipline + ".qicai"), s,
                ExtensionRegistry.of(List.of(new TestPlugins.Adjacent(), d, new IccsRules())), "裁判长王");
        for (int i = 1; i <= 5; i++) {
            svc.registration().addPlayer("棋手" + i, "", 2000 - i, "");
        }
        svc.rounds().pairNextRound();
        svc.rounds().publishRound(1);
        return svc;
    }

    private EventService event() {
        return event("xiangqi", Map.of(), CLOCK);
    }

    private static Result result(EventService svc, int round, int board) {
        return svc.snapshot().round(round).orElseThrow().board(board).orElseThrow().result();
    }

    private static String zh(Throwable e) {
        return ((UserError) e).message(Locale.SIMPLIFIED_CHINESE);
    }

    private static List<String> actions(EventService svc) {
        return svc.journal().stream().map(JournalEntry::action).toList();
    }

    // ====================================================================== records

    @Test
    @DisplayName("a record is stored with its text, start position and moves, and read back")
    void aRecordIsStoredAndReadBack() {
        try (EventService svc = event()) {
            RecordService rs = new RecordService(svc, CLOCK);
            GameRecord r = rs.store(1, 1, "1. h2e2 h9g7\n2. h0g2 1-0");
            assertThat(r.moves()).extracting(GameMove::iccs).containsExactly("h2e2", "h9g7", "h0g2");
            StoredRecord s = rs.find(1, 1).orElseThrow();
            assertThat(s.text()).isEqualTo("1. h2e2 h9g7\n2. h0g2 1-0");
            assertThat(s.enteredBy()).isEqualTo("裁判长王");
            assertThat(s.at()).isEqualTo(CLOCK.instant());
            assertThat(s.record().moves()).hasSize(3);
            assertThat(rs.find(1, 2)).isEmpty();
            assertThat(actions(svc)).last().isEqualTo("record.store");
        }
    }

    @Test
    @DisplayName("xq 7.5: a bad move is refused with its ply and text; nothing is written")
    void aBadRecordIsRefusedWithItsPlyAndNothingIsWritten() {
        try (EventService svc = event()) {
            RecordService rs = new RecordService(svc, CLOCK);
            int journal = svc.journal().size();
            assertThatThrownBy(() -> rs.store(1, 1, "h2e2 h9g7 车九进五")).isInstanceOf(RecordException.class)
                    .satisfies(e -> assertThat(zh(e)).isEqualTo("第3着 车九进五：不是ICCS着法"))
                    .satisfies(e -> assertThat(((UserError) e).message(Locale.ENGLISH))
                            .isEqualTo("ply 3 车九进五: not an ICCS move"));
            assertThat(rs.find(1, 1)).isEmpty();
            assertThat(svc.journal()).hasSize(journal);
            assertThatThrownBy(() -> rs.store(1, 1, "  ")).isInstanceOf(UserError.class).satisfies(e -> assertThat(zh(e)).isEqualTo("棋谱是空的"));
            assertThatThrownBy(() -> rs.store(1, 9, "h2e2")).isInstanceOf(UserError.class)
                    .satisfies(e -> assertThat(zh(e)).contains("第 1 轮没有第 9 台"));
            assertThatThrownBy(() -> rs.store(1, 3, "h2e2")).isInstanceOf(UserError.class)
                    .satisfies(e -> assertThat(zh(e)).contains("轮空"));
            assertThatThrownBy(() -> rs.store(4, 1, "h2e2")).isInstanceOf(UserError.class)
                    .satisfies(e -> assertThat(zh(e)).contains("第 4 轮尚未编排"));
        }
    }

    @Test
    @DisplayName("replacing a record journals the old and the new moves")
    void replacingARecordJournalsBeforeAndAfter() {
        try (EventService svc = event()) {
            RecordService rs = new RecordService(svc, CLOCK);
            rs.store(1, 1, "h2e2 h9g7");
            rs.store(1, 1, "b2e2 b9c7 b0c2");
            JournalEntry last = svc.journal().get(svc.journal().size() - 1);
            assertThat(last.action()).isEqualTo("record.replace");
            assertThat(last.subject()).isEqualTo("round 1 board 1 (1-2)");
            assertThat(last.before()).contains("h2e2 h9g7");
            assertThat(last.after()).contains("b2e2 b9c7 b0c2");
            assertThat(rs.find(1, 1).orElseThrow().record().moves()).hasSize(3);
        }
    }

    @Test
    @DisplayName("a discipline without game rules (Go) cannot take a record: said in both languages")
    void aDisciplineWithoutGameRulesIsRefused() {
        try (EventService svc = event("go", Map.of(), CLOCK)) {
            RecordService rs = new RecordService(svc, CLOCK);
            assertThatThrownBy(() -> rs.store(1, 1, "h2e2")).isInstanceOf(UserError.class)
                    .satisfies(e -> assertThat(zh(e)).contains("项目“go”没有棋谱规则插件"))
                    .satisfies(e -> assertThat(((UserError) e).message(Locale.ENGLISH))
                            .contains("the discipline 'go' has no game rules plugin"));
            assertThatThrownBy(() -> new RulingService(svc).accept(1, 1)).isInstanceOf(UserError.class)
                    .satisfies(e -> assertThat(zh(e)).contains("没有棋谱规则插件"));
        }
    }

    @Test
    @DisplayName("a round's records export as one PGN with Event, Date, Round, Board, Red, Black, Result and FEN")
    void aRoundExportsAsOnePgn() {
        try (EventService svc = event("xiangqi", Map.of(EventSettings.DATES, "2024-05-01"), CLOCK)) {
            RecordService rs = new RecordService(svc, CLOCK);
            assertThatThrownBy(() -> rs.exportRound(1, "zh")).isInstanceOf(UserError.class)
                    .satisfies(e -> assertThat(zh(e)).isEqualTo("第 1 轮没有录入任何棋谱"));
            rs.store(1, 1, "h2e2 h9g7");
            rs.store(1, 2, "[FEN \"x b\"]\nh9g7");
            svc.results().enterResult(1, 1, Result.FIRST_WIN);
            String pgn = rs.exportRound(1, "iccs");
            assertThat(pgn).contains("[Event \"棋谱测试\"]", "[Date \"2024.05.01\"]", "[Round \"1\"]", "[Board \"1\"]",
                    "[Red \"棋手1\"]", "[Black \"棋手2\"]", "[Result \"1-0\"]", "h2e2 h9g7 1-0", "[Board \"2\"]",
                    "[Red \"棋手3\"]", "[Black \"棋手4\"]", "[Result \"*\"]", "[FEN \"x b\"]");
            assertThat(pgn.indexOf("[FEN")).isGreaterThan(pgn.indexOf("[Board \"2\"]"));
            assertThatThrownBy(() -> rs.exportRound(1, "fen")).isInstanceOf(UserError.class)
                    .satisfies(e -> assertThat(zh(e)).contains("zh、wxf 或 iccs"));
        }
    }

    @Test
    @DisplayName("xq 4.2.4: the ruling takes the event's move limit, 60 回合 when the event sets none")
    void xq_4_2_4_theRulingTakesTheEventsMoveLimit() {
        try (EventService svc = event()) {
            RecordService rs = new RecordService(svc, CLOCK);
            rs.store(1, 1, "h2e2 h9g7");
            assertThat(rs.judge(1, 1).moveLimit().limit()).isEqualTo(60);
            assertThat(rs.judge(1, 1).moveLimit().pliesLeft()).isEqualTo(118);
            svc.updateSettings(svc.settings().withOption(EventSettings.MOVE_LIMIT, "40"));
            assertThat(rs.moveLimit()).isEqualTo(40);
            assertThat(rs.judge(1, 1).moveLimit().limit()).isEqualTo(40);
            assertThatThrownBy(() -> rs.judge(1, 2)).isInstanceOf(UserError.class)
                    .satisfies(e -> assertThat(zh(e)).isEqualTo("第 1 轮第 2 台没有录入棋谱"));
        }
    }

    // ====================================================================== accepted rulings

    @Test
    @DisplayName("xq 24.1: an accepted 长将 ruling loses the game for red (0-1), logs it with the cycle, keeps it, journals it")
    void xq_24_1_accepted_perpetual_check_ruling_loses_the_game_and_logs_it() {
        try (EventService svc = event()) {
            new RecordService(svc, CLOCK).store(1, 1, PERPETUAL);
            Accepted a = new RulingService(svc, CLOCK).accept(1, 1);
            assertThat(a.ruling().verdict()).isEqualTo(Verdict.RED_LOSES);
            assertThat(a.before()).isEqualTo(Result.PENDING);
            assertThat(a.after()).isEqualTo(Result.SECOND_WIN);
            assertThat(a.changed()).isTrue();
            assertThat(result(svc, 1, 1)).isEqualTo(Result.SECOND_WIN);

            PenaltyService ps = new PenaltyService(svc, CLOCK);
            Entry e = ps.log().stream().filter(x -> x.penalty().id() == a.penaltyId()).findFirst().orElseThrow();
            assertThat(e.penalty().kind()).isEqualTo(PenaltyKind.GAME_LOSS);
            assertThat(e.penalty().clause()).isEqualTo("24.1");
            assertThat(e.penalty().player()).isEqualTo(1);
            assertThat(e.side()).isEqualTo(Side.FIRST);
            assertThat(e.penalty().note()).contains("24.1, 26.1", "循环自第5着", "红方长将", "5 红方 着b0c2 将 将军",
                    "8 黑方 着g7e6 闲 应将");
            assertThat(e.penalty().consequence()).isEqualTo("该局判红方负（24.1）：0-1 0-1");
            assertThat(e.consequence(Locale.ENGLISH)).isEqualTo("game lost by Red (24.1): 0-1 0-1");
            assertThat(e.effects()).singleElement().satisfies(f -> {
                assertThat(f.kind()).isEqualTo(EffectKind.RESULT);
                assertThat(f.before()).isEqualTo(Result.PENDING);
                assertThat(f.after()).isEqualTo(Result.SECOND_WIN);
            });

            RulingService.Kept kept = new RulingService(svc).accepted(1, 1).get(0);
            assertThat(kept.verdict()).isEqualTo(Verdict.RED_LOSES);
            assertThat(kept.clauses()).isEqualTo("24.1, 26.1");
            assertThat(kept.cycleText()).contains("循环自第5着");
            assertThat(kept.acceptedBy()).isEqualTo("裁判长王");
            assertThat(kept.penaltyId()).isEqualTo(a.penaltyId());
            assertThat(kept.resultSet()).isEqualTo("0-1");
            assertThat(actions(svc)).endsWith("result.enter", "penalty.add", "ruling.accept");
        }
    }

    @Test
    @DisplayName("xq 26.4: an accepted ruling against black (must change or lose) is 1-0 and a loss in the log")
    void xq_26_4_accepted_ruling_against_black_wins_it_for_red() {
        try (EventService svc = event()) {
            new RecordService(svc, CLOCK).store(1, 2, PERPETUAL.replace("red_loses 24.1,26.1", "black_loses 25.2,26.4,29.1"));
            Accepted a = new RulingService(svc, CLOCK).accept(1, 2);
            assertThat(result(svc, 1, 2)).isEqualTo(Result.FIRST_WIN);
            Entry e = new PenaltyService(svc).log().get(0);
            assertThat(e.penalty().clause()).isEqualTo("26.4");
            assertThat(e.penalty().player()).isEqualTo(4);
            assertThat(e.side()).isEqualTo(Side.SECOND);
            assertThat(a.rulingId()).isEqualTo(1);
        }
    }

    @Test
    @DisplayName("xq 26.2: an accepted 不变作和 ruling enters the draw and logs no penalty")
    void xq_26_2_accepted_draw_ruling_enters_the_draw_without_a_penalty() {
        try (EventService svc = event()) {
            new RecordService(svc, CLOCK).store(1, 1, PERPETUAL.replace("red_loses 24.1,26.1", "draw 26.2"));
            Accepted a = new RulingService(svc, CLOCK).accept(1, 1);
            assertThat(result(svc, 1, 1)).isEqualTo(Result.DRAW);
            assertThat(a.penaltyId()).isZero();
            assertThat(new PenaltyService(svc).log()).isEmpty();
            assertThat(actions(svc)).endsWith("result.enter", "ruling.accept");
        }
    }

    @Test
    @DisplayName("a ruling with no verdict is refused with its reason and writes nothing")
    void aRulingWithoutAVerdictIsRefused() {
        try (EventService svc = event()) {
            new RecordService(svc, CLOCK).store(1, 1, "h2e2 h9g7");
            int journal = svc.journal().size();
            assertThatThrownBy(() -> new RulingService(svc, CLOCK).accept(1, 1)).isInstanceOf(UserError.class)
                    .satisfies(e -> assertThat(zh(e)).isEqualTo("裁决没有判定胜负，无可执行：没有判定：未见重复"))
                    .satisfies(e -> assertThat(((UserError) e).message(Locale.ENGLISH))
                            .isEqualTo("the ruling decides nothing, there is nothing to apply: nothing to rule: no repetition"));
            assertThat(svc.journal()).hasSize(journal);
            assertThat(result(svc, 1, 1)).isEqualTo(Result.PENDING);
            assertThatThrownBy(() -> new RulingService(svc, CLOCK).accept(1, 2)).isInstanceOf(UserError.class)
                    .satisfies(e -> assertThat(zh(e)).isEqualTo("第 1 轮第 2 台没有录入棋谱"));
        }
    }

    @Test
    @DisplayName("a failure half-way through accepting (after the result and the log row) writes nothing")
    void aFailureHalfWayWritesNothing() {
        try (EventService svc = event()) {
            new RecordService(svc, CLOCK).store(1, 1, PERPETUAL);
            int journal = svc.journal().size();
            AtomicInteger calls = new AtomicInteger();
            Clock failsSecondTime = new Clock() {
                @Override
                public ZoneId getZone() {
                    return ZoneOffset.UTC;
                }

                @Override
                public Clock withZone(ZoneId zone) {
                    return this;
                }

                @Override
                public Instant instant() {
                    if (calls.incrementAndGet() > 1) {
                        throw new IllegalStateException("clock failed");
                    }
                    return CLOCK.instant();
                }
            };
            assertThatThrownBy(() -> new RulingService(svc, failsSecondTime).accept(1, 1))
                    .hasMessage("clock failed");
            assertThat(calls.get()).isEqualTo(2);
            assertThat(result(svc, 1, 1)).isEqualTo(Result.PENDING);
            assertThat(new PenaltyService(svc).log()).isEmpty();
            assertThat(new RulingService(svc).accepted(1, 1)).isEmpty();
            assertThat(svc.journal()).hasSize(journal);
            assertThat(svc.snapshot().round(1).orElseThrow().status()).isEqualTo(RoundStatus.PUBLISHED);
        }
    }

    @Test
    @DisplayName("the ruling is made again from the stored record, and a correction in the log restores the result")
    void theRulingIsMadeFromTheStoredRecordAndCanBeCorrected() {
        try (EventService svc = event()) {
            RecordService rs = new RecordService(svc, CLOCK);
            rs.store(1, 1, PERPETUAL);
            rs.store(1, 1, PERPETUAL.replace("red_loses 24.1,26.1", "draw 26.2")); // the scoresheet was corrected
            new RulingService(svc, CLOCK).accept(1, 1);
            assertThat(result(svc, 1, 1)).isEqualTo(Result.DRAW);

            rs.store(1, 2, PERPETUAL);
            Accepted a = new RulingService(svc, CLOCK).accept(1, 2);
            new PenaltyService(svc, CLOCK).correct(a.penaltyId(), "裁决撤销");
            assertThat(result(svc, 1, 2)).isEqualTo(Result.PENDING);
        }
    }
}
