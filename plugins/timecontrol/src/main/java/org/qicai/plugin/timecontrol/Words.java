package org.qicai.plugin.timecontrol;

import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.qicai.core.spi.Named;
import org.qicai.plugin.timecontrol.Spec.Overtime;
import org.qicai.plugin.timecontrol.Spec.Plan;
import org.qicai.plugin.timecontrol.Spec.SidePlan;
import org.qicai.plugin.timecontrol.Spec.Stage;

/** A parsed time control in words, Chinese or English, naming the rule it comes from when it is one. */
final class Words {
    private Words() {
    }

    /** Specs the sources name, with where. */
    private static final Map<String, String[]> KNOWN = Map.ofEntries(
            Map.entry("40/5400:10/900", new String[] {"6.1", "6.1"}),
            Map.entry("30/3600:10/600", new String[] {"6.2", "6.2"}),
            Map.entry("40/600:30/300", new String[] {"6.3 快棋", "6.3 rapid"}),
            Map.entry("30/300", new String[] {"6.4 快棋", "6.4 rapid"}),
            Map.entry("30/1800+jp:1x30", new String[] {"000 快棋规定", "000 rapid rule"}),
            Map.entry("7200+10", new String[] {"xq2020 第15条 慢棋", "xq2020 §15 standard"}),
            Map.entry("1800+10", new String[] {"xq2020 第15条 快棋", "xq2020 §15 rapid"}),
            Map.entry("600+5", new String[] {"xq2020 第15条 超快棋", "xq2020 §15 blitz"}),
            Map.entry("3600+20", new String[] {"青少年锦标赛", "youth championship"}),
            Map.entry("red:4800+30;black:2400+30", new String[] {"2007 贴时", "2007 time odds"}));

    static String describe(Plan p, Locale locale) {
        boolean en = Named.isEnglish(locale);
        String text = switch (p.family()) {
            case ARMAGEDDON -> armageddon(p, en);
            case ASYMMETRIC -> {
                String a = p.colourKeys() ? (en ? "Red" : "红方") : (en ? "First" : "先行方");
                String b = p.colourKeys() ? (en ? "Black" : "黑方") : (en ? "Second" : "后行方");
                yield en ? a + ": " + side(p.first(), true, false) + "; " + b + ": " + side(p.second(), true, false)
                        : a + "：" + side(p.first(), false, false) + "；" + b + "：" + side(p.second(), false, false);
            }
            default -> side(p.first(), en, true);
        };
        String[] known = KNOWN.get(p.canonical());
        if (known != null) {
            text += en ? " (" + known[1] + ")" : "（" + known[0] + "）";
        }
        return text;
    }

    private static String armageddon(Plan p, boolean en) {
        long a = p.first().stages().get(0).millis();
        long b = p.second().stages().get(0).millis();
        long inc = p.first().stages().get(0).incMillis();
        if (en) {
            return "Armageddon: first player (red) " + d(a, true) + ", second (black) " + d(b, true)
                    + (inc > 0 ? ", + " + d(inc, true) + " per move" : "") + "; a draw counts as a win for the second player";
        }
        return "决胜局（Armageddon）：先走方（红方）" + d(a, false) + "，后走方（黑方）" + d(b, false)
                + (inc > 0 ? "，每走一着加" + d(inc, false) : "") + "；和棋判后走方胜";
    }

    /** One side's plan; {@code perPlayer} adds "每方 / per player". */
    private static String side(SidePlan p, boolean en, boolean perPlayer) {
        List<Stage> st = p.stages();
        StringBuilder sb = new StringBuilder();
        Stage s0 = st.get(0);
        if (st.size() == 1 && s0.moves() == 0) {
            if (en) {
                sb.append(d(s0.millis(), true)).append(perPlayer ? " per player" : "");
                sb.append(s0.incMillis() > 0 ? " + " + d(s0.incMillis(), true) + " per move"
                        : p.overtime() == null ? " for the whole game, first to run out loses (6.5)" : "");
            } else {
                if (s0.incMillis() > 0 || p.overtime() != null) {
                    sb.append(perPlayer ? "每方" : "").append("基本用时").append(d(s0.millis(), false));
                    if (s0.incMillis() > 0) {
                        sb.append("，每走一着加").append(d(s0.incMillis(), false));
                    }
                } else {
                    sb.append(perPlayer ? "每方" : "").append(d(s0.millis(), false)).append("包干使用，不计着数，先超时者判负（6.5）");
                }
            }
        } else {
            for (int i = 0; i < st.size(); i++) {
                Stage s = st.get(i);
                boolean last = i == st.size() - 1;
                if (en) {
                    if (i > 0) {
                        sb.append(", then ");
                    }
                    if (s.moves() == 0) {
                        sb.append(d(s.millis(), true)).append(" for the rest of the game");
                    } else if (last && p.repeatsLast() && i > 0) {
                        sb.append(s.moves()).append(" moves per ").append(d(s.millis(), true))
                                .append(" until the end");
                    } else {
                        sb.append(s.moves()).append(" moves in ").append(d(s.millis(), true));
                        if (last && p.repeatsLast()) {
                            sb.append(", repeated until the end");
                        }
                    }
                    if (s.incMillis() > 0) {
                        sb.append(" (+ ").append(d(s.incMillis(), true)).append(" per move)");
                    }
                } else {
                    if (i > 0) {
                        sb.append("，");
                    }
                    if (s.moves() == 0) {
                        sb.append("其后").append(d(s.millis(), false)).append("包干使用");
                    } else if (last && p.repeatsLast() && i > 0) {
                        sb.append("以后每").append(d(s.millis(), false)).append("内必须走满").append(s.moves())
                                .append("着，直至对局结束");
                    } else {
                        sb.append(i == 0 ? "第一时限" : "第" + cn(i + 1) + "时限").append(d(s.millis(), false))
                                .append("内必须走满").append(s.moves()).append("着");
                        if (last && p.repeatsLast()) {
                            sb.append("，以后每").append(d(s.millis(), false)).append("内走满").append(s.moves())
                                    .append("着，直至对局结束");
                        }
                    }
                    if (s.incMillis() > 0) {
                        sb.append("（每走一着加").append(d(s.incMillis(), false)).append("）");
                    }
                }
            }
            if (perPlayer && !en) {
                sb.insert(0, "每方");
            }
        }
        Overtime o = p.overtime();
        if (o != null) {
            boolean afterQuota = st.get(st.size() - 1).moves() > 0;
            if (en) {
                sb.append(afterQuota ? "; once the moves are made (unused time lapses), " : "; then ");
                sb.append(switch (o.kind()) {
                    case JAPANESE -> o.count() == 1 ? "every move within " + d(o.periodMillis(), true)
                            : "byo-yomi " + o.count() + " × " + d(o.periodMillis(), true)
                            + " (a move within a period keeps it)";
                    case CANADIAN -> "Canadian overtime: " + o.count() + " moves per " + d(o.periodMillis(), true);
                    case CHINESE -> o.count() + " minutes kept for counting: a move under a minute costs nothing, "
                            + "each full minute deducts one (go 3)";
                });
            } else {
                sb.append(afterQuota ? "；走满后（余时不再保留）" : "；用完后");
                sb.append(switch (o.kind()) {
                    case JAPANESE -> o.count() == 1 ? "每着须在" + d(o.periodMillis(), false) + "内走完，超时判负"
                            : "读秒" + o.count() + "次，每次" + d(o.periodMillis(), false) + "（该次内走棋不扣次数）";
                    case CANADIAN -> "加拿大读秒：每" + d(o.periodMillis(), false) + "内走满" + o.count() + "着";
                    case CHINESE -> "保留" + o.count() + "分钟读秒：一着用时不足一分钟不计，每满一分钟扣除一分钟（004 第三条）";
                });
            }
        }
        return sb.toString();
    }

    private static String cn(int n) {
        String[] d = {"零", "一", "二", "三", "四", "五", "六", "七", "八", "九", "十"};
        return n <= 10 ? d[n] : Integer.toString(n);
    }

    /** A duration in words: 90分钟, 1分30秒, 30秒 / 90 min, 1 min 30 s, 30 s. */
    static String d(long millis, boolean en) {
        long s = millis / 1000;
        long m = s / 60;
        long r = s % 60;
        if (en) {
            if (m == 0) {
                return r + " s";
            }
            return r == 0 ? m + " min" : m + " min " + r + " s";
        }
        if (m == 0) {
            return r + "秒";
        }
        return r == 0 ? m + "分钟" : m + "分" + r + "秒";
    }
}
