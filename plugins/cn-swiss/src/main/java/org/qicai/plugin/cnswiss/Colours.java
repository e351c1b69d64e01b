package org.qicai.plugin.cnswiss;

import java.util.Random;
import org.qicai.core.model.Explanation;
import org.qicai.core.model.Side;

/**
 * 附录二 4 colour allocation for a pair (a higher-placed than b): the absolute limits first (连三,
 * 多三), then by {@code colour-order} either balance (the player with fewer reds — the lower
 * red-minus-black count — gets red) before alternation (each alternates from the most recent game
 * in which their colours differed) or the reverse; identical histories: odd round the higher-placed
 * red, even round the lower-placed red [ours] (or as {@code colour-tie} says).
 */
final class Colours {
    /** Whether {@code a} is red, and why, in words for the explanation. */
    record Choice(boolean aRed, String why) {
    }

    private final Field f;
    private final CnSwissSettings s;
    private final Rules rules;
    private final Random lot;

    Colours(Field f, CnSwissSettings s, Rules rules, long seed) {
        this.f = f;
        this.s = s;
        this.rules = rules;
        this.lot = new Random(seed * 7_919L + f.round * 31L + 17);
    }

    Choice choose(int a, int b) {
        boolean aRedOk = rules.allowsRed(a, b);
        boolean bRedOk = rules.allowsRed(b, a);
        if (aRedOk && !bRedOk) {
            return new Choice(true, limitText(b, Side.FIRST, a, Side.SECOND));
        }
        if (bRedOk && !aRedOk) {
            return new Choice(false, limitText(a, Side.FIRST, b, Side.SECOND));
        }
        Choice c = s.colourOrder() == CnSwissSettings.ColourOrder.BALANCE_FIRST
                ? orElse(balance(a, b), alternation(a, b))
                : orElse(alternation(a, b), balance(a, b));
        if (c != null) {
            return c;
        }
        return switch (s.colourTie()) {
            case ODD_HIGHER_RED -> f.round % 2 == 1
                    ? new Choice(true, Explanation.of("先后手历史相同，单数轮名次在前者执红（附录二 4）",
                            "same colour history: odd round, the higher placed takes red (Appendix 2, 4)"))
                    : new Choice(false, Explanation.of("先后手历史相同，双数轮名次在后者执红（附录二 4）",
                            "same colour history: even round, the lower placed takes red (Appendix 2, 4)"));
            case HIGHER_RED -> new Choice(true, Explanation.of("先后手历史相同，名次在前者执红",
                    "same colour history: the higher placed takes red"));
            case LOT -> new Choice(lot.nextBoolean(), Explanation.of("先后手历史相同，抽签",
                    "same colour history: by lot"));
        };
    }

    private static Choice orElse(Choice a, Choice b) {
        return a != null ? a : b;
    }

    /** Fewer reds gets red: the lower red-minus-black count. */
    private Choice balance(int a, int b) {
        int da = f.colourDiff[a];
        int db = f.colourDiff[b];
        if (da == db) {
            return null;
        }
        int red = da < db ? a : b;
        return new Choice(red == a, Explanation.of("#" + f.no(red) + "红少（红黑差 " + signed(f.colourDiff[red]) + " 对 "
                + signed(red == a ? db : da) + "，附录二 4）", "#" + f.no(red) + " has had red less often (red minus black "
                + signed(f.colourDiff[red]) + " against " + signed(red == a ? db : da) + ", Appendix 2, 4)"));
    }

    /** Each alternates from the most recent game in which their colours differed. */
    private Choice alternation(int a, int b) {
        Side[] ca = f.colours[a];
        Side[] cb = f.colours[b];
        for (int i = 1; i <= Math.max(ca.length, cb.length); i++) {
            Side x = i <= ca.length ? ca[ca.length - i] : null;
            Side y = i <= cb.length ? cb[cb.length - i] : null;
            if (x == y) {
                continue;
            }
            boolean aRed = x != null ? x == Side.SECOND : y == Side.FIRST;
            int who = x != null ? a : b;
            Side had = x != null ? x : y;
            String back = i == 1 ? "上一局" : "倒数第" + i + "局";
            String backEn = i == 1 ? "the last game" : "game " + i + " from the end";
            return new Choice(aRed, Explanation.of("交替：#" + f.no(who) + back + "执" + (had == Side.FIRST ? "红" : "黑")
                    + "（附录二 4）", "alternation: #" + f.no(who) + " had " + (had == Side.FIRST ? "red" : "black")
                    + " in " + backEn + " (Appendix 2, 4)"));
        }
        return null;
    }

    private String limitText(int blocked, Side side, int other, Side otherSide) {
        int who = rules.canTake(blocked, side) ? other : blocked;
        Side not = who == blocked ? side : otherSide;
        boolean run = f.run(who, s.maxColourRun()) == not;
        return Explanation.of("#" + f.no(who) + "不能再执" + (not == Side.FIRST ? "红" : "黑")
                        + (run ? "（不连三，附录二 4）" : "（不多三，附录二 4）"),
                "#" + f.no(who) + " may not take " + (not == Side.FIRST ? "red" : "black") + " again"
                        + (run ? " (no third in a row, Appendix 2, 4)" : " (at most two more of one colour, Appendix 2, 4)"));
    }

    private static String signed(int d) {
        return d > 0 ? "+" + d : Integer.toString(d);
    }
}
