package org.qicai.core.game;

import java.util.Locale;

/**
 * The verdict of a count (Go 004 第九条): {@code winner} is {@code black}, {@code white} or {@code jigo} (和棋, a
 * margin of exactly 0); {@code quarters} is the exact margin in quarters of the unit (3 = ¾), never negative;
 * {@code unit} is {@code stones} (Chinese area counting, 子) or {@code points} (Japanese/Korean, 目). The words
 * (黑胜3/4子, 白胜1又1/4子, 和棋; "Black wins by 3/4 stone") and the arithmetic shown ("185 − 184¼ = ¾").
 */
public record CountResult(String winner, int quarters, String unit, String wordsZh, String wordsEn,
                          String arithmetic) {

    public CountResult {
        if (!winner.equals("black") && !winner.equals("white") && !winner.equals("jigo")) {
            throw new IllegalArgumentException("winner is black, white or jigo, not " + winner);
        }
        if (quarters < 0 || winner.equals("jigo") != (quarters == 0)) {
            throw new IllegalArgumentException("margin " + quarters + "/4 for " + winner);
        }
        if (!unit.equals("stones") && !unit.equals("points")) {
            throw new IllegalArgumentException("unit is stones or points, not " + unit);
        }
    }

    /** The margin as a number of stones or points (exact: a multiple of ¼). */
    public double margin() {
        return quarters / 4.0;
    }

    /** The words in the given language (Chinese unless English is asked for). */
    public String words(Locale locale) {
        return locale != null && "en".equals(locale.getLanguage()) ? wordsEn : wordsZh;
    }
}
