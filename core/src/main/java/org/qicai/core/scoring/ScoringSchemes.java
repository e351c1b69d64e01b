package org.qicai.core.scoring;

import java.util.List;
import java.util.Locale;
import java.util.Optional;

/** The scoring schemes of the rulebooks, as data. */
public final class ScoringSchemes {
    private ScoringSchemes() {
    }

    /**
     * xq 14.1 "每局棋结果，胜者1分，负者0分，和棋各记0.5分": win 1, draw ½, loss 0; 21.4 "缺席者是个人，'+'等于1分，
     * '-'号都等于0分"; the pairing bye as a win (附录二 7).
     */
    public static final ScoringScheme XQ_14_1 =
            new ScoringScheme("14.1", "胜1 和0.5 负0", "win 1, draw 0.5, loss 0", 2, 2, 1, 1, 0, 2, 0, 2, 2, 1, 0);
    /**
     * 2007 rules: win 2, draw 1, loss 0. The same numbers are the team match points of 14.2 ("场分记2分 … 平，
     * 各记1分"), where 21.4 makes a team's {@code +} worth 2 ("如果缺席者是队，'+'号等于2分").
     */
    public static final ScoringScheme TWO_ONE_ZERO =
            new ScoringScheme("2-1-0", "胜2 和1 负0", "win 2, draw 1, loss 0", 1, 2, 1, 1, 0, 2, 0, 2, 2, 1, 0);
    /** xq2020 "每场比赛获胜得 3 分 … 和棋得 1 分 … 失败得 0 分": win 3, draw 1, loss 0; {@code +} a win. */
    public static final ScoringScheme THREE_ONE_ZERO =
            new ScoringScheme("3-1-0", "胜3 和1 负0", "win 3, draw 1, loss 0", 1, 3, 1, 1, 0, 3, 0, 3, 3, 1, 0);
    /** 贴分 (2007) "胜方3分，负方0分；红方和局1分，黑方和局2分": win 3, loss 0, draw red 1 / black 2. */
    public static final ScoringScheme TIEFEN =
            new ScoringScheme("tiefen", "贴分 胜3 和红1黑2 负0", "handicap draw: win 3, draw red 1 / black 2", 1, 3, 1, 2,
                    0, 3, 0, 3, 3, 1, 0);

    public static final List<ScoringScheme> ALL = List.of(XQ_14_1, TWO_ONE_ZERO, THREE_ONE_ZERO, TIEFEN);

    public static Optional<ScoringScheme> byId(String id) {
        if (id == null) {
            return Optional.empty();
        }
        String k = id.strip().toLowerCase(Locale.ROOT);
        return switch (k) {
            case "14.1", "1-0.5-0", "1/2", "classic", "fide" -> Optional.of(XQ_14_1);
            case "2-1-0", "2007", "14.2", "team", "场分" -> Optional.of(TWO_ONE_ZERO);
            case "3-1-0", "2020", "xq2020" -> Optional.of(THREE_ONE_ZERO);
            case "tiefen", "贴分" -> Optional.of(TIEFEN);
            default -> k.startsWith("custom:") ? custom(k.substring("custom:".length())) : Optional.empty();
        };
    }

    /**
     * A scheme written as data: {@code custom:WIN,DRAW,LOSS} in points, the draw optionally as
     * {@code RED/BLACK} for a 贴分-like split — e.g. {@code custom:3,1,0}, {@code custom:1,0.5,0},
     * {@code custom:3,1/2,0}. {@code +} scores the win, {@code -} the loss (21.4); byes as in 14.1:
     * pairing and full bye a win, half bye the draw, zero bye nothing.
     */
    static Optional<ScoringScheme> custom(String spec) {
        String[] parts = spec.split(",");
        if (parts.length != 3) {
            return Optional.empty();
        }
        String[] draw = parts[1].split("/");
        if (draw.length > 2) {
            return Optional.empty();
        }
        List<String> values = new java.util.ArrayList<>(List.of(parts[0], draw[0], draw.length == 2 ? draw[1] : draw[0],
                parts[2]));
        int scale = 0;
        try {
            for (String v : values) {
                java.math.BigDecimal d = new java.math.BigDecimal(v.strip()).stripTrailingZeros();
                if (d.signum() < 0 || d.scale() > 2) {
                    return Optional.empty();
                }
                scale = Math.max(scale, Math.max(d.scale(), 0));
            }
        } catch (NumberFormatException e) {
            return Optional.empty();
        }
        int den = scale == 0 ? 1 : scale == 1 ? 10 : 100;
        int[] u = new int[4];
        for (int i = 0; i < 4; i++) {
            u[i] = (int) Points.parse(values.get(i), den);
        }
        if (u[0] <= u[3] || u[1] > u[0] || u[2] > u[0] || u[1] < u[3] || u[2] < u[3]) {
            return Optional.empty();
        }
        String id = "custom:" + spec.replace(" ", "");
        String text = Points.format(u[0], den) + "/" + (u[1] == u[2] ? Points.format(u[1], den)
                : Points.format(u[1], den) + "|" + Points.format(u[2], den)) + "/" + Points.format(u[3], den);
        return Optional.of(new ScoringScheme(id, "自定义 " + text, "custom " + text, den, u[0], u[1], u[2], u[3], u[0],
                u[3], u[0], u[0], u[1], u[3]));
    }

    /** Like {@link #byId} but fails with a message listing the known ids (an error the arbiter can fix). */
    public static ScoringScheme require(String id) {
        return byId(id).orElseThrow(() -> org.qicai.core.UserError.zh(
                "没有名为“" + id + "”的计分办法；可用：14.1, 2-1-0 (14.2), 3-1-0, tiefen, custom:WIN,DRAW,LOSS（胜、和、负的分值）",
                "unknown scoring scheme '" + id + "'; known: 14.1, 2-1-0 (14.2), 3-1-0, tiefen, custom:WIN,DRAW,LOSS"));
    }
}
