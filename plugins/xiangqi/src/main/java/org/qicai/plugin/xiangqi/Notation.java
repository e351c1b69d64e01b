package org.qicai.plugin.xiangqi;

import java.util.List;
import java.util.Locale;
import org.qicai.core.spi.Named;

/**
 * 7.5 记录方式: the names used to write moves. Red counts files 一…九 from its right, black 1…9;
 * a move is piece, file, direction (进 forward, 退 back, 平 sideways), then file or distance —
 * complete (炮二平五 马8进7) or abbreviated (炮25 马87).
 */
public final class Notation {
    private Notation() {
    }

    /** Red's pieces: 帅 仕 相 马 车 炮 兵. */
    public static final List<String> RED_PIECES = List.of("帅", "仕", "相", "马", "车", "炮", "兵");
    /** Black's pieces: 将 士 象 马 车 炮 卒. */
    public static final List<String> BLACK_PIECES = List.of("将", "士", "象", "马", "车", "炮", "卒");
    /** Red's file numerals, right to left from red's side. */
    public static final List<String> RED_FILES = List.of("一", "二", "三", "四", "五", "六", "七", "八", "九");
    /** Directions: forward, back, sideways. */
    public static final List<String> DIRECTIONS = List.of("进", "退", "平");

    /** The reminder printed at the foot of a scoresheet. */
    public static List<String> legend(Locale locale) {
        if (Named.isEnglish(locale)) {
            return List.of("Notation (xq 7.5): piece, file, direction (进 forward, 退 back, 平 sideways), file or distance",
                    "complete 炮二平五 马8进7 · abbreviated 炮25 马87 · red files 一…九, black 1…9");
        }
        return List.of("记录方式（7.5）：完整 炮二平五 马8进7；简写 炮25 马87。红方用一至九，黑方用1至9；进、退、平。",
                "红：帅 仕 相 马 车 炮 兵　黑：将 士 象 马 车 炮 卒。每连续漏记4着判犯规一次（7.1）。");
    }
}
