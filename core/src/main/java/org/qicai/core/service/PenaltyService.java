package org.qicai.core.service;

import java.time.Clock;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.qicai.core.UserError;
import org.qicai.core.io.Json;
import org.qicai.core.model.EventSnapshot;
import org.qicai.core.model.Pairing;
import org.qicai.core.model.Penalty;
import org.qicai.core.model.PenaltyKind;
import org.qicai.core.model.Player;
import org.qicai.core.model.PlayerStatus;
import org.qicai.core.model.Result;
import org.qicai.core.model.Round;
import org.qicai.core.model.RoundStatus;
import org.qicai.core.model.Side;
import org.qicai.core.spi.Discipline;
import org.qicai.core.spi.Named;
import org.qicai.core.spi.PenaltyRule;
import org.qicai.core.store.PenaltyTables;
import org.qicai.core.store.PenaltyTables.EffectRow;
import org.qicai.core.store.Tx;

/**
 * 判罚记录 — the penalty log, with the consequences the rules attach, applied in the same transaction as
 * the entry and journaled with it. What those consequences are is decided by the pure rule
 * {@link PenaltyConsequence} (tested alone); this service checks the input, applies the decision and words it:
 * <ul>
 * <li>the count-th entry of a kind in one game loses it (the discipline's {@link PenaltyRule.Limit}s: xq 4.1.8
 * three fouls, go 12.2 two warnings);</li>
 * <li>a rule whose effect is {@link PenaltyRule.Effect#GAME_LOST} loses the game (18.2, 4.1.10, go 8.1 …);</li>
 * <li>a rule with clock seconds takes that time from the player's clock (23.3: 5 minutes) — recorded, for the
 * arbiter's clock and the log;</li>
 * <li>expulsion (18.3) is treated as withdrawal (20.3/20.4) through {@link WithdrawalService}, after the game
 * in which it was given is lost.</li>
 * </ul>
 * Nothing is erased: a correction is a new entry that reverses an earlier one, and the effects it undoes are
 * reversed by new effect rows (a result is restored only when nobody changed it since).
 *
 * <p>For a presenter: {@link #catalogue()} to offer the clauses, {@link #add} from a board (two keystrokes:
 * the side, the clause), {@link #board} for the fouls shown on the round view and scoresheets, {@link #log}
 * for the log view, {@link #correct} for a correction, {@link #clockPenaltyMillis} to feed the arbiter's clock.
 */
public final class PenaltyService {

    /** What an effect did. */
    public enum EffectKind {
        /** the board's result was set */
        RESULT,
        /** time was taken from (or given back to) the side's clock */
        CLOCK,
        /** the player was withdrawn (18.3 expulsion) */
        WITHDRAWAL
    }

    /**
     * One consequence, as stored.
     *
     * @param id          effect number
     * @param penaltyId   the log entry that caused it
     * @param kind        what it did
     * @param round       round
     * @param board       board
     * @param player      the penalised player
     * @param side        his side
     * @param before      RESULT: the result before
     * @param after       RESULT: the result set
     * @param clockMillis CLOCK: milliseconds taken (negative: given back)
     * @param clause      the clause that fixes it
     * @param reverses    the effect it undoes, or 0
     */
    public record Effect(long id, long penaltyId, EffectKind kind, int round, int board, int player, Side side,
                         Result before, Result after, long clockMillis, String clause, long reverses) {
    }

    /**
     * One entry of the log with what it did.
     *
     * @param penalty       the entry
     * @param side          the player's side on the board
     * @param rule          the catalogue rule cited, when the discipline still knows it (null for a correction)
     * @param effects       its effects
     * @param reversedBy    the correction that reversed it, or 0
     * @param consequenceEn the consequence in English (the entry's own is Chinese)
     */
    public record Entry(Penalty penalty, Side side, PenaltyRule rule, List<Effect> effects, long reversedBy,
                        String consequenceEn) {
        public Entry {
            effects = List.copyOf(effects);
        }

        /** Whether it still counts: not a correction and not reversed. */
        public boolean live() {
            return reversedBy == 0 && penalty.kind() != PenaltyKind.CORRECTION;
        }

        public String consequence(Locale locale) {
            return Named.isEnglish(locale) ? consequenceEn : penalty.consequence();
        }
    }

    /**
     * What {@link #add} or {@link #correct} did.
     *
     * @param entry       the new entry
     * @param effects     the effects written with it (including reversals)
     * @param count       live entries of the same kind for the player in the game, after it
     * @param limit       the limit that counts this kind, if any
     * @param withdrawal  the withdrawal, for an expulsion
     */
    public record Logged(Entry entry, List<Effect> effects, int count, Optional<PenaltyRule.Limit> limit,
                         Optional<WithdrawalResult> withdrawal) {
        public Logged {
            effects = List.copyOf(effects);
        }

        /** The consequence applied in words, empty when there was none. */
        public String consequence(Locale locale) {
            return entry.consequence(locale);
        }
    }

    /**
     * The penalties on one board, by side, live entries only.
     */
    public record BoardPenalties(int round, int board, List<Entry> first, List<Entry> second) {
        public List<Entry> of(Side s) {
            return s == Side.FIRST ? first : second;
        }

        public int count(Side s, PenaltyKind kind) {
            return (int) of(s).stream().filter(e -> e.penalty().kind() == kind).count();
        }

        public int fouls(Side s) {
            return count(s, PenaltyKind.FOUL);
        }

        public int warnings(Side s) {
            return count(s, PenaltyKind.WARNING);
        }

        /** The clauses cited, in order. */
        public List<String> clauses(Side s) {
            return of(s).stream().map(e -> e.penalty().clause()).toList();
        }

        public boolean isEmpty() {
            return first.isEmpty() && second.isEmpty();
        }
    }

    private final EventService events;
    private final Clock time;

    public PenaltyService(EventService events) {
        this(events, Clock.systemUTC());
    }

    /** With a clock for the entries' time (tests). */
    public PenaltyService(EventService events, Clock time) {
        this.events = events;
        this.time = time;
    }

    // ====================================================================== reads

    /** The event's discipline catalogue. */
    public List<PenaltyRule> catalogue() {
        return events.discipline().penaltyCatalogue();
    }

    /** The rule cited as {@code clause}; a UserError listing the catalogue when there is none. */
    public PenaltyRule rule(String clause) {
        Discipline d = events.discipline();
        return d.penaltyRule(clause).orElseThrow(() -> UserError.zh(d.displayName(Locale.SIMPLIFIED_CHINESE)
                + "判罚目录中没有条款“" + clause + "”；可用："
                + String.join(", ", d.penaltyCatalogue().stream().map(PenaltyRule::clause).toList()),
                "no clause '" + clause + "' in the "
                + d.displayName(Locale.ENGLISH) + " penalty catalogue; known: "
                + String.join(", ", d.penaltyCatalogue().stream().map(PenaltyRule::clause).toList())));
    }

    /** The whole log, in order. */
    public List<Entry> log() {
        Discipline d = events.discipline();
        return events.store().read(tx -> entries(tx, d));
    }

    /** The live penalties of one board (round view, scoresheets). */
    public BoardPenalties board(int round, int board) {
        return boards().getOrDefault(key(round, board), new BoardPenalties(round, board, List.of(), List.of()));
    }

    /** The live penalties of every board that has any, keyed "round:board". */
    public Map<String, BoardPenalties> boards() {
        Map<String, List<Entry>> byBoard = new LinkedHashMap<>();
        for (Entry e : log()) {
            if (e.live() && e.penalty().round() > 0) {
                byBoard.computeIfAbsent(key(e.penalty().round(), e.penalty().board()), k -> new ArrayList<>()).add(e);
            }
        }
        Map<String, BoardPenalties> out = new LinkedHashMap<>();
        byBoard.forEach((k, list) -> out.put(k, new BoardPenalties(list.get(0).penalty().round(),
                list.get(0).penalty().board(), list.stream().filter(e -> e.side() == Side.FIRST).toList(),
                list.stream().filter(e -> e.side() == Side.SECOND).toList())));
        return out;
    }

    public static String key(int round, int board) {
        return round + ":" + board;
    }

    /** Milliseconds the live penalties took from a side's clock in one game (23.3), for the arbiter's clock. */
    public long clockPenaltyMillis(int round, int board, Side side) {
        return events.store().read(tx -> {
            List<Effect> all = effects(new PenaltyTables(tx));
            Set<Long> reversed = reversedEffects(all);
            long sum = 0;
            for (Effect e : all) {
                if (e.kind() == EffectKind.CLOCK && e.round() == round && e.board() == board && e.side() == side
                        && !reversed.contains(e.id()) && e.reverses() == 0) {
                    sum += e.clockMillis();
                }
            }
            return sum;
        });
    }

    // ====================================================================== actions

    /** 判罚: logs a penalty on a board and applies its consequence. */
    public Logged add(int round, int board, Side side, String clause, String note) {
        return add(round, board, side, clause, note, -1);
    }

    /**
     * 判罚 with the seconds of a clock penalty the arbiter sizes (xq2020 罚停时钟); {@code seconds} &lt; 0 when
     * the rule fixes the time itself or takes none.
     */
    public Logged add(int round, int board, Side side, String clause, String note, long seconds) {
        if (side == null) {
            throw UserError.zh("请指明受罚的一方", "say which side is penalised");
        }
        Discipline d = events.discipline();
        PenaltyRule rule = rule(clause);
        String text = note == null ? "" : note.strip();
        if (text.length() > 2000) {
            throw UserError.zh("备注超过 2000 个字符", "the note is longer than 2000 characters");
        }
        if (rule.asksSeconds()) {
            if (seconds <= 0) {
                throw UserError.zh("条款 " + rule.clause() + " 的罚时由裁判员决定：请加 --seconds N",
                        "clause " + rule.clause() + " takes the time the arbiter gives: add --seconds N");
            }
        } else {
            if (seconds >= 0) {
                throw UserError.zh("条款 " + rule.clause()
                        + (rule.clockSeconds() > 0 ? " 本身规定了罚时（" + rule.clockSeconds() + " 秒，"
                        + rule.effectClause() + "）" : " 不扣钟表时间")
                        + "：请去掉 --seconds",
                        "clause " + rule.clause() + (rule.clockSeconds() > 0 ? " fixes the time itself ("
                        + rule.clockSeconds() + " s, " + rule.effectClause() + ")" : " takes no time from the clock")
                        + ": drop --seconds");
            }
        }
        return events.store().write(events.actor(), tx -> {
            Pairing game = game(tx, round, board);
            int player = side == Side.FIRST ? game.first() : game.second();
            Player who = tx.player(player).orElseThrow();
            PenaltyTables tables = new PenaltyTables(tx);
            List<Entry> before = entries(tx, d);
            PenaltyWords.Lines lines = new PenaltyWords.Lines();

            // the rule decides; this method applies its decision and words it
            PenaltyConsequence.Decision decision = PenaltyConsequence.of(rule, liveKinds(before, round, board, player),
                    d.penaltyLimits(), seconds);
            Optional<PenaltyRule.Limit> limit = decision.limit();
            int count = decision.count();
            if (limit.isPresent()) {
                PenaltyRule.Limit l = limit.get();
                String kindZh = PenaltyWords.kindZh(rule.kind());
                if (decision.standing() == PenaltyConsequence.Count.REACHED) {
                    lines.add("同局第" + count + "次" + kindZh, org.qicai.core.standings.StandingsReport.ordinal(count) + " " + PenaltyWords.kindEn(rule.kind()) + " in the game");
                } else if (decision.standing() == PenaltyConsequence.Count.BEYOND) {
                    lines.add("同局第" + count + "次" + kindZh + "（已满" + l.count() + "次判负，" + l.clause() + "）",
                            org.qicai.core.standings.StandingsReport.ordinal(count) + " " + PenaltyWords.kindEn(rule.kind()) + " in the game (already lost at " + l.count() + ", "
                                    + l.clause() + ")");
                } else {
                    lines.add("同局第" + count + "次" + kindZh + "（满" + l.count() + "次判负，" + l.clause() + "）",
                            org.qicai.core.standings.StandingsReport.ordinal(count) + " " + PenaltyWords.kindEn(rule.kind()) + " in the game (" + l.count() + " lose it, "
                                    + l.clause() + ")");
                }
            }
            long id = tx.insertPenalty(new Penalty(0, round, board, player, rule.clause(), rule.kind(), text,
                    time.instant(), events.actor(), "", 0));
            List<Effect> written = new ArrayList<>();
            long clockMillis = decision.clockMillis();
            if (clockMillis > 0) {
                String c = decision.clockClause();
                written.add(effect(tables, new EffectRow(0, id, EffectKind.CLOCK.name(), round, board, player, side, null,
                        null, clockMillis, c, 0)));
                lines.add(d.sideName(side, Locale.CHINESE) + "棋钟加计" + PenaltyWords.minutes(clockMillis, false) + "（" + c
                                + "；若因此超时即判负）",
                        clockMillis / 1000 + " s taken from " + d.sideName(side, Locale.ENGLISH) + "'s clock (" + c
                                + "; if that oversteps the time limit the game is lost)");
            }
            if (decision.losesGame()) {
                loseGame(tx, tables, d, game, side, player, id, decision.lossClause().get(), written, lines);
            }
            if (decision.moveVoid()) {
                lines.add("着手无效，弃权一次（" + decision.moveVoidClause() + "）",
                        "the move is void and the turn lost (" + decision.moveVoidClause() + ")");
            }
            Optional<WithdrawalResult> withdrawal = Optional.empty();
            if (decision.expels()) {
                if (!who.status().isActive()) {
                    throw UserError.zh(player + " 号棋手 " + who.name() + " 已经离开比赛（" + ZhText.status(who.status()) + "）",
                            "player #" + player + " " + who.name() + " has already left the event ("
                            + who.status().name().toLowerCase(Locale.ROOT) + ")");
                }
                WithdrawalResult w = new WithdrawalService(events).withdrawIn(tx, player, round, PlayerStatus.EXPELLED,
                        rule.clause() + (text.isEmpty() ? "" : " " + text));
                withdrawal = Optional.of(w);
                written.add(effect(tables, new EffectRow(0, id, EffectKind.WITHDRAWAL.name(), round, board, player, side,
                        null, null, 0, "18.3", 0)));
                lines.add(w.explanation(Locale.SIMPLIFIED_CHINESE), w.explanation(Locale.ENGLISH));
            }
            String zh = lines.zh();
            String en = lines.en();
            tables.setConsequenceEn(id, en);
            setConsequenceZh(tx, id, zh);
            Map<String, Object> j = new LinkedHashMap<>();
            j.put("id", id);
            j.put("clause", rule.clause());
            j.put("kind", rule.kind().name());
            j.put("side", side.name());
            j.put("note", text);
            j.put("consequence", zh);
            j.put("effects", PenaltyWords.describe(written));
            tx.journal("penalty.add", "round " + round + " board " + board + " #" + player + " " + who.name(), null,
                    Json.write(j));
            Entry entry = entries(tx, d).stream().filter(e -> e.penalty().id() == id).findFirst().orElseThrow();
            return new Logged(entry, written, count, limit, withdrawal);
        });
    }

    /**
     * 更正: a new entry that reverses entry {@code entryId}. Its effects are undone — a result is restored when
     * nobody changed it since, time is given back — and the limits are counted again without it. An
     * expulsion cannot be corrected here (its withdrawal stands).
     */
    public Logged correct(long entryId, String note) {
        String text = note == null ? "" : note.strip();
        if (text.length() > 2000) {
            throw UserError.zh("备注超过 2000 个字符", "the note is longer than 2000 characters");
        }
        Discipline d = events.discipline();
        return events.store().write(events.actor(), tx -> {
            List<Entry> before = entries(tx, d);
            Entry old = before.stream().filter(e -> e.penalty().id() == entryId).findFirst()
                    .orElseThrow(() -> UserError.zh("没有判罚记录 #" + entryId
                            + (before.isEmpty() ? "（判罚记录为空）"
                            : "（现有记录 #1–#" + before.get(before.size() - 1).penalty().id() + "）"),
                            "no penalty entry #" + entryId + (before.isEmpty() ? " (the log is empty)"
                            : " (entries #1–#" + before.get(before.size() - 1).penalty().id() + ")")));
            Penalty p = old.penalty();
            if (p.kind() == PenaltyKind.CORRECTION) {
                throw UserError.zh("记录 #" + entryId + " 本身就是一条更正；请改为重新登记判罚",
                        "entry #" + entryId + " is itself a correction; log the penalty again instead");
            }
            if (old.reversedBy() != 0) {
                throw UserError.zh("记录 #" + entryId + " 已被记录 #" + old.reversedBy() + " 撤销",
                        "entry #" + entryId + " was already reversed by entry #" + old.reversedBy());
            }
            if (old.effects().stream().anyMatch(e -> e.kind() == EffectKind.WITHDRAWAL)) {
                throw UserError.zh("记录 #" + entryId + " 将 " + p.player() + " 号棋手除名（18.3）：由此登记的离赛不能用更正撤销",
                        "entry #" + entryId + " expelled player #" + p.player()
                        + " (18.3): the withdrawal it recorded cannot be undone by a correction");
            }
            PenaltyTables tables = new PenaltyTables(tx);
            long id = tx.insertPenalty(new Penalty(0, p.round(), p.board(), p.player(), p.clause(), PenaltyKind.CORRECTION,
                    text, time.instant(), events.actor(), "", entryId));
            PenaltyWords.Lines lines = new PenaltyWords.Lines();
            lines.add("更正：撤销第" + entryId + "号判罚（" + p.clause() + "）", "correction: entry #" + entryId + " ("
                    + p.clause() + ") reversed");
            List<Effect> all = effects(tables);
            Set<Long> reversed = reversedEffects(all);
            List<Effect> written = new ArrayList<>();
            for (Effect e : old.effects()) {
                if (reversed.contains(e.id()) || e.reverses() != 0) {
                    continue;
                }
                undo(tx, tables, d, e, id, written, lines);
            }
            // the limits, counted again without the reversed entry
            List<Entry> after = entries(tx, d);
            Optional<PenaltyRule.Limit> limit = d.penaltyLimits().stream().filter(l -> l.kind() == p.kind()).findFirst();
            int count = p.round() > 0 ? liveCount(after, p.round(), p.board(), p.player(), p.kind()) : 0;
            if (limit.isPresent() && p.round() > 0) {
                PenaltyRule.Limit l = limit.get();
                Pairing game = tx.round(p.round()).flatMap(r -> r.board(p.board())).orElseThrow();
                Side side = game.sideOf(p.player());
                List<Effect> now = effects(tables);
                Set<Long> rev = reversedEffects(now);
                Optional<Effect> liveLimitLoss = now.stream().filter(e -> e.kind() == EffectKind.RESULT
                        && e.reverses() == 0 && !rev.contains(e.id()) && e.round() == p.round() && e.board() == p.board()
                        && e.player() == p.player() && e.clause().equals(l.clause())).findFirst();
                PenaltyConsequence.Recount recount = PenaltyConsequence.recount(l, count, liveLimitLoss.isPresent());
                if (recount == PenaltyConsequence.Recount.RESTORE) {
                    undo(tx, tables, d, liveLimitLoss.get(), id, written, lines);
                } else if (recount == PenaltyConsequence.Recount.LOSE) {
                    lines.add("仍有" + count + "次" + PenaltyWords.kindZh(p.kind()) + "（" + l.clause() + "）",
                            "still " + count + " " + PenaltyWords.kindEn(p.kind()) + "s (" + l.clause() + ")");
                    loseGame(tx, tables, d, game, side, p.player(), id, l.clause(), written, lines);
                }
            }
            String zh = lines.zh();
            String en = lines.en();
            tables.setConsequenceEn(id, en);
            setConsequenceZh(tx, id, zh);
            Map<String, Object> j = new LinkedHashMap<>();
            j.put("id", id);
            j.put("reverses", entryId);
            j.put("note", text);
            j.put("consequence", zh);
            j.put("effects", PenaltyWords.describe(written));
            tx.journal("penalty.correct", "entry #" + entryId, Json.write(Map.of("id", entryId, "clause", p.clause(),
                    "kind", p.kind().name())), Json.write(j));
            Entry entry = entries(tx, d).stream().filter(e -> e.penalty().id() == id).findFirst().orElseThrow();
            return new Logged(entry, written, count, limit, Optional.empty());
        });
    }

    // ====================================================================== consequences

    /**
     * The game is lost by {@code side}: sets the opponent's win (both lost by penalty → both forfeit), unless
     * the result already says so.
     */
    private void loseGame(Tx tx, PenaltyTables tables, Discipline d, Pairing game, Side side, int player, long penaltyId,
                          String clause, List<Effect> written, PenaltyWords.Lines lines) {
        Pairing current = tx.round(game.round()).flatMap(r -> r.board(game.board())).orElseThrow();
        boolean otherLostByPenalty = liveResultEffects(tables).stream().anyMatch(e -> e.round() == game.round()
                && e.board() == game.board() && e.side() == side.other());
        Result was = current.result();
        PenaltyConsequence.Loss loss = PenaltyConsequence.lose(side, was, otherLostByPenalty);
        Result target = loss.result();
        if (loss.alreadySo()) {
            lines.add("该局判" + d.sideName(side, Locale.CHINESE) + "负（" + clause + "）；成绩已是 " + was.code(),
                    "game lost by " + d.sideName(side, Locale.ENGLISH) + " (" + clause + "); the result is already "
                            + was.code());
            return;
        }
        setResult(tx, game.round(), game.board(), was, target, "penalty " + clause);
        written.add(effect(tables, new EffectRow(0, penaltyId, EffectKind.RESULT.name(), game.round(), game.board(),
                player, side, was, target, 0, clause, 0)));
        String words = d.resultWord(target, Locale.CHINESE);
        lines.add("该局判" + d.sideName(side, Locale.CHINESE) + "负（" + clause + "）：" + target.code() + " " + words
                        + (was.isDecided() ? "（原为 " + was.code() + "）" : ""),
                "game lost by " + d.sideName(side, Locale.ENGLISH) + " (" + clause + "): " + target.code() + " "
                        + d.resultWord(target, Locale.ENGLISH) + (was.isDecided() ? " (was " + was.code() + ")" : ""));
    }

    /** Undoes one effect with a new effect row. */
    private void undo(Tx tx, PenaltyTables tables, Discipline d, Effect e, long correctionId, List<Effect> written,
                      PenaltyWords.Lines lines) {
        switch (e.kind()) {
            case CLOCK -> {
                written.add(effect(tables, new EffectRow(0, correctionId, EffectKind.CLOCK.name(), e.round(), e.board(),
                        e.player(), e.side(), null, null, -e.clockMillis(), e.clause(), e.id())));
                lines.add(d.sideName(e.side(), Locale.CHINESE) + "棋钟退还" + PenaltyWords.minutes(e.clockMillis(), false),
                        e.clockMillis() / 1000 + " s given back to " + d.sideName(e.side(), Locale.ENGLISH) + "'s clock");
            }
            case RESULT -> {
                Pairing now = tx.round(e.round()).flatMap(r -> r.board(e.board())).orElseThrow();
                if (now.result() != e.after()) {
                    lines.add("成绩已改为 " + now.result().code() + "，未恢复（原判 " + e.after().code() + "）",
                            "the result has since been changed to " + now.result().code() + ": not restored");
                    return;
                }
                setResult(tx, e.round(), e.board(), e.after(), e.before(), "correction of " + e.clause());
                written.add(effect(tables, new EffectRow(0, correctionId, EffectKind.RESULT.name(), e.round(), e.board(),
                        e.player(), e.side(), e.after(), e.before(), 0, e.clause(), e.id())));
                String back = e.before().isDecided() ? e.before().code() : "待定";
                lines.add("撤销判负（" + e.clause() + "），成绩恢复为 " + back,
                        "loss (" + e.clause() + ") withdrawn, result back to "
                                + (e.before().isDecided() ? e.before().code() : "pending"));
            }
            case WITHDRAWAL -> throw UserError.zh("离赛不能用更正撤销", "a withdrawal cannot be undone by a correction");
        }
    }

    /** Sets a board's result in this transaction, keeps the round's status right, journals it. */
    private static void setResult(Tx tx, int round, int board, Result was, Result to, String why) {
        Round r = tx.round(round).orElseThrow();
        Pairing p = r.board(board).orElseThrow();
        tx.setResult(round, board, to);
        Round after = tx.round(round).orElseThrow();
        RoundStatus status = after.isComplete() ? RoundStatus.FINISHED : RoundStatus.PUBLISHED;
        if (status != r.status()) {
            tx.setRoundStatus(round, status);
        }
        tx.journal("result.penalty", "round " + round + " board " + board + " (" + p.first() + "-" + p.second() + ")",
                was.isDecided() ? was.code() : null, to.code() + " " + why);
    }

    private static void setConsequenceZh(Tx tx, long id, String zh) {
        new PenaltyTables(tx).setConsequenceZh(id, zh);
    }

    // ====================================================================== helpers

    private static Pairing game(Tx tx, int round, int board) {
        Round r = tx.round(round).orElseThrow(() -> UserError.zh("第 " + round + " 轮尚未编排",
                "round " + round + " is not paired"));
        if (r.status() == RoundStatus.PAIRED) {
            throw UserError.zh("第 " + round + " 轮尚未公布：对局还没有开始（请先公布）",
                    "round " + round + " is not published yet: its games have not started (publish it first)");
        }
        Pairing p = r.board(board).orElseThrow(() -> UserError.zh("第 " + round + " 轮没有第 " + board + " 台（台次 1–"
                + r.pairings().size() + "）",
                "round " + round + " has no board " + board
                + " (boards 1–" + r.pairings().size() + ")"));
        if (p.isBye()) {
            throw UserError.zh("第 " + round + " 轮第 " + board + " 台是轮空：没有对局可以判罚",
                    "board " + board + " of round " + round + " is a bye: there is no game to penalise");
        }
        return p;
    }

    private static int liveCount(List<Entry> entries, int round, int board, int player, PenaltyKind kind) {
        return (int) liveKinds(entries, round, board, player).stream().filter(k -> k == kind).count();
    }

    /** The kinds of a player's live entries in one game, in order: the history {@link PenaltyConsequence} counts. */
    private static List<PenaltyKind> liveKinds(List<Entry> entries, int round, int board, int player) {
        return entries.stream().filter(e -> e.live() && e.penalty().round() == round && e.penalty().board() == board
                && e.penalty().player() == player).map(e -> e.penalty().kind()).toList();
    }

    private static List<Entry> entries(Tx tx, Discipline d) {
        PenaltyTables tables = new PenaltyTables(tx);
        EventSnapshot s = tx.snapshot();
        List<Effect> effects = effects(tables);
        Map<Long, String> en = tables.consequencesEn();
        Map<Long, Long> reversedBy = new HashMap<>();
        for (Penalty p : s.penalties()) {
            if (p.kind() == PenaltyKind.CORRECTION && p.reverses() != 0) {
                reversedBy.putIfAbsent(p.reverses(), p.id());
            }
        }
        List<Entry> out = new ArrayList<>();
        for (Penalty p : s.penalties()) {
            Side side = s.round(p.round()).flatMap(r -> r.board(p.board())).filter(b -> b.involves(p.player()))
                    .map(b -> b.sideOf(p.player())).orElse(null);
            PenaltyRule rule = p.kind() == PenaltyKind.CORRECTION ? null : d.penaltyRule(p.clause()).orElse(null);
            out.add(new Entry(p, side, rule, effects.stream().filter(e -> e.penaltyId() == p.id()).toList(),
                    reversedBy.getOrDefault(p.id(), 0L), en.getOrDefault(p.id(), "")));
        }
        return out;
    }

    private static List<Effect> effects(PenaltyTables tables) {
        return tables.effects().stream().map(r -> new Effect(r.id(), r.penaltyId(), EffectKind.valueOf(r.effect()),
                r.round(), r.board(), r.player(), r.side(), r.before(), r.after(), r.clockMillis(), r.clause(),
                r.reverses())).toList();
    }

    private static Set<Long> reversedEffects(List<Effect> all) {
        Set<Long> s = new HashSet<>();
        for (Effect e : all) {
            if (e.reverses() != 0) {
                s.add(e.reverses());
            }
        }
        return s;
    }

    private static List<Effect> liveResultEffects(PenaltyTables tables) {
        List<Effect> all = effects(tables);
        Set<Long> rev = reversedEffects(all);
        return all.stream().filter(e -> e.kind() == EffectKind.RESULT && e.reverses() == 0 && !rev.contains(e.id()))
                .toList();
    }

    private static Effect effect(PenaltyTables tables, EffectRow r) {
        long id = tables.insertEffect(r);
        return new Effect(id, r.penaltyId(), EffectKind.valueOf(r.effect()), r.round(), r.board(), r.player(), r.side(),
                r.before(), r.after(), r.clockMillis(), r.clause(), r.reverses());
    }
}
