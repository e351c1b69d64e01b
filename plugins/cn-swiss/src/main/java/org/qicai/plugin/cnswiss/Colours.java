package org.qicai.plugin.cnswiss;

import java.util.Random;
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
                    ? new Choice(true, "先后手历史相同，单数轮名次在前者执红（附录二 4）")
                    : new Choice(false, "先后手历史相同，双数轮名次在后者执红（附录二 4）");
            case HIGHER_RED -> new Choice(true, "先后手历史相同，名次在前者执红");
            case LOT -> new Choice(lot.nextBoolean(), "先后手历史相同，抽签");
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
        return new Choice(red == a, "#" + f.no(red) + "红少（红黑差 " + signed(f.colourDiff[red]) + " 对 "
                + signed(red == a ? db : da) + "，附录二 4）");
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
            return new Choice(aRed, "交替：#" + f.no(who) + back + "执" + (had == Side.FIRST ? "红" : "黑") + "（附录二 4）");
        }
        return null;
    }

    private String limitText(int blocked, Side side, int other, Side otherSide) {
        String who = "#" + f.no(blocked);
        if (!rules.canTake(blocked, side)) {
            return who + "不能再执" + (side == Side.FIRST ? "红" : "黑") + reason(blocked, side);
        }
        return "#" + f.no(other) + "不能再执" + (otherSide == Side.FIRST ? "红" : "黑") + reason(other, otherSide);
    }

    private String reason(int i, Side side) {
        if (f.run(i, s.maxColourRun()) == side) {
            return "（不连三，附录二 4）";
        }
        return "（不多三，附录二 4）";
    }

    private static String signed(int d) {
        return d > 0 ? "+" + d : Integer.toString(d);
    }
}
