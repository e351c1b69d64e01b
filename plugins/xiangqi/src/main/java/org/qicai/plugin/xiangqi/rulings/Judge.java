package org.qicai.plugin.xiangqi.rulings;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.qicai.core.game.CycleMove;
import org.qicai.core.game.GameRecord;
import org.qicai.core.game.MoveKind;
import org.qicai.core.game.MoveLimit;
import org.qicai.core.game.RecordError;
import org.qicai.core.game.Repetition;
import org.qicai.core.game.Ruling;
import org.qicai.core.game.Verdict;
import org.qicai.plugin.xiangqi.board.Move;
import org.qicai.plugin.xiangqi.board.Piece;
import org.qicai.plugin.xiangqi.board.Position;

/**
 * 裁决 over a record (xq 4.1.6, 4.2.3, 4.2.4, 23.2, 23.3, 24, 25–29, 棋例细则). Pure: the start position is
 * copied, nothing is read or written.
 *
 * <p>What it finds, in the order of the game:
 * <ul>
 * <li><b>Repetition</b> (4.2.3, 23.2): the first position (board and side to move) that occurs for the third
 * time. The cycle runs from the ply after its first occurrence to its second (the repeating sequence); the
 * verdict weighs both laps up to the third occurrence. Every move is classified by {@link Classifier}; a side
 * is 长打 (禁止着法, 25.2) when every one of its moves is 将, 杀 or 捉 — so 一将一捉 is forbidden. Verdict:
 * one side 长将 and the other not → it loses (26.1, 24.1); both forbidden or both allowed → 不变作和 (26.2,
 * 26.3, 24.2); one forbidden against one allowed → the forbidden side must change or loses (26.4, 24.3, 4.1.7).
 * {@link Repetition#count()} is how often the position occurs in the whole record (3 or more).</li>
 * <li><b>Natural move limit</b> (4.2.4): 2×limit consecutive plies without a capture; in the run, a side's
 * checks count at most 10 (23.3 "提出方对非提出方'将军'的着数，最多只计10着", applied to both sides since the
 * claimant is not known [ours]).</li>
 * <li><b>Illegal move</b>: 4.1.6 "走棋违反行棋规定" is a loss for the side that made it.</li>
 * </ul>
 * The verdict is that of whichever happened first in the game [ours]: a repetition's third occurrence and the
 * ply that completes the move limit are compared by ply (a repetition wins a tie: 26.1 "在任何情况下"), an
 * illegal move comes after every legal one read.
 */
public final class Judge {
    private Judge() {
    }

    /** The default natural move limit in 回合 (4.2.4). */
    public static final int DEFAULT_MOVE_LIMIT = 60;
    /** Checks of one side counted in the move limit's run (23.3, RULES.md [ours]). */
    public static final int MAX_COUNTED_CHECKS = 10;

    public static Ruling rule(Position start, int[] moves, GameRecord record, RecordError illegal, int moveLimit) {
        int limit = moveLimit > 0 ? moveLimit : DEFAULT_MOVE_LIMIT;
        int[] ms = moves == null ? new int[0] : moves;
        Position pos = start.copy();

        Map<String, List<Integer>> seen = new HashMap<>();
        seen.computeIfAbsent(keyOf(pos), k -> new ArrayList<>()).add(0);
        String repKey = null;
        int repPly = -1;
        int occA = -1;
        int occB = -1;

        int run = 0;
        int redChecks = 0;
        int blackChecks = 0;
        Integer limitPly = null;
        int played = 0;
        RecordError error = illegal;
        for (int i = 0; i < ms.length; i++) {
            int m = ms[i];
            int ply = i + 1;
            if (!pos.isLegal(m)) {
                if (error == null) {
                    error = new RecordError(ply, Move.iccs(m), "着法不合行棋规定", "the move breaks the rules of movement");
                }
                break;
            }
            boolean red = pos.redToMove();
            pos.make(m);
            played = ply;
            if (pos.lastCaptured() != Piece.EMPTY) {
                run = 0;
                redChecks = 0;
                blackChecks = 0;
            } else {
                boolean counted = true;
                if (pos.inCheck()) {
                    int c = red ? ++redChecks : ++blackChecks;
                    counted = c <= MAX_COUNTED_CHECKS;
                }
                if (counted) {
                    run++;
                }
                if (limitPly == null && run >= 2 * limit) {
                    limitPly = ply;
                }
            }
            String key = keyOf(pos);
            List<Integer> occ = seen.computeIfAbsent(key, k -> new ArrayList<>());
            occ.add(ply);
            if (repKey == null && occ.size() == 3) {
                repKey = key;
                repPly = ply;
                occA = occ.get(0);
                occB = occ.get(1);
            }
        }
        int[] legal = java.util.Arrays.copyOf(ms, played);

        MoveLimit ml = limitPly != null ? new MoveLimit(limit, limitPly, 0) : new MoveLimit(limit, null, 2 * limit - run);

        Cycle cycle = repKey == null ? null
                : cycle(start, legal, record, occA, occB, repPly, seen.get(repKey).size());

        int illegalPly = error == null ? Integer.MAX_VALUE : (error.ply() > 0 ? error.ply() : 0);
        int rp = cycle == null ? Integer.MAX_VALUE : repPly;
        int lp = limitPly == null ? Integer.MAX_VALUE : limitPly;

        Verdict verdict = Verdict.NONE;
        Set<String> clauses = new LinkedHashSet<>();
        List<String> zh = new ArrayList<>();
        List<String> en = new ArrayList<>();

        String first = illegalPly < rp && illegalPly < lp ? "illegal" : rp <= lp && rp != Integer.MAX_VALUE ? "rep"
                : lp != Integer.MAX_VALUE ? "limit" : "none";
        if (first.equals("illegal")) {
            if (error.ply() <= 0) {
                zh.add("记录无法判读：" + error.message(java.util.Locale.CHINESE) + "，不作裁决");
                en.add("The record cannot be read: " + error.message(java.util.Locale.ENGLISH) + "; no ruling");
            } else {
                boolean red = error.ply() % 2 == 1 == start.redToMove();
                verdict = red ? Verdict.RED_LOSES : Verdict.BLACK_LOSES;
                clauses.add("4.1.6");
                clauses.add("5.8");
                zh.add("第" + error.ply() + "着违例：" + error.text() + "，" + error.reasonZh() + "。走棋违反行棋规定，"
                        + side(red) + "判负（4.1.6）；纠正走子错误应及时进行，局后不受理（5.8）。若系记录笔误而非棋盘上的着法，"
                        + "应按7.3款誊清补正，本判不适用 [ours]");
                en.add("Ply " + error.ply() + " " + error.text() + " is illegal: " + error.reasonEn()
                        + ". A move against the rules of movement loses: " + sideEn(red)
                        + " loses (4.1.6); a correction must be made at once, not after the game (5.8). If it is a slip of"
                        + " the scoresheet rather than a move on the board, the record is corrected under 7.3 and this"
                        + " ruling does not apply [ours]");
            }
        } else if (first.equals("rep")) {
            verdict = cycle.verdict;
            clauses.addAll(cycle.clauses);
            zh.add(cycle.summaryZh);
            en.add(cycle.summaryEn);
        } else if (first.equals("limit")) {
            verdict = Verdict.DRAW;
            clauses.add("4.2.4");
            clauses.add("23.3");
            zh.add(limitZh(limit, limitPly));
            en.add(limitEn(limit, limitPly));
        }

        // the other findings, after the one that decides
        if (cycle != null && !first.equals("rep")) {
            zh.add("另：" + cycle.summaryZh + "（发生在前项之后，不改变裁决）");
            en.add("Also: " + cycle.summaryEn + " (after the finding above; it does not change the ruling)");
            clauses.addAll(cycle.clauses);
        }
        if (limitPly != null && !first.equals("limit")) {
            zh.add("另：" + limitZh(limit, limitPly) + "（发生在前项之后，不改变裁决）");
            en.add("Also: " + limitEn(limit, limitPly) + " (after the finding above; it does not change the ruling)");
            clauses.add("4.2.4");
        }
        if (error != null && !first.equals("illegal")) {
            zh.add("另：第" + error.ply() + "着违例：" + error.text() + "，" + error.reasonZh() + "（发生在前项之后）");
            en.add("Also: ply " + error.ply() + " " + error.text() + " is illegal: " + error.reasonEn()
                    + " (after the finding above)");
        }
        if (limitPly == null) {
            zh.add("自然限着（4.2.4）：" + limit + "回合内，距限着尚余" + ml.pliesLeft() + "着（连续" + run
                    + "着未吃子；每方将军最多计" + MAX_COUNTED_CHECKS + "着，23.3 [ours]）");
            en.add("Natural move limit (4.2.4): " + limit + " moves each; " + ml.pliesLeft() + " plies left (" + run
                    + " consecutive plies without a capture; at most " + MAX_COUNTED_CHECKS
                    + " checks of each side count, 23.3 [ours])");
            clauses.add("4.2.4");
        }
        if (first.equals("none") && error == null) {
            zh.add(0, "无应裁决的情形：未见三次循环反复，未达自然限着，着法均合规");
            en.add(0, "Nothing to rule on: no threefold repetition, the move limit not reached, every move legal");
        }
        return new Ruling(verdict, new ArrayList<>(clauses), error, cycle == null ? null : cycle.repetition,
                ml, String.join("。", zh) + "。", String.join(". ", en) + ".");
    }

    private static String limitZh(int limit, int ply) {
        return "自然限着：至第" + ply + "着，双方已连续" + limit + "回合（" + 2 * limit + "着）未吃一子，判和（4.2.4, 23.3）；"
                + "审核时每方将军的着数最多计" + MAX_COUNTED_CHECKS + "着（23.3 [ours]：双方均按此计）";
    }

    private static String limitEn(int limit, int ply) {
        return "Natural move limit: by ply " + ply + " neither side has captured for " + limit + " moves each ("
                + 2 * limit + " plies): a draw (4.2.4, 23.3); at most " + MAX_COUNTED_CHECKS
                + " checks of each side count (23.3 [ours]: applied to both sides)";
    }

    private static String keyOf(Position p) {
        return p.boardFen() + (p.redToMove() ? " w" : " b");
    }

    private static String side(boolean red) {
        return red ? "红方" : "黑方";
    }

    private static String sideEn(boolean red) {
        return red ? "red" : "black";
    }

    private record Cycle(Repetition repetition, Verdict verdict, List<String> clauses, String summaryZh,
            String summaryEn) {
    }

    private static Cycle cycle(Position start, int[] moves, GameRecord record, int a, int b, int third, int count) {
        Position pos = start.copy();
        // piece identities (their squares at the start), to tell one chased piece from several
        int[] id = new int[90];
        for (int sq = 0; sq < 90; sq++) {
            id[sq] = pos.pieceAt(sq) == Piece.EMPTY ? -1 : sq;
        }
        for (int i = 0; i < a; i++) {
            move(id, moves[i]);
            pos.make(moves[i]);
        }
        boolean lapsEqual = third - b == b - a;
        for (int k = 0; lapsEqual && k < b - a; k++) {
            lapsEqual = moves[a + k] == moves[b + k];
        }
        int listTo = lapsEqual ? b : third;

        List<Classifier.Result> results = new ArrayList<>();
        List<Boolean> reds = new ArrayList<>();
        List<Set<Integer>> chasedIds = new ArrayList<>();
        List<String> chinese = new ArrayList<>();
        for (int ply = a + 1; ply <= third; ply++) {
            int m = moves[ply - 1];
            Classifier.Result r = Classifier.classify(pos, m);
            results.add(r);
            reds.add(pos.redToMove());
            Set<Integer> ids = new LinkedHashSet<>();
            int[] idAfter = id.clone();
            move(idAfter, m);
            for (int sq : r.chasedSquares()) {
                ids.add(idAfter[sq]);
            }
            chasedIds.add(ids);
            chinese.add(ply <= listTo ? MoveText.chinese(pos, m, record, ply) : null);
            id = idAfter;
            pos.make(m);
        }

        boolean strictRed = allForbidden(results, reds, true, true);
        boolean strictBlack = allForbidden(results, reds, false, true);
        boolean strict = strictRed && strictBlack;
        boolean pawnRuleUsed = false;
        for (Classifier.Result r : results) {
            if (r.kind() != r.strictKind() || !r.detailZh().equals(r.strictDetailZh())) {
                pawnRuleUsed = true;
            }
        }

        List<CycleMove> list = new ArrayList<>();
        for (int k = 0; k < results.size(); k++) {
            int ply = a + 1 + k;
            if (ply > listTo) {
                break;
            }
            Classifier.Result r = results.get(k);
            list.add(new CycleMove(ply, reds.get(k), chinese.get(k), Move.iccs(moves[ply - 1]),
                    strict ? r.strictKind() : r.kind(), strict ? r.strictDetailZh() : r.detailZh(),
                    strict ? r.strictDetailEn() : r.detailEn(), strict ? r.strictClauses() : r.clauses()));
        }

        SideClass red = sideClass(results, reds, chasedIds, true, strict);
        SideClass black = sideClass(results, reds, chasedIds, false, strict);

        Set<String> clauses = new LinkedHashSet<>();
        clauses.add("4.2.3");
        clauses.add("23.2");
        clauses.add("25.2");
        Verdict verdict;
        String vZh;
        String vEn;
        if (red.perpetualCheck && !black.perpetualCheck) {
            verdict = Verdict.RED_LOSES;
            vZh = "红方单方面长将，判负（26.1, 24.1）";
            vEn = "Red checks perpetually and black does not: red loses (26.1, 24.1)";
            clauses.add("26.1");
            clauses.add("24.1");
            clauses.add("28.10");
            clauses.add("细则1");
            clauses.remove("4.2.3");
            clauses.remove("23.2");
        } else if (black.perpetualCheck && !red.perpetualCheck) {
            verdict = Verdict.BLACK_LOSES;
            vZh = "黑方单方面长将，判负（26.1, 24.1）";
            vEn = "Black checks perpetually and red does not: black loses (26.1, 24.1)";
            clauses.add("26.1");
            clauses.add("24.1");
            clauses.add("28.10");
            clauses.add("细则1");
            clauses.remove("4.2.3");
            clauses.remove("23.2");
        } else if (red.forbidden && black.forbidden) {
            verdict = Verdict.DRAW;
            vZh = (red.perpetualCheck ? "双方长将，非单方面长将；" : "双方均为禁止着法（长打对长打）；")
                    + "双方不变作和（26.3, 24.2, 细则8, 4.2.3）";
            vEn = (red.perpetualCheck ? "Both sides check perpetually, not one side alone; "
                    : "Both sides' moves are forbidden (perpetual attack against perpetual attack); ")
                    + "a draw if neither changes (26.3, 24.2, rule detail 8, 4.2.3)";
            clauses.add("26.3");
            clauses.add("24.2");
            clauses.add("28.14");
            clauses.add("细则8");
        } else if (!red.forbidden && !black.forbidden) {
            verdict = Verdict.DRAW;
            vZh = "双方均为允许着法，双方不变作和（26.2, 24.2, 4.2.3）";
            vEn = "Both sides' moves are allowed: a draw if neither changes (26.2, 24.2, 4.2.3)";
            clauses.add("26.2");
            clauses.add("24.2");
        } else {
            boolean redGuilty = red.forbidden;
            SideClass g = redGuilty ? red : black;
            verdict = redGuilty ? Verdict.RED_LOSES : Verdict.BLACK_LOSES;
            String who = side(redGuilty);
            if (count > 3) {
                vZh = who + g.zh + "，对方为允许着法；犯禁方须变着，局面第" + count + "次出现仍未变着，判负（26.4, 24.3, 4.1.7）";
                vEn = capital(sideEn(redGuilty)) + " " + g.en + " against allowed moves; the forbidden side must change,"
                        + " and the position occurred a " + ordinal(count) + " time without change: it loses (26.4, 24.3, 4.1.7)";
            } else {
                vZh = who + g.zh + "，须变着，不变判负（26.4, 24.3, 4.1.7）";
                vEn = capital(sideEn(redGuilty)) + " " + g.en
                        + " against allowed moves: it must change, or it loses (26.4, 24.3, 4.1.7)";
            }
            clauses.add("26.4");
            clauses.add("24.3");
            clauses.add("4.1.7");
            clauses.add("28.15");
        }
        String cycleZh = "循环反复：第" + (a + 1) + "着至第" + third + "着，" + (third - b) + "着一循环，"
                + "同一局面（" + (pos.redToMove() ? "红方" : "黑方") + "走）第3次出现于第" + third + "着"
                + (count > 3 ? "，记录中共出现" + count + "次" : "") + "（4.2.3, 23.2）";
        String cycleEn = "Repetition: plies " + (a + 1) + " to " + third + ", a cycle of " + (third - b)
                + " plies; the same position (" + (pos.redToMove() ? "red" : "black") + " to move) occurs a third time"
                + " at ply " + third + (count > 3 ? ", " + count + " times in the record" : "") + " (4.2.3, 23.2)";
        String classZh = "红方：" + red.zh + "；黑方：" + black.zh;
        String classEn = "red: " + red.en + "; black: " + black.en;
        List<String> notesZh = new ArrayList<>();
        List<String> notesEn = new ArrayList<>();
        for (SideClass sc : List.of(red, black)) {
            if (sc.noteZh != null) {
                notesZh.add(sc.noteZh);
                notesEn.add(sc.noteEn);
                clauses.add("28.12");
            }
        }
        if (strict && pawnRuleUsed) {
            notesZh.add("双方互打，兵卒捉子按捉（27.2, 细则11）");
            notesEn.add("both sides attack throughout, so a pawn's chase counts (27.2, rule detail 11)");
            clauses.add("27.2");
            clauses.add("细则11");
        }
        if (!lapsEqual) {
            notesZh.add("两次循环着法不尽相同，裁决按第" + (a + 1) + "着至第" + third + "着全部着法");
            notesEn.add("the two laps differ; the ruling weighs every move from ply " + (a + 1) + " to " + third);
        }
        for (CycleMove cm : list) {
            clauses.addAll(cm.clauses());
        }
        String summaryZh = cycleZh + "。" + classZh + "。" + vZh + (notesZh.isEmpty() ? "" : "。" + String.join("。", notesZh));
        String summaryEn = cycleEn + ". " + classEn + ". " + vEn + (notesEn.isEmpty() ? "" : ". " + String.join(". ", notesEn));
        Repetition rep = new Repetition(a + 1, count, list, red.zh, black.zh, red.en, black.en);
        return new Cycle(rep, verdict, new ArrayList<>(clauses), summaryZh, summaryEn);
    }

    private static String capital(String s) {
        return Character.toUpperCase(s.charAt(0)) + s.substring(1);
    }

    private static String ordinal(int n) {
        return n == 4 ? "4th" : n + "th";
    }

    private static void move(int[] id, int m) {
        id[Move.to(m)] = id[Move.from(m)];
        id[Move.from(m)] = -1;
    }

    private static boolean allForbidden(List<Classifier.Result> rs, List<Boolean> reds, boolean red, boolean strict) {
        for (int k = 0; k < rs.size(); k++) {
            if (reds.get(k) == red && !(strict ? rs.get(k).strictKind() : rs.get(k).kind()).isForbidden()) {
                return false;
            }
        }
        return true;
    }

    private record SideClass(boolean forbidden, boolean perpetualCheck, String zh, String en, String noteZh,
            String noteEn) {
    }

    private static final String[] NUM = {"零", "一", "二", "三", "四", "五", "六", "七", "八", "九", "十"};

    private static String num(int n) {
        return n <= 10 ? NUM[n] : Integer.toString(n);
    }

    private static SideClass sideClass(List<Classifier.Result> rs, List<Boolean> reds, List<Set<Integer>> chasedIds,
            boolean red, boolean strict) {
        EnumSet<MoveKind> kinds = EnumSet.noneOf(MoveKind.class);
        int checks = 0;
        int mates = 0;
        int chases = 0;
        int idle = 0;
        Set<Integer> targets = new LinkedHashSet<>();
        int chaseMoves = 0;
        for (int k = 0; k < rs.size(); k++) {
            if (reds.get(k) != red) {
                continue;
            }
            MoveKind kind = strict ? rs.get(k).strictKind() : rs.get(k).kind();
            kinds.add(kind);
            switch (kind) {
                case CHECK -> checks++;
                case MATE -> mates++;
                case CHASE -> {
                    chases++;
                    chaseMoves++;
                    targets.addAll(chasedIds.get(k));
                }
                default -> idle++;
            }
        }
        boolean forbidden = idle == 0;
        boolean pc = forbidden && kinds.equals(EnumSet.of(MoveKind.CHECK));
        String zh;
        String en;
        if (forbidden) {
            boolean c = kinds.contains(MoveKind.CHECK);
            boolean m = kinds.contains(MoveKind.MATE);
            boolean h = kinds.contains(MoveKind.CHASE);
            if (c && !m && !h) {
                zh = "长将";
                en = "perpetual check";
            } else if (m && !c && !h) {
                zh = "长杀";
                en = "perpetual mate threat";
            } else if (h && !c && !m) {
                zh = "长捉";
                en = "perpetual chase";
            } else if (c && h && !m) {
                zh = "一将一捉（长打）";
                en = "check and chase (perpetual attack)";
            } else if (c && m && !h) {
                zh = "一将一杀（长打）";
                en = "check and mate threat (perpetual attack)";
            } else if (m && h && !c) {
                zh = "一杀一捉（长打）";
                en = "mate threat and chase (perpetual attack)";
            } else {
                zh = "将、杀、捉交替（长打）";
                en = "checks, mate threats and chases (perpetual attack)";
            }
        } else if (checks + mates + chases == 0) {
            if (kinds.size() == 1 && !kinds.contains(MoveKind.IDLE)) {
                MoveKind only = kinds.iterator().next();
                zh = "允许着法（长" + only.chinese() + "）";
                en = "allowed (" + only.code() + " throughout)";
            } else {
                zh = "允许着法（闲）";
                en = "allowed (idle)";
            }
        } else {
            StringBuilder z = new StringBuilder();
            List<String> e = new ArrayList<>();
            if (checks > 0) {
                z.append(num(checks)).append("将");
                e.add(checks + (checks == 1 ? " check" : " checks"));
            }
            if (mates > 0) {
                z.append(num(mates)).append("杀");
                e.add(mates + (mates == 1 ? " mate threat" : " mate threats"));
            }
            if (chases > 0) {
                z.append(num(chases)).append("捉");
                e.add(chases + (chases == 1 ? " chase" : " chases"));
            }
            z.append(num(idle)).append("闲");
            e.add(idle + " idle");
            zh = "允许着法（" + z + "）";
            en = "allowed (" + String.join(", ", e) + ")";
        }
        String noteZh = null;
        String noteEn = null;
        if (forbidden && chaseMoves > 1 && targets.size() > 1) {
            noteZh = side(red) + "所捉非同一子（共" + targets.size() + "子）；28.12“连续追捉一子或数子”仍为长捉 [ours]";
            noteEn = capital(sideEn(red)) + " chases more than one piece (" + targets.size()
                    + "); 28.12 \"chasing one piece or several\" is still a perpetual chase [ours]";
        }
        return new SideClass(forbidden, pc, zh, en, noteZh, noteEn);
    }
}
