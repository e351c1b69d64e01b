package org.qicai.plugin.xiangqi.rulings;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.qicai.core.game.MoveKind;
import org.qicai.plugin.xiangqi.board.Move;
import org.qicai.plugin.xiangqi.board.Piece;
import org.qicai.plugin.xiangqi.board.Position;
import org.qicai.plugin.xiangqi.board.Square;

/**
 * Classifies one move of a repetition cycle per xq 25.2, 27.x, 28.x, 29.x and 棋例细则: 将, 杀, 捉, 兑, 献, 跟,
 * 拦, 闲. Pure: the positions it is given are copied.
 *
 * <p>How each kind is found:
 * <ul>
 * <li>将 (28.1): after the move the opponent's king is attacked.</li>
 * <li>杀 (28.2): not a check, but if the opponent passed, the mover could mate by a check or by a run of up to
 * {@value #MATE_CHECKS} checks (every reply answered) — and could not already before the move (a standing mating
 * attack is not made by this move: 29.2 and 细则6 by analogy [ours]).</li>
 * <li>捉 (28.3, 29.1–29.4): with the mover to move again, some piece of his can legally take an opponent's
 * 子力 (25.3; a 过河兵 counts, 细则10) and come out ahead in material after the whole exchange on that square
 * (无根 / 假根 / 少根 28.16, or a target worth more than its attacker, 细则3), without being mated at once after
 * taking (29.4, 细则7); and that attacker did not already profitably attack that target before the move (29.2,
 * 细则2; otherwise 从捉到捉 is 闲, 细则6). An attack by the king itself is 闲 (27.1); by a pawn itself 闲
 * unless both sides are 长打 (27.2, 细则11 — decided by the caller over the cycle).</li>
 * <li>兑 (28.5): the moved piece and an opponent's piece of equal value attack each other, neither gaining.</li>
 * <li>献 (28.6): the moved piece is left unprotected where an opponent's piece of the same kind can take it
 * without loss.</li>
 * <li>跟 (28.8): a new attack on a protected opponent's piece that wins nothing.</li>
 * <li>拦 (28.7): the moved piece takes away an opponent's piece's road (squares it could reach before).</li>
 * <li>闲 (28.9): anything else.</li>
 * </ul>
 * A move with several effects is named by the heaviest (27.4, 细则12). The order 将 &gt; 杀 &gt; 捉 &gt; 兑 &gt;
 * 献 &gt; 跟 &gt; 拦 &gt; 闲 is [ours]: 27.4 gives 杀 over 捉; a checking move is named 将 even when it also
 * threatens mate, because 26.1/24.1 (单方面长将) must catch every cycle of checks.
 */
final class Classifier {
    private Classifier() {
    }

    /** Checks searched for 杀 (28.2 "下一着照将或连续照将，将死对方"). */
    static final int MATE_CHECKS = 3;

    private static final int BUF = 256;

    /** One move's classification: lenient (pawn attacks are 闲, 27.2) and strict (mutual 长打, 细则11). */
    record Result(MoveKind kind, String detailZh, String detailEn, List<String> clauses, MoveKind strictKind,
            String strictDetailZh, String strictDetailEn, List<String> strictClauses, Set<Integer> chasedSquares) {
    }

    /** A capture the side to move can make, assessed. */
    record Attack(int from, int to, int attacker, int target, int gain, boolean legalRecapture,
            boolean pseudoRecapture, boolean matedAfter) {
        boolean profitable() {
            return gain > 0 && !matedAfter;
        }
    }

    static Result classify(Position before0, int move) {
        Position before = before0.copy();
        boolean s = before.redToMove();
        int from = Move.from(move);
        int to = Move.to(move);
        int mover = before.pieceAt(from);

        Map<Integer, Attack> beforeAttacks = new HashMap<>();
        for (Attack a : attacks(before)) {
            beforeAttacks.put(a.from() << 8 | a.to(), a);
        }
        Position after = before.copy();
        after.make(move);
        boolean check = after.inCheck();
        Position nul = after.copy();
        nul.setRedToMove(s);
        List<Attack> afterAttacks = attacks(nul);

        List<String> chaseZh = new ArrayList<>();
        List<String> chaseEn = new ArrayList<>();
        Set<String> chaseClauses = new LinkedHashSet<>();
        List<String> pawnZh = new ArrayList<>();
        List<String> pawnEn = new ArrayList<>();
        Set<Integer> chased = new LinkedHashSet<>();
        Set<Integer> pawnChased = new LinkedHashSet<>();
        Set<String> pawnClauses = new LinkedHashSet<>();
        List<String> notesZh = new ArrayList<>();
        List<String> notesEn = new ArrayList<>();
        Set<String> noteClauses = new LinkedHashSet<>();
        String followZh = null;
        String followEn = null;
        String exchangeZh = null;
        String exchangeEn = null;

        for (Attack a : afterAttacks) {
            int beforeFrom = a.from() == to ? from : a.from();
            Attack old = beforeAttacks.get(beforeFrom << 8 | a.to());
            boolean isNew = old == null;
            boolean wasChase = old != null && old.profitable();
            String t = Material.sideZh(a.target()) + "(" + Square.iccs(a.to()) + ")";
            String tEn = Material.sideEn(a.target()) + " (" + Square.iccs(a.to()) + ")";
            String az = Material.zh(a.attacker());
            String aEn = Material.en(a.attacker());
            int attackerKind = Piece.kind(a.attacker());
            if (a.profitable()) {
                if (wasChase) {
                    notesZh.add(az + "原已捉" + t + "，走后仍捉同一子，从捉到捉按闲（细则6）");
                    notesEn.add("the " + aEn + " already attacked the " + tEn
                            + " before this move; chase to chase is idle (rule detail 6)");
                    noteClauses.add("细则6");
                    continue;
                }
                if (attackerKind == Piece.KING) {
                    notesZh.add(az + "本身叫吃" + t + "，按闲（27.1）");
                    notesEn.add("the king itself attacks the " + tEn + ": idle (27.1)");
                    noteClauses.add("27.1");
                    continue;
                }
                String[] why = why(a);
                String zh = "捉" + t + "：" + az + "可吃" + Material.zh(a.target()) + "，" + why[0];
                String en = "chases the " + tEn + ": the " + aEn + " can take it, " + why[1];
                if (attackerKind == Piece.PAWN) {
                    pawnZh.add(zh);
                    pawnEn.add(en);
                    pawnChased.add(a.to());
                    for (int i = 2; i < why.length; i++) {
                        pawnClauses.add(why[i]);
                    }
                } else {
                    chaseZh.add(zh);
                    chaseEn.add(en);
                    chased.add(a.to());
                    for (int i = 2; i < why.length; i++) {
                        chaseClauses.add(why[i]);
                    }
                }
                continue;
            }
            if (!isNew) {
                continue;
            }
            if (a.gain() > 0 && a.matedAfter()) {
                notesZh.add("形式上捉" + t + "，但吃后立即被将死，按闲（细则7, 29.4）");
                notesEn.add("a chase of the " + tEn + " in form only: taking it is mated at once, idle (rule detail 7, 29.4)");
                noteClauses.add("细则7");
                noteClauses.add("29.4");
                continue;
            }
            if (a.from() == to && a.legalRecapture()
                    && Material.value(a.target(), a.to()) == Material.value(mover, to)
                    && canTake(after, a.to(), to)) {
                if (exchangeZh == null) {
                    exchangeZh = "兑：" + az + "与" + t + "可互相吃去，子力相等（28.5, 25.3）";
                    exchangeEn = "offers an exchange: the " + aEn + " and the " + tEn
                            + " can take each other, equal value (28.5, 25.3)";
                }
                continue;
            }
            if (a.legalRecapture() && followZh == null && attackerKind != Piece.KING) {
                followZh = "跟：" + az + "盯" + t + "，" + Material.zh(a.target()) + "有根，吃之不得子（28.8）";
                followEn = "follows: the " + aEn + " eyes the " + tEn + ", which is protected; taking it wins nothing (28.8)";
            }
        }

        // 兑 also when the opponent's equal piece attacks the moved piece and the moved piece attacks it back
        // is covered above; 献 next.
        String offerZh = null;
        String offerEn = null;
        if (Material.isMaterial(mover, to)) {
            int[] buf = new int[BUF];
            int n = after.legalMoves(buf);
            for (int i = 0; i < n && offerZh == null; i++) {
                int m = buf[i];
                if (Move.to(m) != to) {
                    continue;
                }
                int taker = after.pieceAt(Move.from(m));
                if (Piece.kind(taker) != Piece.kind(mover)) {
                    continue;
                }
                Position p = after.copy();
                p.make(m);
                boolean recapture = hasMoveTo(p, to, true);
                boolean mated = canMateInOne(p);
                if (!recapture && !mated) {
                    offerZh = "献：" + Material.zh(mover) + "无根送吃，" + Material.sideZh(taker) + "吃后不受损失（28.6）";
                    offerEn = "offers the " + Material.en(mover) + " unprotected to the " + Material.sideEn(taker)
                            + ", which takes it without loss (28.6)";
                }
            }
        }

        String blockZh = null;
        String blockEn = null;
        int blocked = blockedPiece(before, after, from, to, s);
        if (blocked >= 0) {
            blockZh = "拦：阻拦" + Material.sideZh(before.pieceAt(blocked)) + "(" + Square.iccs(blocked) + ")的去路（28.7）";
            blockEn = "blocks the " + Material.sideEn(before.pieceAt(blocked)) + " (" + Square.iccs(blocked)
                    + ") (28.7)";
        }

        MoveKind kind;
        String mainZh;
        String mainEn;
        List<String> clauses = new ArrayList<>();
        if (check) {
            kind = MoveKind.CHECK;
            String[] who = checkers(nul, to, s);
            mainZh = who[0];
            mainEn = who[1];
            clauses.add("28.1");
            if (!chaseZh.isEmpty()) {
                mainZh += "，兼" + String.join("；", chaseZh) + "（将兼捉按将，27.4）";
                mainEn += ", and " + String.join("; ", chaseEn) + " (check and chase: check, 27.4)";
                clauses.add("27.4");
            }
        } else if (mateByChecks(nul.copy(), MATE_CHECKS) && !mateThreatBefore(before, notesZh, notesEn, noteClauses)) {
            kind = MoveKind.MATE;
            mainZh = "杀：下一着可照将或连续照将将死" + (s ? "黑方" : "红方") + "（28.2）";
            mainEn = "threatens mate: next move a check or a run of checks mates " + (s ? "black" : "red") + " (28.2)";
            clauses.add("28.2");
            if (!chaseZh.isEmpty()) {
                mainZh += "，兼" + String.join("；", chaseZh) + "（杀兼捉按杀，27.4）";
                mainEn += ", and " + String.join("; ", chaseEn) + " (mate threat and chase: mate, 27.4)";
                clauses.add("27.4");
            }
        } else if (!chaseZh.isEmpty()) {
            kind = MoveKind.CHASE;
            mainZh = String.join("；", chaseZh);
            mainEn = String.join("; ", chaseEn);
            clauses.add("28.3");
            clauses.addAll(chaseClauses);
            if (exchangeZh != null || offerZh != null) {
                mainZh += "（捉兼兑、献按捉，细则5）";
                mainEn += " (chase with exchange or offer: chase, rule detail 5)";
                clauses.add("细则5");
            }
        } else if (exchangeZh != null) {
            kind = MoveKind.EXCHANGE;
            mainZh = exchangeZh;
            mainEn = exchangeEn;
            clauses.add("28.5");
            clauses.add("28.9");
        } else if (offerZh != null) {
            kind = MoveKind.OFFER;
            mainZh = offerZh;
            mainEn = offerEn;
            clauses.add("28.6");
            clauses.add("28.9");
        } else if (followZh != null) {
            kind = MoveKind.FOLLOW;
            mainZh = followZh;
            mainEn = followEn;
            clauses.add("28.8");
            clauses.add("28.9");
        } else if (blockZh != null) {
            kind = MoveKind.BLOCK;
            mainZh = blockZh;
            mainEn = blockEn;
            clauses.add("28.7");
            clauses.add("28.9");
        } else {
            kind = MoveKind.IDLE;
            mainZh = "闲：不将、不杀、不捉（28.9）";
            mainEn = "idle: no check, no mate threat, no chase (28.9)";
            clauses.add("28.9");
        }

        // lenient: pawn chases are 闲 (27.2)
        List<String> lNotesZh = new ArrayList<>(notesZh);
        List<String> lNotesEn = new ArrayList<>(notesEn);
        List<String> lClauses = new ArrayList<>(clauses);
        for (int i = 0; i < pawnZh.size(); i++) {
            lNotesZh.add(pawnZh.get(i).replaceFirst("^捉", "兵卒本身捉") + "，按闲（27.2）");
            lNotesEn.add(pawnEn.get(i) + " — by a pawn itself: idle (27.2)");
        }
        if (!pawnZh.isEmpty()) {
            lClauses.add("27.2");
        }
        addAll(lClauses, noteClauses);
        String lZh = join(mainZh, lNotesZh, "；");
        String lEn = join(mainEn, lNotesEn, "; ");

        // strict: pawn chases are 捉 when both sides are 长打 (27.2, 细则11)
        MoveKind sKind = kind;
        String sZh = lZh;
        String sEn = lEn;
        List<String> sClauses = lClauses;
        Set<Integer> sChased = new LinkedHashSet<>(chased);
        if (!pawnZh.isEmpty()) {
            sChased.addAll(pawnChased);
            String pz = String.join("；", pawnZh) + "（互打时兵卒捉子按捉，27.2, 细则11）";
            String pe = String.join("; ", pawnEn) + " (in mutual attack a pawn's chase counts, 27.2, rule detail 11)";
            sClauses = new ArrayList<>();
            if (kind.ordinal() > MoveKind.CHASE.ordinal()) {
                sKind = MoveKind.CHASE;
                sZh = join(pz, notesZh, "；");
                sEn = join(pe, notesEn, "; ");
                sClauses.add("28.3");
            } else {
                sZh = join(mainZh + "；" + pz, notesZh, "；");
                sEn = join(mainEn + "; " + pe, notesEn, "; ");
                sClauses.addAll(clauses);
            }
            sClauses.addAll(pawnClauses);
            sClauses.add("27.2");
            sClauses.add("细则11");
            addAll(sClauses, noteClauses);
        }
        return new Result(kind, lZh, lEn, dedupe(lClauses), sKind, sZh, sEn, dedupe(sClauses),
                kind == MoveKind.CHASE || kind == MoveKind.CHECK || kind == MoveKind.MATE ? chased : Set.of());
    }

    /**
     * Whether the mover could already mate by checks before this move: then the threat is not made by this move
     * and the move is not 杀 (by analogy with 29.2 "产生于刚走的这着棋" and 细则6 [ours]).
     */
    private static boolean mateThreatBefore(Position before, List<String> zh, List<String> en, Set<String> clauses) {
        if (before.inCheck() || !mateByChecks(before.copy(), MATE_CHECKS)) {
            return false;
        }
        zh.add("杀势在这着之前已经存在，非这着新产生，不按杀（29.2、细则6类推 [ours]）");
        en.add("the mating attack existed before this move, so it is not a new mate threat (by analogy with 29.2 and"
                + " rule detail 6 [ours])");
        clauses.add("29.2");
        return true;
    }

    private static void addAll(List<String> list, Set<String> more) {
        list.addAll(more);
    }

    private static List<String> dedupe(List<String> l) {
        return new ArrayList<>(new LinkedHashSet<>(l));
    }

    private static String join(String main, List<String> notes, String sep) {
        if (notes.isEmpty()) {
            return main;
        }
        return main + sep + String.join(sep, notes);
    }

    /** Why a profitable capture counts (zh, en, then clauses). */
    private static String[] why(Attack a) {
        String tz = Material.zh(a.target());
        String te = Material.en(a.target());
        List<String> r = new ArrayList<>();
        String zh;
        String en;
        if (!a.legalRecapture() && !a.pseudoRecapture()) {
            zh = tz + "无根（28.16, 29.3）";
            en = "the " + te + " is unprotected (28.16, 29.3)";
            r.add("28.16");
            r.add("29.3");
        } else if (!a.legalRecapture()) {
            zh = tz + "为假根：保护子不能合法还吃（28.16, 29.3）";
            en = "the " + te + " is falsely protected: its protector cannot legally take back (28.16, 29.3)";
            r.add("28.16");
            r.add("29.3");
        } else if (Material.value(a.target(), a.to()) > Material.value(a.attacker(), a.from())) {
            zh = tz + "子力价值高于" + Material.zh(a.attacker()) + "，虽有根亦可得子（25.3, 29.1, 细则3）";
            en = "the " + te + " is worth more than the " + Material.en(a.attacker())
                    + ", so taking it wins material though it is protected (25.3, 29.1, rule detail 3)";
            r.add("25.3");
            r.add("29.1");
            r.add("细则3");
        } else {
            zh = tz + "少根：交换后可得子（28.16, 29.1）";
            en = "the " + te + " is insufficiently protected: the exchange wins material (28.16, 29.1)";
            r.add("28.16");
            r.add("29.1");
        }
        if (Piece.kind(a.target()) == Piece.PAWN) {
            zh += "，过河" + tz + "有子力价值（25.3, 细则10）";
            en += "; a pawn over the river has value (25.3, rule detail 10)";
            r.add("细则10");
        }
        zh += "，此捉为刚走这着新产生（29.2, 细则2）";
        en += "; the chase is new with this move (29.2, rule detail 2)";
        r.add("29.2");
        r.add("细则2");
        String[] out = new String[2 + r.size()];
        out[0] = zh;
        out[1] = en;
        for (int i = 0; i < r.size(); i++) {
            out[2 + i] = r.get(i);
        }
        return out;
    }

    /** The side to move's legal captures of opponent 子力, each assessed for 捉. */
    static List<Attack> attacks(Position p0) {
        Position p = p0.copy();
        boolean s = p.redToMove();
        int[] buf = new int[BUF];
        int n = p.legalMoves(buf);
        List<Attack> out = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            int m = buf[i];
            int to = Move.to(m);
            int target = p.pieceAt(to);
            if (target == Piece.EMPTY || Piece.isRed(target) == s || !Material.isMaterial(target, to)) {
                continue;
            }
            int from = Move.from(m);
            int attacker = p.pieceAt(from);
            p.make(m);
            boolean legalRe = hasMoveTo(p, to, true);
            boolean pseudoRe = legalRe || hasMoveTo(p, to, false);
            int gain = Material.value(target, to) - see(p, to, 1);
            boolean mated = canMateInOne(p);
            p.unmake();
            out.add(new Attack(from, to, attacker, target, gain, legalRe, pseudoRe, mated));
        }
        return out;
    }

    /** The best the side to move gains by capturing on {@code sq} and the exchange that follows (≥ 0). */
    static int see(Position p, int sq, int depth) {
        if (depth > 16) {
            return 0;
        }
        int victim = p.pieceAt(sq);
        if (victim == Piece.EMPTY) {
            return 0;
        }
        int v = Material.value(victim, sq);
        int[] buf = new int[BUF];
        int n = p.legalMoves(buf);
        int best = 0;
        for (int i = 0; i < n; i++) {
            if (Move.to(buf[i]) != sq) {
                continue;
            }
            p.make(buf[i]);
            int g = v - see(p, sq, depth + 1);
            p.unmake();
            if (g > best) {
                best = g;
            }
        }
        return best;
    }

    static boolean hasMoveTo(Position p, int sq, boolean legal) {
        int[] buf = new int[BUF];
        int n = legal ? p.legalMoves(buf) : p.pseudoMoves(buf);
        for (int i = 0; i < n; i++) {
            if (Move.to(buf[i]) == sq) {
                return true;
            }
        }
        return false;
    }

    /** Whether, in {@code p} with the opponent to move, the piece on {@code fromSq} can legally take on {@code toSq}. */
    private static boolean canTake(Position p, int fromSq, int toSq) {
        int[] buf = new int[BUF];
        int n = p.legalMoves(buf);
        for (int i = 0; i < n; i++) {
            if (Move.from(buf[i]) == fromSq && Move.to(buf[i]) == toSq) {
                return true;
            }
        }
        return false;
    }

    /** The side to move has a move that mates at once. */
    static boolean canMateInOne(Position p) {
        int[] buf = new int[BUF];
        int n = p.legalMoves(buf);
        for (int i = 0; i < n; i++) {
            p.make(buf[i]);
            boolean mated = p.inCheck() && !p.hasLegalMove();
            p.unmake();
            if (mated) {
                return true;
            }
        }
        return false;
    }

    /** The side to move mates by a check, or by a run of at most {@code checks} checks against every reply. */
    static boolean mateByChecks(Position p, int checks) {
        int[] buf = new int[BUF];
        int n = p.legalMoves(buf);
        for (int i = 0; i < n; i++) {
            p.make(buf[i]);
            boolean win = false;
            if (p.inCheck()) {
                if (!p.hasLegalMove()) {
                    win = true;
                } else if (checks > 1) {
                    win = everyReplyLoses(p, checks - 1);
                }
            }
            p.unmake();
            if (win) {
                return true;
            }
        }
        return false;
    }

    private static boolean everyReplyLoses(Position p, int checks) {
        int[] buf = new int[BUF];
        int n = p.legalMoves(buf);
        for (int i = 0; i < n; i++) {
            p.make(buf[i]);
            boolean lose = mateByChecks(p, checks);
            p.unmake();
            if (!lose) {
                return false;
            }
        }
        return true;
    }

    /** Who gives check: "将：红车照将" or "闪将：红炮照将". */
    private static String[] checkers(Position nul, int to, boolean s) {
        int king = nul.kingSquare(!s);
        int[] buf = new int[BUF];
        int n = nul.pseudoMoves(buf);
        List<String> zh = new ArrayList<>();
        List<String> en = new ArrayList<>();
        boolean discovered = false;
        for (int i = 0; i < n; i++) {
            if (Move.to(buf[i]) != king) {
                continue;
            }
            int f = Move.from(buf[i]);
            int pc = nul.pieceAt(f);
            zh.add(Material.sideZh(pc));
            en.add(Material.sideEn(pc));
            if (f != to) {
                discovered = true;
            }
        }
        if (zh.isEmpty()) {
            // the flying general or a check the generator does not name
            return new String[] {"将：照将（28.1）", "check (28.1)"};
        }
        String word = zh.size() > 1 ? "双将" : discovered ? "闪将" : "将";
        String wordEn = zh.size() > 1 ? "double check" : discovered ? "discovered check" : "check";
        return new String[] {word + "：" + String.join("、", zh) + "照将（28.1）",
                wordEn + ": " + String.join(", ", en) + " attacks the king (28.1)"};
    }

    /**
     * An opponent's piece whose road the move blocks (28.7): it could reach a square other than the move's
     * squares before the move and cannot after (captures lost because a cannon's screen moved do not count);
     * -1 when none.
     */
    private static int blockedPiece(Position before, Position after, int from, int to, boolean s) {
        Position b = before.copy();
        b.setRedToMove(!s);
        int[] buf = new int[BUF];
        int n = b.pseudoMoves(buf);
        int[] abuf = new int[BUF];
        int an = after.pseudoMoves(abuf);
        Set<Integer> afterSet = new java.util.HashSet<>();
        for (int i = 0; i < an; i++) {
            afterSet.add(abuf[i]);
        }
        for (int i = 0; i < n; i++) {
            int m = buf[i];
            int d = Move.to(m);
            if (d == to || d == from || afterSet.contains(m)) {
                continue;
            }
            int pc = b.pieceAt(Move.from(m));
            if (b.pieceAt(d) != Piece.EMPTY && Piece.kind(pc) == Piece.CANNON) {
                continue;
            }
            return Move.from(m);
        }
        return -1;
    }
}
