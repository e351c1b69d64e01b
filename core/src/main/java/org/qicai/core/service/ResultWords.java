package org.qicai.core.service;

import java.util.Locale;
import java.util.Optional;
import org.qicai.core.UserError;
import org.qicai.core.model.Result;
import org.qicai.core.model.ResultEntry;
import org.qicai.core.spi.Discipline;

/**
 * 成绩的写法 — the one reader of a result as the arbiter types it, for every front end (the CLI's {@code result},
 * {@code team result} and {@code protest decide}, the rounds and team views): first the discipline's words
 * ({@link Discipline#parseResultEntry}: 红胜 黑胜 和; Go's 黑中盘胜, {@code B+3/4}, {@code W+1¼}, 重下), then the codes
 * ({@link Result#parseCode}: {@code 1-0 0-1 1/2 +/- -/+ -/-}, {@code *} clears). Anything else is refused in words
 * that say what the discipline reads. And the one writer of a result in words.
 */
public final class ResultWords {

    private ResultWords() {
    }

    /** Reads {@code text}; {@code *} (and only it, or a 重下) leaves the board without a result. */
    public static ResultEntry parse(Discipline d, String text) {
        return parse(d, text, "");
    }

    /**
     * The same, the refusal naming where the text was given ({@code --result}).
     *
     * @param where prefixed to the refusal, may be empty
     */
    public static ResultEntry parse(Discipline d, String text, String where) {
        String t = text == null ? "" : text.strip();
        Optional<ResultEntry> e = t.isEmpty() ? Optional.empty() : d.parseResultEntry(t);
        return e.or(() -> Result.parseCode(t).map(ResultEntry::of))
                .filter(x -> x.result().isDecided() || !x.detail().isNone() || t.equals("*"))
                .orElseThrow(() -> UserError.zh(where + "“" + t + "”不是比赛结果；请用 " + d.resultHint(Locale.CHINESE),
                        (where.isEmpty() ? "" : where + " ") + "'" + t + "' is not a result; use "
                        + d.resultHint(Locale.ENGLISH)));
    }

    /** A decided result ({@code protest decide --result}): a clearing {@code *} or a 重下 is refused in words. */
    public static ResultEntry parseDecided(Discipline d, String text, String where) {
        ResultEntry e = parse(d, text, where);
        if (!e.result().isDecided()) {
            throw UserError.zh(where + "“" + text.strip() + "”没有给出胜负；请用 " + d.resultHint(Locale.CHINESE),
                    (where.isEmpty() ? "" : where + " ") + "'" + text.strip() + "' decides no game; use "
                    + d.resultHint(Locale.ENGLISH));
        }
        return e;
    }

    /**
     * The result in words, with how it was decided when that was said: 红胜; Go 黑中盘胜, 黑胜3/4子, 重下. Empty for
     * a board without a result and nothing said.
     */
    public static String words(Discipline d, ResultEntry e, Locale locale) {
        if (e.detail().isNone()) {
            return e.result().isDecided() ? d.resultWord(e.result(), locale) : "";
        }
        return d.resultWord(e.result(), e.detail(), locale);
    }
}
