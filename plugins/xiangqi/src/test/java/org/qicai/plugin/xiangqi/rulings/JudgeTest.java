package org.qicai.plugin.xiangqi.rulings;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.qicai.core.game.CycleMove;
import org.qicai.core.game.MoveKind;
import org.qicai.core.game.RecordError;
import org.qicai.core.game.Ruling;
import org.qicai.core.game.Verdict;
import org.qicai.plugin.xiangqi.board.Move;
import org.qicai.plugin.xiangqi.board.Piece;
import org.qicai.plugin.xiangqi.board.Position;

/** 棋例 rulings over records, named by clause; every position is our own and every sequence is checked legal. */
class JudgeTest {

    private static int[] moves(Position start, String... iccs) {
        Position p = start.copy();
        int[] ms = new int[iccs.length];
        for (int i = 0; i < iccs.length; i++) {
            ms[i] = Move.parseIccs(iccs[i]);
            assertThat(p.isLegal(ms[i])).as("ply %d %s legal in %s", i + 1, iccs[i], p.toFen()).isTrue();
            p.make(ms[i]);
        }
        return ms;
    }

    private static String[] laps(int n, String... cycle) {
        String[] out = new String[n * cycle.length];
        for (int i = 0; i < out.length; i++) {
            out[i] = cycle[i % cycle.length];
        }
        return out;
    }

    private static Ruling judge(String fen, String... iccs) {
        Position start = Position.fromFen(fen);
        String before = start.toFen();
        Ruling r = Judge.rule(start, moves(start, iccs), null, null, 60);
        assertThat(start.toFen()).as("start not mutated").isEqualTo(before);
        return r;
    }

    private static List<MoveKind> kinds(Ruling r, boolean red) {
        List<MoveKind> out = new ArrayList<>();
        for (CycleMove m : r.repetition().moves()) {
            if (m.red() == red) {
                out.add(m.kind());
            }
        }
        return out;
    }

    private static CycleMove first(Ruling r, boolean red) {
        return r.repetition().moves().stream().filter(m -> m.red() == red).findFirst().orElseThrow();
    }

    // 26.1 / 24.1: a rook checks on ranks 8 and 9 while the king steps e9–e8.
    @Test
    void xq_26_1_perpetual_check_loses() {
        Ruling r = judge("4k4/R8/9/9/9/9/9/9/9/3K5 w", laps(2, "a8a9", "e9e8", "a9a8", "e8e9"));
        assertThat(r.repetition()).isNotNull();
        assertThat(r.repetition().firstPly()).isEqualTo(1);
        assertThat(r.repetition().count()).isEqualTo(3);
        assertThat(r.repetition().moves()).hasSize(4);
        assertThat(kinds(r, true)).containsOnly(MoveKind.CHECK);
        assertThat(kinds(r, false)).doesNotContain(MoveKind.CHECK, MoveKind.CHASE, MoveKind.MATE);
        assertThat(r.repetition().redClassZh()).isEqualTo("长将");
        assertThat(r.verdict()).isEqualTo(Verdict.RED_LOSES);
        assertThat(r.clauses()).contains("26.1", "24.1", "25.2");
        assertThat(r.summaryZh()).contains("红方单方面长将");
        assertThat(r.illegal()).isNull();
        assertThat(r.repetition().moves().get(0).chinese()).isEqualTo("车九进一");
        assertThat(r.repetition().moves().get(1).chinese()).isEqualTo("将5进1");
    }

    // Precedence [ours]: the repetition came first, so an illegal move after it does not decide; it is still reported.
    @Test
    void xq_repetition_before_a_later_illegal_move_decides() {
        Position start = Position.fromFen("4k4/R8/9/9/9/9/9/9/9/3K5 w");
        int[] ms = moves(start, laps(2, "a8a9", "e9e8", "a9a8", "e8e9"));
        RecordError err = new RecordError(9, "车九进五", "车不能斜走", "a rook does not move diagonally");
        Ruling r = Judge.rule(start, ms, null, err, 60);
        assertThat(r.verdict()).isEqualTo(Verdict.RED_LOSES);
        assertThat(r.illegal()).isEqualTo(err);
        assertThat(r.clauses()).contains("26.1").doesNotContain("4.1.6");
        assertThat(r.summaryZh()).contains("另：第9着违例");
    }

    // 26.4 / 24.3: a cannon (screen: its own pawn) follows a black rook that shuttles a7–c7; the rook is unprotected.
    @Test
    void xq_26_4_chase_against_idle_must_change() {
        Ruling r = judge("4k4/9/2r6/9/9/9/P1P6/9/C8/3K5 w", laps(2, "a1c1", "c7a7", "c1a1", "a7c7"));
        assertThat(kinds(r, true)).containsOnly(MoveKind.CHASE);
        assertThat(first(r, true).detailZh()).contains("捉黑车").contains("无根");
        assertThat(first(r, true).clauses()).contains("28.3", "29.2", "细则2");
        assertThat(kinds(r, false)).allMatch(k -> !k.isForbidden());
        assertThat(r.repetition().redClassZh()).isEqualTo("长捉");
        assertThat(r.verdict()).isEqualTo(Verdict.RED_LOSES);
        assertThat(r.clauses()).contains("26.4", "24.3");
        assertThat(r.summaryZh()).contains("红方长捉，须变着，不变判负（26.4");

        // 24.3: one more lap — the position occurs a fourth time and the chaser has not changed
        Ruling again = judge("4k4/9/2r6/9/9/9/P1P6/9/C8/3K5 w", laps(3, "a1c1", "c7a7", "c1a1", "a7c7"));
        assertThat(again.repetition().count()).isEqualTo(4);
        assertThat(again.repetition().firstPly()).isEqualTo(1);
        assertThat(again.verdict()).isEqualTo(Verdict.RED_LOSES);
        assertThat(again.summaryZh()).contains("第4次出现仍未变着");
    }

    // 26.4 again, for a rook chasing an unprotected horse that flees b7–c9.
    @Test
    void xq_26_4_rook_chases_unprotected_horse() {
        Ruling r = judge("3aka3/9/1n7/9/9/9/9/2R6/9/3K5 w",
                laps(2, "c2b2", "b7c9", "b2c2", "c9b7"));
        assertThat(kinds(r, true)).containsOnly(MoveKind.CHASE);
        assertThat(r.verdict()).isEqualTo(Verdict.RED_LOSES);
    }

    // 25.2: 一将一捉 is forbidden (the rulebook, not the engines): check on a9, chase of the horse from a5.
    @Test
    void xq_rulebook_one_check_one_chase_is_forbidden() {
        Ruling r = judge("4k4/9/9/9/R1n6/9/9/9/9/3K5 w", laps(2, "a5a9", "e9e8", "a9a5", "e8e9"));
        assertThat(kinds(r, true)).containsExactly(MoveKind.CHECK, MoveKind.CHASE);
        assertThat(r.repetition().redClassZh()).isEqualTo("一将一捉（长打）");
        assertThat(r.verdict()).isEqualTo(Verdict.RED_LOSES);
        assertThat(r.clauses()).contains("26.4").doesNotContain("26.1");
    }

    // 26.3 / 28.14: both sides chase — the black rook's flight attacks an unprotected horse each time.
    @Test
    void xq_26_3_mutual_chase_is_a_draw() {
        Ruling r = judge("4k4/9/2r6/9/9/9/N1N6/9/C8/3K5 w", laps(2, "a1c1", "c7a7", "c1a1", "a7c7"));
        assertThat(kinds(r, true)).containsOnly(MoveKind.CHASE);
        assertThat(kinds(r, false)).containsOnly(MoveKind.CHASE);
        assertThat(first(r, false).detailZh()).contains("捉红马");
        assertThat(r.verdict()).isEqualTo(Verdict.DRAW);
        assertThat(r.clauses()).contains("26.3");
    }

    // 27.2 / 细则11: a pawn's own chase is 闲, but when both sides attack throughout it counts as 捉 — draw.
    @Test
    void xq_27_2_pawn_chase_counts_in_mutual_attack() {
        Ruling r = judge("4k4/9/9/9/9/9/Np1N5/9/2R6/3K5 w", laps(2, "c1b1", "b3c3", "b1c1", "c3b3"));
        assertThat(kinds(r, true)).containsOnly(MoveKind.CHASE);
        assertThat(kinds(r, false)).containsOnly(MoveKind.CHASE);
        assertThat(r.verdict()).isEqualTo(Verdict.DRAW);
        assertThat(r.clauses()).contains("27.2", "细则11", "26.3");
    }

    // 27.2: a pawn's own chase is 闲 when the other side does not attack throughout.
    @Test
    void xq_27_2_pawn_chase_alone_is_idle() {
        Ruling r = judge("4k4/9/9/9/9/9/Np1N5/9/9/3K5 w", laps(2, "d0d1", "b3c3", "d1d0", "c3b3"));
        assertThat(kinds(r, false)).doesNotContain(MoveKind.CHASE);
        assertThat(r.repetition().moves().get(1).detailZh()).contains("27.2");
        assertThat(r.verdict()).isEqualTo(Verdict.DRAW);
        assertThat(r.clauses()).contains("26.2");
    }

    // 26.2: both sides idle — the kings shuffle.
    @Test
    void xq_26_2_mutual_idle_is_a_draw() {
        Ruling r = judge("5k3/9/9/9/9/9/9/9/9/3K5 w", laps(2, "d0d1", "f9f8", "d1d0", "f8f9"));
        assertThat(kinds(r, true)).containsOnly(MoveKind.IDLE);
        assertThat(kinds(r, false)).containsOnly(MoveKind.IDLE);
        assertThat(r.verdict()).isEqualTo(Verdict.DRAW);
        assertThat(r.clauses()).contains("26.2", "4.2.3", "23.2");
        assertThat(r.repetition().redClassZh()).isEqualTo("允许着法（闲）");
    }

    // 28.5 / 29.3: attacking a protected piece of equal value is no 捉 — the rook offers the exchange.
    @Test
    void xq_28_5_protected_equal_piece_is_not_a_chase() {
        Ruling r = judge("2n1k4/9/1r7/9/9/9/9/R8/9/2NK5 w",
                laps(2, "a2b2", "e9e8", "b2a2", "e8e9"));
        assertThat(kinds(r, true)).doesNotContain(MoveKind.CHASE, MoveKind.CHECK, MoveKind.MATE);
        assertThat(kinds(r, true)).contains(MoveKind.EXCHANGE);
        assertThat(r.verdict()).isEqualTo(Verdict.DRAW);
    }

    // 细则6: the rook already attacked the unprotected horse; moving along the file it still does — 从捉到捉 is 闲.
    @Test
    void xq_xize_6_existing_attack_is_idle() {
        Ruling r = judge("4k4/9/n8/9/9/9/9/R8/9/3K5 w", laps(2, "a2a3", "e9e8", "a3a2", "e8e9"));
        assertThat(kinds(r, true)).doesNotContain(MoveKind.CHASE);
        assertThat(first(r, true).detailZh()).contains("细则6");
        assertThat(first(r, true).clauses()).contains("细则6");
        assertThat(r.verdict()).isEqualTo(Verdict.DRAW);
    }

    // 细则10: a black pawn over the river (rank 3) is 子力; the rook follows it sideways — 长捉.
    @Test
    void xq_xize_10_pawn_over_the_river_can_be_chased() {
        Ruling r = judge("4k4/9/9/9/9/9/1p7/9/2R6/3K5 w",
                laps(2, "c1b1", "b3c3", "b1c1", "c3b3"));
        assertThat(kinds(r, true)).containsOnly(MoveKind.CHASE);
        assertThat(first(r, true).clauses()).contains("细则10");
        assertThat(r.verdict()).isEqualTo(Verdict.RED_LOSES);
    }

    // 25.3: a pawn that has not crossed the river is not 子力, so attacking it is no 捉.
    @Test
    void xq_25_3_unadvanced_pawn_is_not_material() {
        Position p = Position.fromFen("4k4/9/9/1p7/9/9/9/9/R8/3K5 w");
        Classifier.Result r = Classifier.classify(p, Move.parseIccs("a1b1"));
        assertThat(r.kind()).isNotEqualTo(MoveKind.CHASE);
    }

    // 细则7 / 29.4: the rook can take the cannon on h8, but then 车4平5 mates at once — 闲.
    @Test
    void xq_xize_7_chase_that_would_be_mated_is_idle() {
        Position p = Position.fromFen("3k5/7c1/9/r8/9/9/8R/6n2/9/4K4 w");
        Classifier.Result r = Classifier.classify(p, Move.parseIccs("i3h3"));
        assertThat(r.kind()).isNotEqualTo(MoveKind.CHASE);
        assertThat(r.detailZh()).contains("细则7");
        assertThat(r.clauses()).contains("细则7", "29.4");
    }

    // 28.2: 车一平二 opens the h-file; next 车二进九 mates (rank 8 held by the other rook, the d-file by the king) — 杀.
    @Test
    void xq_28_2_mate_threat_is_sha() {
        Position p = Position.fromFen("4k4/R8/9/9/9/9/8P/9/9/3K4R w");
        Classifier.Result r = Classifier.classify(p, Move.parseIccs("i0h0"));
        assertThat(r.kind()).isEqualTo(MoveKind.MATE);
        assertThat(r.clauses()).contains("28.2");
        assertThat(r.detailZh()).startsWith("杀");
        // the threat stands already; a pawn move keeps it: not 杀 [ours]
        Position standing = Position.fromFen("4k4/R8/9/9/9/9/8P/9/9/3K3R1 w");
        Classifier.Result kept = Classifier.classify(standing, Move.parseIccs("i3i4"));
        assertThat(kept.kind()).isNotEqualTo(MoveKind.MATE);
        assertThat(kept.detailZh()).contains("杀势在这着之前已经存在");
        // one rook alone threatens nothing
        Position q = Position.fromFen("4k4/9/9/9/9/9/9/9/R8/3K5 w");
        assertThat(Classifier.classify(q, Move.parseIccs("a1a2")).kind()).isNotEqualTo(MoveKind.MATE);
    }

    // 27.1: the king itself attacking a piece is 闲.
    @Test
    void xq_27_1_king_attack_is_idle() {
        Ruling r = judge("5k3/9/9/9/9/9/9/3c5/4K4/9 w", laps(2, "e1e2", "f9f8", "e2e1", "f8f9"));
        assertThat(kinds(r, true)).doesNotContain(MoveKind.CHASE);
        assertThat(r.repetition().moves().get(0).detailZh()).contains("27.1");
        assertThat(r.verdict()).isEqualTo(Verdict.DRAW);
    }

    // 4.2.4: 120 plies without a capture (no repetition, no check) complete 60 回合 at ply 120.
    @Test
    void xq_4_2_4_move_limit_reached_at_ply_120() {
        Position start = Position.fromFen("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w");
        int[] ms = quietWalk(start, 120, 1, false);
        Ruling r = Judge.rule(start, ms, null, null, 60);
        assertThat(r.repetition()).isNull();
        assertThat(r.moveLimit().reachedAtPly()).isEqualTo(120);
        assertThat(r.moveLimit().pliesLeft()).isZero();
        assertThat(r.verdict()).isEqualTo(Verdict.DRAW);
        assertThat(r.clauses()).contains("4.2.4");

        Ruling r119 = Judge.rule(start, java.util.Arrays.copyOf(ms, 119), null, null, 60);
        assertThat(r119.moveLimit().reachedAtPly()).isNull();
        assertThat(r119.moveLimit().pliesLeft()).isEqualTo(1);
        assertThat(r119.verdict()).isEqualTo(Verdict.NONE);
    }

    // 4.2.4 酌减: a limit of 20 回合 is reached at ply 40.
    @Test
    void xq_4_2_4_reduced_limit() {
        Position start = Position.fromFen("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w");
        int[] ms = quietWalk(start, 50, 2, false);
        Ruling r = Judge.rule(start, ms, null, null, 20);
        assertThat(r.moveLimit().limit()).isEqualTo(20);
        assertThat(r.moveLimit().reachedAtPly()).isEqualTo(40);
    }

    // 4.2.4: a capture starts the count again.
    @Test
    void xq_4_2_4_capture_resets_the_count() {
        Position start = Position.fromFen("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w");
        // 炮二进七 takes the horse at h9 (ply 1), then 100 quiet plies
        Position p = start.copy();
        int cap = Move.parseIccs("h2h9");
        assertThat(p.isLegal(cap)).isTrue();
        p.make(cap);
        int[] rest = quietWalk(p, 100, 3, false);
        int[] ms = new int[101];
        ms[0] = cap;
        System.arraycopy(rest, 0, ms, 1, 100);
        Ruling r = Judge.rule(start, ms, null, null, 60);
        assertThat(r.moveLimit().reachedAtPly()).isNull();
        assertThat(r.moveLimit().pliesLeft()).isEqualTo(20);
    }

    // 23.3 [ours]: of a side's checks in the run, at most 10 count. Red checks whenever it can (a search that
    // tries checks first); the expected ply is counted here independently.
    @Test
    void xq_23_3_checks_beyond_ten_are_not_counted() {
        Position start = Position.fromFen("4k4/9/9/9/9/9/9/9/9/R2K4R w");
        int[] ms = new int[40];
        Set<String> seen = new HashSet<>();
        seen.add(start.boardFen() + start.redToMove());
        assertThat(checkingWalk(start, ms, 0, seen)).isTrue();
        Position p = start.copy();
        int redChecks = 0;
        int counted = 0;
        Integer reached = null;
        for (int i = 0; i < ms.length; i++) {
            boolean red = p.redToMove();
            p.make(ms[i]);
            assertThat(p.lastCaptured()).isEqualTo(Piece.EMPTY);
            boolean check = p.inCheck();
            assertThat(!red && check).as("black never checks here").isFalse();
            if (check) {
                redChecks++;
            }
            if (!check || redChecks <= 10) {
                counted++;
            }
            if (reached == null && counted == 30) {
                reached = i + 1;
            }
        }
        assertThat(redChecks).as("red checks more than 10 times").isGreaterThan(12);
        assertThat(reached).as("the uncapped count would reach 30 at ply 30").isGreaterThan(30);
        Ruling r = Judge.rule(start, ms, null, null, 15);
        assertThat(r.repetition()).isNull();
        assertThat(r.moveLimit().reachedAtPly()).isEqualTo(reached);
        assertThat(r.verdict()).isEqualTo(Verdict.DRAW);
        assertThat(r.clauses()).contains("4.2.4", "23.3");
        assertThat(r.summaryZh()).contains("最多计10着");

        Ruling before = Judge.rule(start, java.util.Arrays.copyOf(ms, reached - 1), null, null, 15);
        assertThat(before.moveLimit().reachedAtPly()).isNull();
        assertThat(before.moveLimit().pliesLeft()).isEqualTo(1);
    }

    /** Red tries checks first, black answers without capturing; no position twice, nobody mated. */
    private static boolean checkingWalk(Position p, int[] out, int i, Set<String> seen) {
        if (i == out.length) {
            return true;
        }
        for (int pass = 0; pass < 2; pass++) {
            for (int m : p.legalMoves()) {
                if (p.pieceAt(Move.to(m)) != Piece.EMPTY) {
                    continue;
                }
                Position q = p.copy();
                q.make(m);
                String key = q.boardFen() + q.redToMove();
                if (seen.contains(key) || !q.hasLegalMove() || (pass == 0) != q.inCheck()) {
                    continue;
                }
                seen.add(key);
                out[i] = m;
                if (checkingWalk(q, out, i + 1, seen)) {
                    return true;
                }
                seen.remove(key);
            }
        }
        return false;
    }

    // 4.1.6: the first illegal move of a record is reported and loses for the side that made it.
    @Test
    void xq_4_1_6_illegal_move_reported() {
        Position start = Position.fromFen("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w");
        int[] ms = moves(start, "h2e2", "h9g7");
        RecordError err = new RecordError(3, "车九进五", "车不能越过己方兵", "the rook cannot pass its own pawn");
        Ruling r = Judge.rule(start, ms, null, err, 60);
        assertThat(r.illegal()).isEqualTo(err);
        assertThat(r.verdict()).isEqualTo(Verdict.RED_LOSES);
        assertThat(r.clauses()).contains("4.1.6");
        assertThat(r.summaryZh()).contains("第3着违例");
        assertThat(r.moveLimit()).isNotNull();
        assertThat(r.moveLimit().pliesLeft()).isEqualTo(118);
    }

    // Nothing to rule on: verdict NONE, the move limit still reported.
    @Test
    void xq_nothing_to_rule_on() {
        Position start = Position.fromFen("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w");
        Ruling r = Judge.rule(start, moves(start, "h2e2", "h9g7"), null, null, 60);
        assertThat(r.verdict()).isEqualTo(Verdict.NONE);
        assertThat(r.repetition()).isNull();
        assertThat(r.moveLimit().pliesLeft()).isEqualTo(118);
    }

    /**
     * A deterministic walk of quiet moves (no capture; checks only when {@code checks}), never reaching a
     * position a second time, so there is no repetition.
     */
    private static int[] quietWalk(Position start, int plies, long seed, boolean checks) {
        Random rnd = new Random(seed);
        Position p = start.copy();
        Map<String, Integer> seen = new HashMap<>();
        seen.put(p.boardFen() + p.redToMove(), 1);
        int[] out = new int[plies];
        for (int i = 0; i < plies; i++) {
            int[] legal = p.legalMoves();
            List<Integer> quiet = new ArrayList<>();
            List<Integer> checking = new ArrayList<>();
            for (int m : legal) {
                if (p.pieceAt(Move.to(m)) != Piece.EMPTY) {
                    continue;
                }
                Position q = p.copy();
                q.make(m);
                if (seen.containsKey(q.boardFen() + q.redToMove()) || !q.hasLegalMove()) {
                    continue;
                }
                if (q.inCheck()) {
                    boolean quietReply = false;
                    for (int reply : q.legalMoves()) {
                        quietReply |= q.pieceAt(Move.to(reply)) == Piece.EMPTY;
                    }
                    if (quietReply) {
                        checking.add(m);
                    }
                } else {
                    quiet.add(m);
                }
            }
            List<Integer> pool = checks && p.redToMove() && !checking.isEmpty() ? checking : quiet.isEmpty() ? checking : quiet;
            if (pool.isEmpty()) {
                for (int m : legal) {
                    Position q = p.copy();
                    q.make(m);
                    if (!seen.containsKey(q.boardFen() + q.redToMove()) && q.hasLegalMove()) {
                        pool.add(m);
                    }
                }
            }
            assertThat(pool).as("a move at ply %d", i + 1).isNotEmpty();
            int m = pool.get(rnd.nextInt(pool.size()));
            out[i] = m;
            p.make(m);
            seen.put(p.boardFen() + p.redToMove(), 1);
        }
        return out;
    }
}

