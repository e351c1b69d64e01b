package org.qicai.core.game;

import java.util.Map;
import java.util.Optional;
import org.qicai.core.model.Player;

/**
 * A Go player's name as OpenGotha holds it: a name (family name) and a first name, both needed (OpenGotha's
 * {@code Player} refuses an empty one, and a file with such a player does not open). One rule for the three places
 * that need it — the OpenGotha import ({@link #fullName}), the export and the McMahon pairing ({@link #split}) — so
 * that an event paired here and the same event exported and paired in OpenGotha order their players alike: OpenGotha
 * sorts equal players by name, then first name, and seeds its random tie-breaker with name + first name.
 */
public final class GoNames {
    /** The options' prefix of an imported OpenGotha file's own values ({@code og.player.N.name} …). */
    private static final String PLAYER = "og.player.";

    private GoNames() {
    }

    /**
     * A player's name in QiCai from OpenGotha's name and first name: {@code name firstName}, except that a
     * one-character Chinese, Japanese or Korean family name is joined to a CJK first name without a space, as such
     * names are written ({@code 常} + {@code 昊} → {@code 常昊}, and {@link #split} splits {@code 张三} into
     * {@code 张} + {@code 三}, so an exported name comes back as it was); {@code 欧阳} + {@code 明} stays {@code 欧阳 明}.
     */
    public static String fullName(String name, String firstName) {
        String n = name.strip();
        String f = firstName.strip();
        if (!f.isEmpty() && n.codePointCount(0, n.length()) == 1 && cjk(n.codePointAt(0)) && cjk(f.codePointAt(0))) {
            return n + f;
        }
        return (n + " " + f).strip();
    }

    /** Whether a character is Chinese, Japanese or Korean (Han, kana, Hangul). */
    public static boolean cjk(int codePoint) {
        Character.UnicodeScript s = Character.UnicodeScript.of(codePoint);
        return s == Character.UnicodeScript.HAN || s == Character.UnicodeScript.HIRAGANA
                || s == Character.UnicodeScript.KATAKANA || s == Character.UnicodeScript.HANGUL;
    }

    /**
     * The player's OpenGotha name and first name: the imported file's own ({@code og.player.N.name},
     * {@code .first-name}) while they still spell the player's name — a player renamed in QiCai goes by his new
     * name —; else the name split at its first space ({@code Noguchi Motoki} → Noguchi / Motoki); else, for a
     * Chinese, Japanese or Korean name written without a space, its first character as family name ({@code 张三} →
     * 张 / 三, {@code 欧阳明} → 欧 / 阳明: every family name one character long, so OpenGotha's name-then-first-name
     * order is the order of the whole names; {@link #fullName} joins them back without a space).
     *
     * @return {@code {name, firstName}}, or empty when the name is one word or one character
     */
    public static Optional<String[]> split(Player p, Map<String, String> options) {
        String k = PLAYER + p.no() + ".";
        String name = options.get(k + "name");
        String first = options.get(k + "first-name");
        if (name != null && first != null && !name.isBlank() && !first.isBlank()
                && fullName(name, first).equals(p.name())) {
            return Optional.of(new String[] {name, first});
        }
        String whole = p.name().strip();
        String[] words = whole.split("[\\s\u3000]+", 2);
        if (words.length == 2) {
            return Optional.of(words);
        }
        if (whole.codePointCount(0, whole.length()) >= 2 && cjk(whole.codePointAt(0))) {
            int cut = whole.offsetByCodePoints(0, 1);
            return Optional.of(new String[] {whole.substring(0, cut), whole.substring(cut)});
        }
        return Optional.empty();
    }
}
