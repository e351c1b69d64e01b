package org.qicai.core.game;

import java.util.Locale;

/**
 * Why a record cannot be read or a move cannot be played: the ply (from 1; 0 when the fault is not in a
 * move, e.g. a bad FEN or tag), the text as written, and the reason in both languages
 * ({@code 第3着 车九进五：车不能越过己方兵}).
 */
public record RecordError(int ply, String text, String reasonZh, String reasonEn) {

    /** The whole message: ply, text and reason, in the given language. */
    public String message(Locale locale) {
        boolean en = locale != null && "en".equals(locale.getLanguage());
        if (ply <= 0) {
            return en ? (text == null || text.isEmpty() ? reasonEn : text + ": " + reasonEn)
                    : (text == null || text.isEmpty() ? reasonZh : text + "：" + reasonZh);
        }
        return en ? "ply " + ply + " " + text + ": " + reasonEn : "第" + ply + "着 " + text + "：" + reasonZh;
    }
}
