package org.qicai.core.io.opengotha;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;
import org.qicai.core.UserError;
import org.qicai.core.game.GoRank;
import org.qicai.core.game.GoNames;
import org.qicai.core.model.ByeKind;
import org.qicai.core.model.EventSettings;
import org.qicai.core.model.EventSnapshot;
import org.qicai.core.model.Pairing;
import org.qicai.core.model.Player;
import org.qicai.core.model.Result;
import org.qicai.core.model.Round;

/**
 * A Go event as an OpenGotha tournament (issue 15 item 6), the inverse of {@link OgSnapshots#before}: what an
 * imported file kept in the event's {@code og.*} options is written back as it was; an event made in QiCai gets
 * the same values the McMahon engine reads ({@code og.player.N.*} else the player's name, title as rank — else
 * his rating in EGF steps —, unit as club, the name split into OpenGotha's name and first name by {@link GoNames#split}).
 * What QiCai changed after an import wins: a player's or the event's new name, the event's venue, chief arbiter
 * and dates. Start number N is the N-th {@code Player}; a board's first player is Black. A pairing bye is a
 * {@code ByePlayer}; any other bye (half point, zero, full point set by the arbiter) and a withdrawal are
 * OpenGotha's absence, a 0 in {@code participating}. What OpenGotha 3.51 cannot open (checked with its own reader)
 * is refused in words: more than {@link #MAX_ROUNDS} rounds or {@link #MAX_PLAYERS} players, a one-word name, a
 * country code not of two letters, category limits that do not match the number of categories.
 */
public final class OgExport {

    private OgExport() {
    }

    /**
     * The tournament of {@code s}.
     *
     * @param defaults the event system's option defaults ({@code og.ATTRIBUTE} → value), written where the event
     *                 has no value of its own, so that OpenGotha pairs by the parameters QiCai paired by
     * @param placement the placement criteria when the event has no {@code og.placement}
     * @param rounds    the planned number of rounds, when the event has no {@code og.numberOfRounds}
     */
    public static OgTournament tournament(EventSnapshot s, Map<String, String> defaults, String placement, int rounds) {
        EventSettings st = s.settings();
        if (!"go".equals(st.discipline())) {
            throw UserError.zh("只有围棋赛事可以导出为 OpenGotha 文件（本赛事项目为 " + st.discipline() + "）",
                    "only a Go event can be exported as an OpenGotha file (this event's discipline is "
                            + st.discipline() + ")");
        }
        Map<String, String> o = st.options();
        Map<String, String> general = new LinkedHashMap<>();
        Map<String, String> handicap = new LinkedHashMap<>();
        Map<String, String> pairing = new LinkedHashMap<>();
        Map<String, String> display = new LinkedHashMap<>();
        Map<String, String> publish = new LinkedHashMap<>();
        Map<String, String> params = new LinkedHashMap<>(defaults);
        o.forEach((k, v) -> {
            if (k.startsWith(OgSnapshots.PREFIX)) {
                params.put(k, v);
            }
        });
        String place = placement;
        for (Map.Entry<String, String> e : params.entrySet()) {
            if (!e.getKey().startsWith(OgSnapshots.PREFIX)) {
                continue;
            }
            String a = e.getKey().substring(OgSnapshots.PREFIX.length());
            // a blank value is left out: QiCai's pairing then takes the default, and OpenGotha, reading no attribute, the
            // same default (reading an empty one, it fails on Integer.parseInt(""), and the file does not open)
            if (a.startsWith("player.") || a.startsWith("game.") || a.isEmpty() || e.getValue() == null
                    || e.getValue().isBlank()) {
                continue;
            }
            if (a.equals("placement")) {
                place = e.getValue();
            } else if (a.startsWith(OgSnapshots.DISPLAY)) {
                display.put(a.substring(OgSnapshots.DISPLAY.length()), e.getValue());
            } else if (a.startsWith(OgSnapshots.PUBLISH)) {
                publish.put(a.substring(OgSnapshots.PUBLISH.length()), e.getValue());
            } else if (a.startsWith("hd")) {
                handicap.put(a, e.getValue());
            } else if (a.startsWith("pai")) {
                pairing.put(a, e.getValue());
            } else {
                general.put(a, e.getValue());
            }
        }
        // the event's name, venue, chief arbiter and dates as QiCai has them (the file's own are kept only where QiCai has
        // none: without them OpenGotha shows location "Paris" and today's date); a rename in QiCai is exported
        general.put("name", st.name());
        general.putIfAbsent("shortName", st.name());
        String venue = o.getOrDefault(EventSettings.VENUE, "").strip();
        if (!venue.isEmpty()) {
            general.put("location", venue);
        }
        String chief = o.getOrDefault(EventSettings.CHIEF_ARBITER, "").strip();
        if (!chief.isEmpty()) {
            general.put("director", chief);
        }
        List<String> days = days(o.getOrDefault(EventSettings.DATES, ""));
        if (!days.isEmpty()) {
            general.put("beginDate", days.get(0));
            general.put("endDate", days.get(days.size() - 1));
        }
        // the event's board and komi (in points, as OpenGotha keeps it) where QiCai has them; Japanese/Korean rules
        // with no komi of the event's own: their 6.5 (OpenGotha's default is 7.5, the Chinese 3¾ stones)
        String size = o.getOrDefault(EventSettings.BOARD_SIZE, "").strip();
        if (!size.isEmpty()) {
            general.put("size", size);
        }
        String komi = o.getOrDefault(EventSettings.KOMI, "").strip();
        if (!komi.isEmpty()) {
            general.put("komi", komi);
        } else if ("japanese".equals(o.getOrDefault(EventSettings.GO_RULES, "").strip())) {
            general.put("komi", "6.5");
        }
        general.putIfAbsent("numberOfRounds", String.valueOf(Math.max(1, rounds)));
        int planned;
        try {
            planned = Integer.parseInt(general.get("numberOfRounds").strip());
        } catch (NumberFormatException e) {
            throw UserError.zh("选项 og.numberOfRounds（" + general.get("numberOfRounds") + "）不是整数",
                    "option og.numberOfRounds ('" + general.get("numberOfRounds") + "') is not an integer");
        }
        int lastRound = Math.max(planned, s.lastRound());
        if (lastRound > MAX_ROUNDS) {
            throw UserError.zh("OpenGotha 最多容纳 " + MAX_ROUNDS + " 轮，本赛事有 " + lastRound + " 轮，无法导出",
                    "OpenGotha holds at most " + MAX_ROUNDS + " rounds and this event has " + lastRound
                            + ": it cannot be exported");
        }
        if (s.players().size() > MAX_PLAYERS) {
            throw UserError.zh("OpenGotha 最多容纳 " + MAX_PLAYERS + " 名棋手，本赛事有 " + s.players().size() + " 名，无法导出",
                    "OpenGotha holds at most " + MAX_PLAYERS + " players and this event has " + s.players().size()
                            + ": it cannot be exported");
        }
        categories(general);
        List<String> crit = new ArrayList<>();
        for (String c : place.split(",")) {
            if (!c.isBlank()) {
                crit.add(c.strip());
            }
        }
        while (crit.size() < 6) {
            crit.add("NULL");
        }

        int length = Math.max(OgWriter.PARTICIPATING_LENGTH, Math.max(rounds, s.lastRound()));
        Map<Integer, String> keyOf = new HashMap<>();
        Map<String, Player> byKey = new HashMap<>();
        Map<Integer, boolean[]> parts = new HashMap<>();
        Map<Integer, String[]> names = new HashMap<>();
        for (Player p : s.players()) {
            String k = OgSnapshots.PREFIX + "player." + p.no() + ".";
            if (p.name().isBlank()) {
                throw UserError.zh("棋手 " + p.no() + " 没有姓名，OpenGotha 以姓名区分棋手",
                        "player " + p.no() + " has no name: OpenGotha tells players apart by name");
            }
            String[] nf = GoNames.split(p, o).orElseThrow(() -> UserError.zh("棋手 " + p.no() + "「" + p.name()
                            + "」：OpenGotha 要求姓和名都不为空（否则打不开文件），请把姓名写成“姓 名”（中间加空格）再导出",
                    "player " + p.no() + " '" + p.name() + "': OpenGotha needs both a name and a first name (it does not "
                            + "open a file without them); write it as 'NAME FIRSTNAME' (with a space) before exporting"));
            names.put(p.no(), nf);
            String name = nf[0];
            String first = nf[1];
            String key = OgTournament.keyOf(name + first);
            Player other = byKey.putIfAbsent(key, p);
            if (other != null) {
                throw UserError.zh("棋手 " + other.no() + " 与 " + p.no() + " 同名（" + key + "）：OpenGotha 以姓名区分棋手，"
                                + "请先改名（如加上单位）再导出", "players " + other.no() + " and " + p.no()
                                + " have the same name (" + key + "): OpenGotha tells players apart by name; rename "
                                + "one (e.g. add the club) before exporting");
            }
            keyOf.put(p.no(), key);
            String part = o.getOrDefault(k + "participating", "");
            boolean[] b = new boolean[Math.max(length, part.length())];
            for (int r = 0; r < b.length; r++) {
                b[r] = r >= part.length() || part.charAt(r) != '0';
                if (!p.status().isActive() && r + 1 > p.leftAfterRound()) {
                    b[r] = false;
                }
            }
            parts.put(p.no(), b);
        }
        List<OgTournament.Game> games = new ArrayList<>();
        Map<Integer, String> byes = new LinkedHashMap<>();
        for (Round r : s.rounds()) {
            for (Pairing pr : r.pairings()) {
                if (pr.isBye()) {
                    if (pr.bye() == ByeKind.PAIRING && !byes.containsKey(r.no())) {
                        byes.put(r.no(), keyOf.get(pr.first()));
                    } else if (r.no() - 1 < parts.get(pr.first()).length) {
                        parts.get(pr.first())[r.no() - 1] = false;
                    }
                    continue;
                }
                String gk = OgSnapshots.PREFIX + "game." + r.no() + "." + pr.board() + ".";
                Result result = pr.annulled() ? Result.PENDING : pr.result();
                String word = o.get(gk + "result");
                if (word == null || OgSnapshots.result(word) != result) {
                    word = word(result);
                }
                games.add(new OgTournament.Game(r.no(), pr.board(), keyOf.get(pr.second()), keyOf.get(pr.first()),
                        handicap(o.get(gk + "handicap"), pr), word, true));
            }
        }
        List<OgTournament.Player> players = new ArrayList<>();
        for (Player p : s.players()) {
            String k = OgSnapshots.PREFIX + "player." + p.no() + ".";
            String rankText = o.getOrDefault(k + "rank", p.title());
            OptionalInt rank = GoRank.parse(rankText);
            if (rank.isEmpty() && p.rating() != null) {
                rank = OptionalInt.of(GoRank.ofRating(p.rating()));
            }
            if (rank.isEmpty()) {
                throw UserError.zh("棋手 " + p.no() + " " + p.name() + " 没有段级位（如 5k、1d、3段）也没有等级分：OpenGotha 文件需要段级位",
                        "player " + p.no() + " " + p.name() + " has neither a rank (such as 5k, 1d) nor a rating: an "
                                + "OpenGotha file needs a rank");
            }
            int smms;
            try {
                smms = Integer.parseInt(o.getOrDefault(k + "smms-correction", "0").strip());
            } catch (NumberFormatException e) {
                throw UserError.zh("选项 " + k + "smms-correction 不是整数", "option " + k + "smms-correction is not an integer");
            }
            String country = o.getOrDefault(k + "country", "").strip();
            if (country.length() == 1 || country.length() > 2) {
                // OpenGotha's Player constructor throws on it, and the file does not open
                throw UserError.zh("棋手 " + p.no() + " " + p.name() + " 的国家代码“" + country + "”（选项 " + k
                                + "country）应为两个字母或留空", "player " + p.no() + " " + p.name() + ": the country code '"
                                + country + "' (option " + k + "country) must be two letters or empty");
            }
            // OpenGotha's own words (10K, 3D, 2P) as written; 3段, 5级, a bare number or a rating as 3D, 5K
            String rankWord = rankText.strip().matches("\\d{1,2}[KkDdPp]") && GoRank.parse(rankText).isPresent()
                    ? rankText.strip().toUpperCase(java.util.Locale.ROOT) : GoRank.format(rank.getAsInt());
            players.add(new OgTournament.Player(names.get(p.no())[0], names.get(p.no())[1],
                    rankWord, o.getOrDefault(k + "grade", rankWord),
                    p.rating() == null ? OgSnapshots.NO_RATING : Math.max(OgSnapshots.NO_RATING, Math.min(2949, p.rating())),
                    o.getOrDefault(k + "club", p.unit()), country, parts.get(p.no()), smms,
                    o.getOrDefault(k + "registering", "FIN"), ids(o, k)));
        }
        return new OgTournament(general.get("name"), general, handicap, pairing, crit, players, games, byes, display,
                publish);
    }

    /** The dates ({@code 2024-05-01}, as OpenGotha writes them) in the event's dates, in order; others ignored. */
    static List<String> days(String dates) {
        List<String> out = new ArrayList<>();
        java.util.regex.Matcher m = java.util.regex.Pattern.compile("\\d{4}-\\d{2}-\\d{2}").matcher(dates);
        while (m.find()) {
            try {
                out.add(java.time.LocalDate.parse(m.group()).toString());
            } catch (java.time.format.DateTimeParseException e) {
                // not a day (2024-13-45): left out
            }
        }
        out.sort(null);
        return out;
    }

    /** OpenGotha's {@code Gotha.MAX_NUMBER_OF_ROUNDS}: a file with a later round, game or bye does not open. */
    public static final int MAX_ROUNDS = 20;
    /** OpenGotha's {@code Gotha.MAX_NUMBER_OF_PLAYERS}: it leaves out, silently, every player past it and his games. */
    public static final int MAX_PLAYERS = 2000;

    /**
     * The categories as OpenGotha reads them: it sizes its limits by {@code numberOfCategories} − 1 and fails (the file
     * does not open) on a {@code Category} past that. One category: no limits written (QiCai's pairing ignores them
     * then, too); more: exactly one limit fewer than categories, else refused as QiCai's McMahon refuses to pair.
     */
    private static void categories(Map<String, String> general) {
        String n = general.getOrDefault("numberOfCategories", "1").strip();
        int count;
        try {
            count = Integer.parseInt(n);
        } catch (NumberFormatException e) {
            throw UserError.zh("选项 og.numberOfCategories（" + n + "）不是整数",
                    "option og.numberOfCategories ('" + n + "') is not an integer");
        }
        List<String> limits = new ArrayList<>();
        for (String l : general.getOrDefault("lowerCategoryLimits", "").split(",")) {
            if (!l.isBlank()) {
                limits.add(l.strip());
            }
        }
        if (count <= 1) {
            general.remove("lowerCategoryLimits");
        } else if (limits.size() != count - 1) {
            throw UserError.zh(count + " 个组别需要 " + (count - 1) + " 个下限（选项 og.lowerCategoryLimits），现有 "
                            + limits.size() + " 个", count + " categories need " + (count - 1)
                            + " lower limits (option og.lowerCategoryLimits), not " + limits.size());
        }
    }

    /** A player's ids and rating origin as the imported file had them ({@code og.player.N.egf-pin} …). */
    private static Map<String, String> ids(Map<String, String> o, String k) {
        Map<String, String> ids = new LinkedHashMap<>();
        for (String a : OgTournament.ID_ATTRIBUTES) {
            String v = o.get(k + OgTournament.idOption(a));
            if (v != null && !v.isEmpty()) {
                ids.put(a, v);
            }
        }
        return ids;
    }

    /** The handicap of a game: the imported file's, else the one stored with the pairing. */
    private static int handicap(String option, Pairing p) {
        if (option != null) {
            try {
                return Integer.parseInt(option.strip());
            } catch (NumberFormatException e) {
                // an edited option that is not a number: the pairing's own
            }
        }
        return p.handicap();
    }

    /** OpenGotha's result word of a core result, first = Black. */
    public static String word(Result r) {
        return switch (r) {
            case PENDING -> "RESULT_UNKNOWN";
            case FIRST_WIN -> "RESULT_BLACKWINS";
            case SECOND_WIN -> "RESULT_WHITEWINS";
            case DRAW -> "RESULT_EQUAL";
            case FIRST_WIN_FORFEIT -> "RESULT_BLACKWINS_BYDEF";
            case SECOND_WIN_FORFEIT -> "RESULT_WHITEWINS_BYDEF";
            case DOUBLE_FORFEIT -> "RESULT_BOTHLOSE_BYDEF";
        };
    }
}
