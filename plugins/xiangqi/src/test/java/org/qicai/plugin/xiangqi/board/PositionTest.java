package org.qicai.plugin.xiangqi.board;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.EnumSet;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The board engine: piece rules (rulebook, chapter 棋子走法), FEN, legality reasons, set-up checks, perft. */
class PositionTest {
    private static final String START = Position.START_FEN;
    /** Kings on e0/e9, a black advisor between them. */
    private static final String BARE = "4k4/4a4/9/9/9/9/9/9/9/4K4 w";

    private static int mv(String iccs) {
        int m = Move.parseIccs(iccs);
        assertThat(m).as(iccs).isNotNegative();
        return m;
    }

    private static Illegality why(String fen, String move) {
        return Position.fromFen(fen).explain(mv(move));
    }

    // ------------------------------------------------------------ perft

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
        "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w | 44 | 1920 | 79666 | 3290240",
        "r1ba1a3/4kn3/2n1b4/pNp1p1p1p/4c4/6P2/P1P2R2P/1CcC5/9/2BAKAB2 w | 38 | 1128 | 43929 | 1339047",
        "1cbak4/9/n2a5/2p1p3p/5cp2/2n2N3/6PCP/3AB4/2C6/3A1K1N1 w | 7 | 281 | 8620 | 326201",
        "5a3/3k5/3aR4/9/5r3/5n3/9/3A1A3/5K3/2BC2B2 w | 25 | 424 | 9850 | 202884",
        "CRN1k1b2/3ca4/4ba3/9/2nr5/9/9/4B4/4A4/4KA3 w | 28 | 516 | 14808 | 395483",
        "R1N1k1b2/9/3aba3/9/2nr5/2B6/9/4B4/4A4/4KA3 w | 21 | 364 | 7626 | 162837",
        "C1nNk4/9/9/9/9/9/n1pp5/B3C4/9/3A1K3 w | 28 | 222 | 6241 | 64971",
        "4ka3/4a4/9/9/4N4/p8/9/4C3c/7n1/2BK5 w | 23 | 345 | 8124 | 149272",
        "2b1ka3/9/b3N4/4n4/9/9/9/4C4/2p6/2BK5 w | 21 | 195 | 3883 | 48060",
        "1C2ka3/9/C1Nab1n2/p3p3p/6p2/9/P3P3P/3AB4/3p2c2/c1BAK4 w | 30 | 830 | 22787 | 649866",
        "CnN1k1b2/c3a4/4ba3/9/2nr5/9/9/4C4/4A4/4KA3 w | 19 | 583 | 11714 | 376467",
    })
    void xq_perft_published_counts_depth_1_to_4(String fen, long d1, long d2, long d3, long d4) {
        Position p = Position.fromFen(fen);
        String before = p.toFen();
        long key = p.key();
        assertThat(Perft.count(p, 1)).isEqualTo(d1);
        assertThat(Perft.count(p, 2)).isEqualTo(d2);
        assertThat(Perft.count(p, 3)).isEqualTo(d3);
        assertThat(Perft.count(p, 4)).isEqualTo(d4);
        assertThat(p.toFen()).isEqualTo(before);
        assertThat(p.key()).isEqualTo(key);
        long[] div = Perft.divide(p, 2);
        long sum = 0;
        for (long x : div) {
            sum += x;
        }
        assertThat(sum).isEqualTo(d2);
    }

    @Test
    void xq_perft_start_depth_5() {
        assertThat(Perft.count(Position.fromFen(START), 5)).isEqualTo(133_312_995L);
    }

    /** Published checks (0, 6, 384, 19380) and captures (2, 72, 3159, 115365) from the start, depths 1–4. */
    @Test
    void xq_perft_start_checks_and_captures() {
        long[] checks = new long[5];
        long[] captures = new long[5];
        walk(Position.fromFen(START), 1, 4, checks, captures);
        assertThat(checks).containsExactly(0, 0, 6, 384, 19380);
        assertThat(captures).containsExactly(0, 2, 72, 3159, 115365);
    }

    private static void walk(Position p, int ply, int max, long[] checks, long[] captures) {
        for (int m : p.legalMoves()) {
            p.make(m);
            if (p.inCheck()) {
                checks[ply]++;
            }
            if (p.lastCaptured() != Piece.EMPTY) {
                captures[ply]++;
            }
            if (ply < max) {
                walk(p, ply + 1, max, checks, captures);
            }
            p.unmake();
        }
    }

    /** legalMoves agrees with isLegal/explain over every from/to pair. */
    @Test
    void xq_legal_moves_agree_with_explain() {
        String[] fens = {START, "1C2ka3/9/C1Nab1n2/p3p3p/6p2/9/P3P3P/3AB4/3p2c2/c1BAK4 w",
                         "CRN1k1b2/3ca4/4ba3/9/2nr5/9/9/4B4/4A4/4KA3 w", "5a3/3k5/3aR4/9/5r3/5n3/9/3A1A3/5K3/2BC2B2 w"};
        for (String fen : fens) {
            Position p = Position.fromFen(fen);
            Set<Integer> legal = new java.util.HashSet<>();
            for (int m : p.legalMoves()) {
                legal.add(m);
            }
            for (int from = 0; from < 90; from++) {
                for (int to = 0; to < 90; to++) {
                    if (from == to) {
                        continue;
                    }
                    int m = Move.of(from, to);
                    assertThat(p.isLegal(m)).as(fen + " " + Move.iccs(m)).isEqualTo(legal.contains(m));
                }
            }
        }
    }

    // ------------------------------------------------------------ piece rules, clause by clause

    @Test
    void xq_rules_king_stays_in_palace_one_orthogonal_step() {
        Position p = Position.fromFen("4k4/4a4/9/9/9/9/9/9/9/3K5 w");
        assertThat(p.isLegal(mv("d0d1"))).isTrue();
        assertThat(p.explain(mv("d0c0"))).isEqualTo(Illegality.KING_LEAVES_PALACE);
        assertThat(p.explain(mv("d0e1"))).isEqualTo(Illegality.NOT_A_MOVE);
        assertThat(p.explain(mv("d0d2"))).isEqualTo(Illegality.NOT_A_MOVE);
    }

    @Test
    void xq_rules_advisor_diagonal_in_palace() {
        Position p = Position.fromFen(START);
        assertThat(p.isLegal(mv("d0e1"))).isTrue();
        assertThat(p.explain(mv("d0c1"))).isEqualTo(Illegality.ADVISOR_LEAVES_PALACE);
        assertThat(p.explain(mv("d0d1"))).isEqualTo(Illegality.NOT_A_MOVE);
    }

    @Test
    void xq_rules_elephant_two_diagonal_steps_not_across_river() {
        Position p = Position.fromFen("4k4/4a4/9/9/9/2B6/9/9/9/4K4 w");
        assertThat(p.isLegal(mv("c4e2"))).isTrue();
        assertThat(p.isLegal(mv("c4a2"))).isTrue();
        assertThat(p.explain(mv("c4e6"))).isEqualTo(Illegality.ELEPHANT_CROSSES_RIVER);
        assertThat(p.explain(mv("c4d3"))).isEqualTo(Illegality.NOT_A_MOVE);
    }

    @Test
    void xq_rules_elephant_eye_blocked() {
        Position p = Position.fromFen("4k4/4a4/9/9/9/9/9/9/3N5/2B1K4 w");
        assertThat(p.explain(mv("c0e2"))).isEqualTo(Illegality.ELEPHANT_EYE_BLOCKED);
        assertThat(p.isLegal(mv("c0a2"))).isTrue();
    }

    @Test
    void xq_rules_horse_leg_blocked() {
        Position p = Position.fromFen(START);
        assertThat(p.explain(mv("b0d1"))).isEqualTo(Illegality.HORSE_LEG_BLOCKED);
        assertThat(p.isLegal(mv("b0c2"))).isTrue();
        assertThat(p.explain(mv("b0b1"))).isEqualTo(Illegality.NOT_A_MOVE);
    }

    @Test
    void xq_rules_rook_slides_and_cannot_jump() {
        Position p = Position.fromFen(START);
        assertThat(p.isLegal(mv("a0a2"))).isTrue();
        assertThat(p.explain(mv("a0a4"))).isEqualTo(Illegality.ROOK_PATH_BLOCKED);
        assertThat(p.explain(mv("a0a3"))).isEqualTo(Illegality.CAPTURES_OWN);
        assertThat(p.explain(mv("a0b1"))).isEqualTo(Illegality.NOT_A_MOVE);
    }

    @Test
    void xq_rules_cannon_captures_over_exactly_one_screen() {
        Position p = Position.fromFen(START);
        assertThat(p.isLegal(mv("h2e2"))).isTrue();
        assertThat(p.isLegal(mv("h2h9"))).isTrue(); // 炮二进七 over the black cannon
        assertThat(p.explain(mv("h2h8"))).isEqualTo(Illegality.CANNON_PATH_BLOCKED);
        Position q = Position.fromFen("4k4/4a4/9/9/9/9/9/1r7/1C7/1n2K4 w");
        assertThat(q.explain(mv("b1b2"))).isEqualTo(Illegality.CANNON_NEEDS_SCREEN);
        Position two = Position.fromFen("4k4/4a4/1r7/9/1n7/9/1n7/9/1C7/4K4 w");
        assertThat(two.explain(mv("b1b7"))).isEqualTo(Illegality.CANNON_PATH_BLOCKED);
        assertThat(two.isLegal(mv("b1b5"))).isTrue();
    }

    @Test
    void xq_rules_pawn_forward_then_sideways_after_river_never_back() {
        Position p = Position.fromFen(START);
        assertThat(p.isLegal(mv("e3e4"))).isTrue();
        assertThat(p.explain(mv("e3f3"))).isEqualTo(Illegality.PAWN_SIDEWAYS_BEFORE_RIVER);
        assertThat(p.explain(mv("e3e2"))).isEqualTo(Illegality.PAWN_BACKWARD);
        Position q = Position.fromFen("4k4/4a4/9/9/4P4/9/9/9/9/3K5 w");
        assertThat(q.isLegal(mv("e5f5"))).isTrue();
        assertThat(q.isLegal(mv("e5d5"))).isTrue();
        assertThat(q.isLegal(mv("e5e6"))).isTrue();
        assertThat(q.explain(mv("e5e4"))).isEqualTo(Illegality.PAWN_BACKWARD);
        assertThat(q.explain(mv("e5e7"))).isEqualTo(Illegality.NOT_A_MOVE);
        Position b = Position.fromFen("4k4/4a4/9/9/9/4p4/9/9/9/3K5 b");
        assertThat(b.isLegal(mv("e4e3"))).isTrue();
        assertThat(b.isLegal(mv("e4d4"))).isTrue();
        assertThat(b.explain(mv("e4e5"))).isEqualTo(Illegality.PAWN_BACKWARD);
    }

    @Test
    void xq_rules_kings_may_not_face_on_open_file() {
        assertThat(why("4k4/9/9/9/9/9/9/9/9/3K5 w", "d0e0")).isEqualTo(Illegality.KINGS_FACE);
        assertThat(why("4k4/9/9/9/9/9/9/9/4A4/4K4 w", "e1d2")).isEqualTo(Illegality.KINGS_FACE);
        Position p = Position.fromFen("4k4/9/9/9/9/9/9/9/9/4K4 b");
        assertThat(p.inCheck()).isTrue(); // facing kings count as an attack
        assertThat(p.attacks(true, Square.of(4, 9))).isTrue();
        assertThat(p.attacks(true, Square.of(4, 5))).isFalse();
    }

    @Test
    void xq_rules_no_move_may_leave_own_king_in_check() {
        // 送将: the pinned rook may not step aside
        Position pin = Position.fromFen("4k4/4a4/9/9/4r4/9/9/9/4R4/4K4 w");
        assertThat(pin.explain(mv("e1d1"))).isEqualTo(Illegality.LEAVES_KING_IN_CHECK);
        assertThat(pin.isLegal(mv("e1e5"))).isTrue();
        // 不应将: in check, a move elsewhere
        Position chk = Position.fromFen("4k4/4a4/9/9/4r4/9/9/9/R8/4K4 w");
        assertThat(chk.inCheck()).isTrue();
        assertThat(chk.explain(mv("a1a2"))).isEqualTo(Illegality.LEAVES_KING_IN_CHECK);
        assertThat(chk.isLegal(mv("a1e1"))).isTrue();
        assertThat(chk.isLegal(mv("e0d0"))).isTrue();
        // the king may not step onto an attacked square; horse check through an open leg
        assertThat(why("4k4/4a4/9/9/3r5/9/9/9/9/4K4 w", "e0d0")).isEqualTo(Illegality.LEAVES_KING_IN_CHECK);
        Position horse = Position.fromFen("4k4/4a4/9/9/9/9/9/3n5/9/4K4 w");
        assertThat(horse.inCheck()).isTrue();
        Position legged = Position.fromFen("4k4/4a4/9/9/9/9/9/3n5/3P5/4K4 w");
        assertThat(legged.inCheck()).isFalse();
    }

    @Test
    void xq_explain_names_every_illegality() {
        Set<Illegality> seen = EnumSet.noneOf(Illegality.class);
        String[][] cases = {
            {START, "a5a6", "NO_PIECE"},
            {START, "h7e7", "OPPONENT_PIECE"},
            {START, "a0a3", "CAPTURES_OWN"},
            {START, "b0b1", "NOT_A_MOVE"},
            {"4k4/4a4/9/9/9/9/9/9/9/3K5 w", "d0c0", "KING_LEAVES_PALACE"},
            {START, "d0c1", "ADVISOR_LEAVES_PALACE"},
            {"4k4/4a4/9/9/9/2B6/9/9/9/4K4 w", "c4e6", "ELEPHANT_CROSSES_RIVER"},
            {"4k4/4a4/9/9/9/9/9/9/3N5/2B1K4 w", "c0e2", "ELEPHANT_EYE_BLOCKED"},
            {START, "b0d1", "HORSE_LEG_BLOCKED"},
            {START, "a0a4", "ROOK_PATH_BLOCKED"},
            {START, "h2h8", "CANNON_PATH_BLOCKED"},
            {"4k4/4a4/9/9/9/9/9/1r7/1C7/1n2K4 w", "b1b2", "CANNON_NEEDS_SCREEN"},
            {"4k4/4a4/9/9/4P4/9/9/9/9/3K5 w", "e5e4", "PAWN_BACKWARD"},
            {START, "e3f3", "PAWN_SIDEWAYS_BEFORE_RIVER"},
            {"4k4/4a4/9/9/4r4/9/9/9/4R4/4K4 w", "e1d1", "LEAVES_KING_IN_CHECK"},
            {"4k4/9/9/9/9/9/9/9/9/3K5 w", "d0e0", "KINGS_FACE"},
        };
        for (String[] c : cases) {
            Illegality got = why(c[0], c[1]);
            assertThat(got).as(c[0] + " " + c[1]).isEqualTo(Illegality.valueOf(c[2]));
            seen.add(got);
        }
        assertThat(seen).containsExactlyInAnyOrder(Illegality.values());
        for (Illegality i : Illegality.values()) {
            assertThat(i.zh()).isNotBlank();
            assertThat(i.en()).isNotBlank();
        }
        assertThat(Illegality.ROOK_PATH_BLOCKED.zh()).isEqualTo("车不能越过棋子");
        assertThat(Illegality.HORSE_LEG_BLOCKED.zh()).contains("蹩马腿");
        assertThat(Illegality.ELEPHANT_EYE_BLOCKED.zh()).contains("塞象眼");
        assertThat(Illegality.KINGS_FACE.zh()).contains("将帅");
        assertThat(Position.fromFen(START).explain(-1)).isEqualTo(Illegality.NOT_A_MOVE);
    }

    // ------------------------------------------------------------ make / unmake / key

    @Test
    void xq_make_unmake_restores_position_and_key() {
        Position p = Position.fromFen(START);
        long k0 = p.key();
        p.make(mv("h2h9"));
        assertThat(p.lastCaptured()).isEqualTo(Piece.of(false, Piece.HORSE));
        assertThat(p.redToMove()).isFalse();
        assertThat(p.key()).isEqualTo(Position.fromFen(p.toFen()).key());
        p.make(mv("i9h9"));
        assertThat(p.lastCaptured()).isEqualTo(Piece.of(true, Piece.CANNON));
        p.unmake();
        p.unmake();
        assertThat(p.toFen()).isEqualTo(START);
        assertThat(p.key()).isEqualTo(k0);
        assertThat(p.lastCaptured()).isEqualTo(Piece.EMPTY);
    }

    @Test
    void xq_key_same_for_transpositions_and_differs_by_side() {
        Position a = Position.fromFen(START);
        Position b = Position.fromFen(START);
        for (String m : new String[] {"h2e2", "h9g7", "b0c2", "b9c7"}) {
            a.make(mv(m));
        }
        for (String m : new String[] {"b0c2", "b9c7", "h2e2", "h9g7"}) {
            b.make(mv(m));
        }
        assertThat(a.key()).isEqualTo(b.key());
        assertThat(a.boardFen()).isEqualTo(b.boardFen());
        Position c = a.copy();
        c.setRedToMove(false);
        assertThat(c.key()).isNotEqualTo(a.key());
        assertThat(c.boardFen()).endsWith(" b");
        c.setRedToMove(true);
        assertThat(c.key()).isEqualTo(a.key());
        c.unmake(); // the copy keeps the history
        assertThat(a.toFen()).isNotEqualTo(c.toFen());
    }

    @Test
    void xq_set_piece_updates_key_and_king_square() {
        Position p = Position.fromFen(BARE);
        p.setPiece(Square.of(4, 0), Piece.EMPTY);
        p.setPiece(Square.of(3, 0), Piece.of(true, Piece.KING));
        assertThat(p.kingSquare(true)).isEqualTo(Square.of(3, 0));
        assertThat(p.key()).isEqualTo(Position.fromFen(p.toFen()).key());
        assertThat(p.validate()).isNull();
    }

    @Test
    void xq_no_legal_move_when_mated() {
        // black king d9, red rooks a9 (check along rank 9) and e8 (covers d8 and e9)
        Position p = Position.fromFen("R2k5/4R4/9/9/9/9/9/9/9/4K4 b");
        assertThat(p.inCheck()).isTrue();
        assertThat(p.hasLegalMove()).isFalse();
        assertThat(p.legalMoves()).isEmpty();
    }

    // ------------------------------------------------------------ FEN

    @Test
    void xq_fen_round_trip() {
        assertThat(Position.fromFen(START).toFen()).isEqualTo(START);
        String f = "1C2ka3/9/C1Nab1n2/p3p3p/6p2/9/P3P3P/3AB4/3p2c2/c1BAK4 b";
        Position p = Position.fromFen(f);
        assertThat(p.toFen()).isEqualTo(f + " - - 0 1");
        assertThat(p.boardFen()).isEqualTo(f);
        assertThat(p.redToMove()).isFalse();
        assertThat(Position.fromFen("4k4/4a4/9/9/9/9/9/9/9/4K4 r").redToMove()).isTrue();
        assertThat(Position.fromFen("4k4/4a4/9/9/9/9/9/9/9/4K4").redToMove()).isTrue();
        assertThat(Position.fromFen("4k4/4a4/9/9/9/9/9/9/9/4K4 w - - 12 30").toFen())
                .isEqualTo("4k4/4a4/9/9/9/9/9/9/9/4K4 w - - 0 1");
        // E/H letters are read as elephant/horse, written B/N
        assertThat(Position.fromFen("4k4/4a4/9/9/9/9/9/9/9/2EHK4 w").boardFen()).isEqualTo("4k4/4a4/9/9/9/9/9/9/9/2BNK4 w");
        assertThat(p.pieceAt(Square.of(1, 9))).isEqualTo(Piece.of(true, Piece.CANNON));
        assertThat(p.kingSquare(true)).isEqualTo(Square.of(4, 0));
        assertThat(p.kingSquare(false)).isEqualTo(Square.of(4, 9));
    }

    @Test
    void xq_fen_errors_name_what_is_wrong() {
        assertFen("rnbakabnr/9/1c5c1/p1p1p1p1p/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w", "10行", "10 ranks");
        assertFen("rnbakabn/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w", "第1行", "9 files");
        assertFen("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR1 w", "第10行", "9 files");
        assertFen("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1X1P1P/1C5C1/9/RNBAKABNR w", "X", "unknown character 'X'");
        assertFen("4k4/4a4/9/9/9/9/9/9/9/3KK4 w", "一个帅", "one king");
        assertFen("4k4/4a4/9/9/9/9/9/9/9/3A5 w", "一个帅", "one king");
        assertFen("9/4a4/9/9/9/9/9/9/9/4K4 w", "一个将", "black must have exactly one king");
        assertFen("4k4/4a4/9/9/9/9/9/9/9/K8 w", "九宫", "palace");
        assertFen("4k4/4a4/9/9/9/9/9/9/9/4K4 x", "行棋方", "side to move");
        assertFen("", "为空", "empty");
        assertThatThrownBy(() -> Position.fromFen(null)).isInstanceOf(FenException.class);
        assertThatThrownBy(() -> Position.fromFen("junk")).isInstanceOf(IllegalArgumentException.class);
    }

    private static void assertFen(String fen, String zh, String en) {
        assertThatThrownBy(() -> Position.fromFen(fen))
                .isInstanceOfSatisfying(FenException.class, e -> {
                    assertThat(e.zh()).contains(zh);
                    assertThat(e.en()).contains(en);
                    assertThat(e.getMessage()).contains(e.zh());
                });
    }

    // ------------------------------------------------------------ set-up validation

    @Test
    void xq_validate_setups() {
        assertThat(Position.fromFen(START).validate()).isNull();
        assertThat(Position.fromFen(BARE).validate()).isNull();
        assertThat(Position.fromFen("4k4/4a4/9/9/9/9/9/9/9/3KA4 w").validate()).contains("仕");
        assertThat(Position.fromFen("4k4/4a4/9/9/9/9/9/9/9/3BK4 w").validate()).contains("相");
        assertThat(Position.fromFen("4k4/4a4/9/9/9/9/1P7/9/9/4K4 w").validate()).contains("兵");
        assertThat(Position.fromFen("4k4/4a4/9/9/9/9/9/9/4P4/4K4 w").validate()).contains("兵");
        assertThat(Position.fromFen("4k4/4a4/9/9/9/9/4p4/9/9/4K4 w").validate()).isNull();
        assertThat(Position.fromFen("4k4/4a4/9/9/9/9/9/9/RRR6/4K4 w").validate()).contains("车多于2个");
        assertThat(Position.fromFen("4k4/9/9/9/9/9/9/9/9/4K4 w").validate()).isEqualTo("将帅对面");
        // red is in check: fine when red is to move, impossible when black is
        assertThat(Position.fromFen("4k4/4a4/9/9/4r4/9/9/9/9/4K4 w").validate()).isNull();
        assertThat(Position.fromFen("4k4/4a4/9/9/4r4/9/9/9/9/4K4 b").validate()).contains("红方正被将军");
        Position p = Position.fromFen(START);
        p.setPiece(Square.of(4, 0), Piece.EMPTY);
        assertThat(p.validate()).contains("红方须有且只有一个帅");
        assertThat(p.kingSquare(true)).isEqualTo(-1);
        assertThat(p.inCheck(true)).isFalse();
    }

    // ------------------------------------------------------------ pieces, squares, moves

    @Test
    void xq_piece_codes_letters_and_glyphs() {
        assertThat(Piece.of(true, Piece.ROOK)).isEqualTo(5);
        assertThat(Piece.of(false, Piece.ROOK)).isEqualTo(-5);
        assertThat(Piece.kind(-7)).isEqualTo(Piece.PAWN);
        assertThat(Piece.isRed(3)).isTrue();
        assertThat(Piece.isRed(-3)).isFalse();
        StringBuilder red = new StringBuilder();
        StringBuilder black = new StringBuilder();
        StringBuilder letters = new StringBuilder();
        for (int k = Piece.KING; k <= Piece.PAWN; k++) {
            red.append(Piece.glyph(Piece.of(true, k)));
            black.append(Piece.glyph(Piece.of(false, k)));
            letters.append(Piece.fenChar(k)).append(Piece.fenChar(-k));
            assertThat(Piece.fromFenChar(Piece.fenChar(k))).isEqualTo(k);
            assertThat(Piece.fromFenChar(Piece.fenChar(-k))).isEqualTo(-k);
        }
        assertThat(red.toString()).isEqualTo("帅仕相马车炮兵");
        assertThat(black.toString()).isEqualTo("将士象马车炮卒");
        assertThat(letters.toString()).isEqualTo("KkAaBbNnRrCcPp");
        assertThat(Piece.fromFenChar('E')).isEqualTo(Piece.of(true, Piece.ELEPHANT));
        assertThat(Piece.fromFenChar('h')).isEqualTo(Piece.of(false, Piece.HORSE));
        assertThatThrownBy(() -> Piece.fromFenChar('x')).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void xq_squares_and_iccs_moves() {
        int h2 = Square.of(7, 2);
        assertThat(Square.file(h2)).isEqualTo(7);
        assertThat(Square.rank(h2)).isEqualTo(2);
        assertThat(Square.iccs(h2)).isEqualTo("h2");
        assertThat(Square.iccs(0)).isEqualTo("a0");
        assertThat(Square.iccs(89)).isEqualTo("i9");
        int m = Move.of(h2, Square.of(4, 2));
        assertThat(Move.from(m)).isEqualTo(h2);
        assertThat(Move.to(m)).isEqualTo(Square.of(4, 2));
        assertThat(Move.iccs(m)).isEqualTo("h2e2");
        assertThat(Move.parseIccs("h2e2")).isEqualTo(m);
        assertThat(Move.parseIccs("H2-E2")).isEqualTo(m);
        assertThat(Move.parseIccs("h2-e2")).isEqualTo(m);
        for (String bad : new String[] {"", "h2", "h2e", "j2e2", "h2e:", "h2e2x", "h2+e2", "h2h2", null}) {
            assertThat(Move.parseIccs(bad)).as(String.valueOf(bad)).isEqualTo(-1);
        }
        assertThat(Position.fromFen(START).legalMoves()).hasSize(44).contains(m);
    }
}
