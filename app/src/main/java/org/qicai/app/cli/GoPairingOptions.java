package org.qicai.app.cli;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.OptionalInt;
import org.qicai.core.UserError;
import org.qicai.core.game.GoRank;
import org.qicai.core.plugin.ExtensionRegistry;
import org.qicai.core.spi.PairingSystem;
import picocli.CommandLine.Option;

/**
 * OpenGotha's parameters as options of {@code qicai event new … --system mcmahon|go-swiss} (issue 15 item 8), a
 * picocli mixin: each is stored as the event option the McMahon plugin reads ({@code og.genMMBar} …), whose default
 * (the plugin's, OpenGotha's) the help states. Ranks are read by {@link GoRank} and stored as OpenGotha writes them
 * ({@code 4d}, {@code 4段} → {@code 4D}); the seeding systems and the handicap ceiling are checked against the
 * plugin's choices when the event is created. Given with another system they are refused, nothing is written.
 */
final class GoPairingOptions {
    /** The systems these options belong to. */
    static final List<String> SYSTEMS = List.of("mcmahon", "go-swiss");

    @Option(names = "--bar", paramLabel = "RANK")
    String bar;
    @Option(names = "--floor", paramLabel = "RANK")
    String floor;
    @Option(names = "--seeding1", paramLabel = "SYSTEM")
    String seeding1;
    @Option(names = "--seeding1-until", paramLabel = "R")
    Integer seeding1Until;
    @Option(names = "--seeding2", paramLabel = "SYSTEM")
    String seeding2;
    @Option(names = "--handicap-by", paramLabel = "mms|rank")
    String handicapBy;
    @Option(names = "--handicap-ceiling", paramLabel = "N")
    Integer handicapCeiling;
    @Option(names = "--handicap-correction", paramLabel = "N")
    Integer handicapCorrection;
    @Option(names = "--no-handicap-from", paramLabel = "RANK")
    String noHandicapFrom;
    @Option(names = "--placement", paramLabel = "LIST")
    String placement;

    /** The option keys by command-line name, in the order of the help. */
    static final Map<String, String> KEYS = keys();

    private static Map<String, String> keys() {
        Map<String, String> k = new LinkedHashMap<>();
        k.put("--bar", "og.genMMBar");
        k.put("--floor", "og.genMMFloor");
        k.put("--seeding1", "og.paiMaSeedSystem1");
        k.put("--seeding1-until", "og.paiMaLastRoundForSeedSystem1");
        k.put("--seeding2", "og.paiMaSeedSystem2");
        k.put("--handicap-by", "og.hdBasedOnMMS");
        k.put("--handicap-ceiling", "og.hdCeiling");
        k.put("--handicap-correction", "og.hdCorrection");
        k.put("--no-handicap-from", "og.hdNoHdRankThreshold");
        k.put("--placement", "og.placement");
        return java.util.Collections.unmodifiableMap(k);
    }

    /**
     * Adds the options given to {@code opts} under their event keys, after checking them; refuses them for a system
     * other than McMahon / Go Swiss.
     */
    void into(Map<String, String> opts, String system, ExtensionRegistry plugins) {
        Map<String, String> given = new LinkedHashMap<>();
        rank(given, "--bar", bar);
        rank(given, "--floor", floor);
        word(given, "--seeding1", seeding1);
        if (seeding1Until != null) {
            if (seeding1Until < 0) {
                throw UserError.zh("--seeding1-until 应为 0 或正整数，不能是 " + seeding1Until,
                        "--seeding1-until must be 0 or more, not " + seeding1Until);
            }
            given.put("--seeding1-until", seeding1Until.toString());
        }
        word(given, "--seeding2", seeding2);
        if (handicapBy != null) {
            String v = handicapBy.strip().toLowerCase(Locale.ROOT);
            if (!v.equals("mms") && !v.equals("rank")) {
                throw UserError.zh("--handicap-by 应为 mms（按麦克马洪分之差）或 rank（按段级位之差），不能是“" + handicapBy + "”",
                        "--handicap-by must be mms (from the McMahon scores) or rank (from the ranks), not '"
                                + handicapBy + "'");
            }
            given.put("--handicap-by", String.valueOf(v.equals("mms")));
        }
        if (handicapCeiling != null) {
            given.put("--handicap-ceiling", handicapCeiling.toString());
        }
        if (handicapCorrection != null) {
            if (handicapCorrection < 0 || handicapCorrection > 9) {
                throw UserError.zh("--handicap-correction 应在 0 到 9 之间，不能是 " + handicapCorrection,
                        "--handicap-correction must be 0 to 9, not " + handicapCorrection);
            }
            given.put("--handicap-correction", handicapCorrection.toString());
        }
        rank(given, "--no-handicap-from", noHandicapFrom);
        if (placement != null) {
            String v = placement.strip().toUpperCase(Locale.ROOT).replace(" ", "");
            if (!v.matches("[A-Z0-9]+(,[A-Z0-9]+)*")) {
                throw UserError.zh("--placement 应为逗号分隔的 OpenGotha 名次标准，如 MMS,SOSM,SOSOSM，不能是“" + placement + "”",
                        "--placement must be OpenGotha placement criteria separated by commas, such as "
                                + "MMS,SOSM,SOSOSM, not '" + placement + "'");
            }
            given.put("--placement", v);
        }
        if (given.isEmpty()) {
            return;
        }
        String id = plugins.find(PairingSystem.class, system).map(PairingSystem::id).orElse(system);
        if (!SYSTEMS.contains(id)) {
            String names = String.join(" ", given.keySet());
            throw UserError.zh(names + " 只用于 mcmahon（麦克马洪制）和 go-swiss（围棋瑞士制），本赛事的编排制度是 " + system,
                    names + " apply to mcmahon and go-swiss only; this event's system is " + system);
        }
        given.forEach((name, v) -> opts.put(KEYS.get(name), v));
    }

    private static void rank(Map<String, String> given, String name, String text) {
        if (text == null) {
            return;
        }
        OptionalInt r = GoRank.parse(text);
        if (r.isEmpty()) {
            throw UserError.zh(name + " 应为段级位，如 4D、20K、3段，不能是“" + text + "”",
                    name + " must be a rank such as 4D, 20K or 3段, not '" + text + "'");
        }
        given.put(name, GoRank.format(r.getAsInt()));
    }

    private static void word(Map<String, String> given, String name, String text) {
        if (text != null) {
            given.put(name, text.strip().toUpperCase(Locale.ROOT));
        }
    }
}
