package org.qicai.core.service;

import java.util.ArrayList;
import java.util.List;
import org.qicai.core.model.PenaltyKind;

/**
 * The penalty log's words: a consequence line in both languages, an effect as the journal names it, a clock penalty
 * in minutes ({@link PenaltyService} writes them with each entry).
 */
final class PenaltyWords {
    private PenaltyWords() {
    }

    static String describe(List<PenaltyService.Effect> effects) {
        List<String> out = new ArrayList<>();
        for (PenaltyService.Effect e : effects) {
            out.add(switch (e.kind()) {
                case RESULT -> "r" + e.round() + "b" + e.board() + " " + (e.before().isDecided() ? e.before().code()
                        : "pending") + "→" + (e.after().isDecided() ? e.after().code() : "pending") + " (" + e.clause() + ")";
                case CLOCK -> "r" + e.round() + "b" + e.board() + " " + e.side() + " clock " + (e.clockMillis() > 0 ? "+" : "")
                        + e.clockMillis() + " ms (" + e.clause() + ")";
                case WITHDRAWAL -> "#" + e.player() + " withdrawn after round " + e.round() + " (" + e.clause() + ")";
            });
        }
        return String.join("; ", out);
    }

    static String kindZh(PenaltyKind k) {
        return switch (k) {
            case FOUL -> "犯规";
            case WARNING -> "警告";
            default -> "判罚";
        };
    }

    static String kindEn(PenaltyKind k) {
        return switch (k) {
            case FOUL -> "foul";
            case WARNING -> "warning";
            default -> "penalty";
        };
    }


    /** 5分钟, 90秒, 1分30秒. */
    static String minutes(long millis, boolean en) {
        long s = millis / 1000;
        if (en) {
            return s + " s";
        }
        if (s % 60 == 0) {
            return s / 60 + "分钟";
        }
        return s < 60 ? s + "秒" : s / 60 + "分" + s % 60 + "秒";
    }

    /** Consequence lines in both languages. */
    static final class Lines {
        private final List<String> zh = new ArrayList<>();
        private final List<String> en = new ArrayList<>();

        void add(String z, String e) {
            zh.add(z);
            en.add(e);
        }

        String zh() {
            return String.join("；", zh);
        }

        String en() {
            return String.join("; ", en);
        }
    }
}
