package org.qicai.plugin.cnswiss;

import org.qicai.core.model.Side;

/**
 * The absolute rules of 积分编排 — a pair breaking one is never made: no rematch (附录二 2),
 * same-unit avoidance while it applies (附录二 3), and colours (附录二 4): nobody gets one colour more
 * than {@code max-colour-run} times in a row (连三) or ends more than {@code max-colour-difference}
 * games ahead of one colour (多三). A pair is allowed when some colour allocation keeps both inside.
 */
final class Rules {
    /** Which absolute rule forbids a pair. */
    enum Block {
        REMATCH("附录二 2 不得重复相遇", "no rematch"),
        UNIT("附录二 3 同单位回避", "same unit"),
        COLOUR("附录二 4 不连三、不多三", "colour limits");

        final String zh;
        final String en;

        Block(String zh, String en) {
            this.zh = zh;
            this.en = en;
        }
    }

    private final Field f;
    private final boolean units;
    private final boolean[] canRed;
    private final boolean[] canBlack;
    private final boolean rematchOn;
    private final boolean colourOn;

    Rules(Field f, CnSwissSettings s) {
        this(f, s, true, s.unitAvoidanceIn(f.round), true);
    }

    private Rules(Field f, CnSwissSettings s, boolean rematchOn, boolean units, boolean colourOn) {
        this.f = f;
        this.units = units;
        this.rematchOn = rematchOn;
        this.colourOn = colourOn;
        int n = f.size();
        canRed = new boolean[n];
        canBlack = new boolean[n];
        for (int i = 0; i < n; i++) {
            canRed[i] = allowed(f, s, i, Side.FIRST);
            canBlack[i] = allowed(f, s, i, Side.SECOND);
        }
    }

    /** The same rules with one of them switched off (to tell the arbiter which rule blocks a round). */
    Rules without(Block b, CnSwissSettings s) {
        return new Rules(f, s, rematchOn && b != Block.REMATCH, units && b != Block.UNIT, colourOn && b != Block.COLOUR);
    }

    boolean unitsActive() {
        return units;
    }

    private static boolean allowed(Field f, CnSwissSettings s, int i, Side side) {
        if (f.run(i, s.maxColourRun()) == side) {
            return false; // 连三
        }
        int d = f.colourDiff[i] + (side == Side.FIRST ? 1 : -1);
        return Math.abs(d) <= s.maxColourDifference(); // 多三
    }

    boolean canTake(int i, Side side) {
        return side == Side.FIRST ? canRed[i] : canBlack[i];
    }

    /** Whether {@code a} may play red against {@code b}. */
    boolean allowsRed(int a, int b) {
        return !colourOn || (canRed[a] && canBlack[b]);
    }

    boolean legal(int a, int b) {
        if (a == b) {
            return false;
        }
        if (units && f.sameUnit(a, b)) {
            return false;
        }
        if (colourOn && !((canRed[a] && canBlack[b]) || (canBlack[a] && canRed[b]))) {
            return false;
        }
        return !(rematchOn && f.hasMet(a, b));
    }

    /** The first absolute rule that forbids the pair, or null. */
    Block block(int a, int b) {
        if (rematchOn && f.hasMet(a, b)) {
            return Block.REMATCH;
        }
        if (units && f.sameUnit(a, b)) {
            return Block.UNIT;
        }
        if (colourOn && !((canRed[a] && canBlack[b]) || (canBlack[a] && canRed[b]))) {
            return Block.COLOUR;
        }
        return null;
    }
}
