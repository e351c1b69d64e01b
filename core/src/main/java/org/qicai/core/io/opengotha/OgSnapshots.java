package org.qicai.core.io.opengotha;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.qicai.core.game.GoNames;
import org.qicai.core.model.ByeKind;
import org.qicai.core.model.EventSettings;
import org.qicai.core.model.EventSnapshot;
import org.qicai.core.model.Pairing;
import org.qicai.core.model.Player;
import org.qicai.core.model.Result;
import org.qicai.core.model.Round;
import org.qicai.core.model.RoundStatus;

/**
 * An OpenGotha tournament as the event snapshot a pairing system reads, cut before a round. Players are
 * numbered in file order (start number 1 = the file's first {@code Player}); a player's name is
 * {@code name firstName} ({@link #fullName}), his unit the club, his title the rank, his rating the rating (none
 * for −900, OpenGotha's "no rating"). What the core
 * model has no field for travels in the event's options, under the keys the Go plugin's McMahon reads:
 *
 * <ul>
 *   <li>{@code og.ATTRIBUTE} — every attribute of {@code GeneralParameterSet}, {@code HandicapParameterSet}
 *       and {@code PairingParameterSet}, as written ({@code og.genMMBar=4D}, {@code og.paiMaSeedSystem1=SPLITANDSLIP});</li>
 *   <li>{@code og.placement} — the placement criteria in order, comma-separated ({@code MMS,SOSM,SOSOSM,NULL,…});</li>
 *   <li>{@code og.dp.ATTRIBUTE}, {@code og.publish.ATTRIBUTE} — OpenGotha's display and publish settings
 *       ({@code DPParameterSet}, {@code PublishParameterSet}), kept only to be written back;</li>
 *   <li>{@code og.player.N.name}, {@code .first-name}, {@code .country}, {@code .grade}, {@code .participating} (the 0/1 string),
 *       {@code .smms-correction}, {@code .registering}, and when the file has them {@code .egf-pin}, {@code .ffg-licence},
 *       {@code .ffg-licence-status}, {@code .aga-id}, {@code .aga-expiration-date}, {@code .rating-origin} — player N's
 *       OpenGotha fields;</li>
 *   <li>{@code og.game.R.T.handicap}, {@code og.game.R.T.result} — round R table T's handicap and OpenGotha result word.</li>
 * </ul>
 *
 * In a Go event the first player of a board is Black: a game becomes {@code first = black, second = white}.
 */
public final class OgSnapshots {
    public static final String PREFIX = "og.";
    /** OpenGotha's {@code Player.MIN_RATING}, the rating of a player without one. */
    public static final int NO_RATING = -900;
    /** After {@link #PREFIX}: an attribute of OpenGotha's {@code DPParameterSet} ({@code og.dp.showPlayerClub}). */
    public static final String DISPLAY = "dp.";
    /** After {@link #PREFIX}: an attribute of OpenGotha's {@code PublishParameterSet} ({@code og.publish.print}). */
    public static final String PUBLISH = "publish.";

    private OgSnapshots() {
    }

    /** The start number of each player key (file order, 1-based). */
    public static Map<String, Integer> numbers(OgTournament t) {
        Map<String, Integer> no = new LinkedHashMap<>();
        for (OgTournament.Player p : t.players()) {
            no.put(p.key(), no.size() + 1);
        }
        return no;
    }

    /**
     * The event before {@code round} (1-based): players, parameters, and the games and byes of rounds
     * {@code < round}; the settings name the system the file uses ({@link #systemOf}).
     */
    public static EventSnapshot before(OgTournament t, int round) {
        OgTournament cut = t.before(round);
        Map<String, Integer> no = numbers(t);
        Map<String, String> options = new LinkedHashMap<>();
        cut.general().forEach((k, v) -> options.put(PREFIX + k, v));
        cut.handicap().forEach((k, v) -> options.put(PREFIX + k, v));
        cut.pairing().forEach((k, v) -> options.put(PREFIX + k, v));
        options.put(PREFIX + "placement", String.join(",", cut.placement()));
        cut.display().forEach((k, v) -> options.put(PREFIX + DISPLAY + k, v));
        cut.publish().forEach((k, v) -> options.put(PREFIX + PUBLISH + k, v));
        List<Player> players = new ArrayList<>();
        for (OgTournament.Player p : cut.players()) {
            int n = no.get(p.key());
            // −900, OpenGotha's lowest rating, is its "no rating" (its default for a player without one, and what QiCai
            // exports for a player without one): no rating, which QiCai's McMahon pairs as −900
            players.add(new Player(n, GoNames.fullName(p.name(), p.firstName()), p.club(),
                    p.rating() <= NO_RATING ? null : p.rating(), p.rank(), null, 0));
            String k = PREFIX + "player." + n + ".";
            options.put(k + "name", p.name());
            options.put(k + "first-name", p.firstName());
            options.put(k + "country", p.country());
            options.put(k + "grade", p.grade());
            StringBuilder part = new StringBuilder();
            for (boolean b : p.participating()) {
                part.append(b ? '1' : '0');
            }
            options.put(k + "participating", part.toString());
            options.put(k + "smms-correction", String.valueOf(p.smmsCorrection()));
            options.put(k + "registering", p.registering());
            p.ids().forEach((a, v) -> options.put(k + OgTournament.idOption(a), v));
        }
        Map<Integer, List<Pairing>> byRound = new HashMap<>();
        for (OgTournament.Game g : cut.games()) {
            byRound.computeIfAbsent(g.round(), r -> new ArrayList<>()).add(new Pairing(g.round(), g.table(),
                    no.get(g.black()), no.get(g.white()), result(g.result()), null, false, "",
                    org.qicai.core.model.ResultDetail.NONE, g.handicap()));
            String k = PREFIX + "game." + g.round() + "." + g.table() + ".";
            options.put(k + "handicap", String.valueOf(g.handicap()));
            options.put(k + "result", g.result());
        }
        cut.byes().forEach((r, key) -> {
            List<Pairing> ps = byRound.computeIfAbsent(r, x -> new ArrayList<>());
            int board = ps.stream().mapToInt(Pairing::board).max().orElse(0) + 1;
            ps.add(Pairing.bye(r, board, no.get(key), ByeKind.PAIRING));
        });
        List<Round> rounds = new ArrayList<>();
        for (int r = 1; r < round; r++) {
            List<Pairing> ps = byRound.getOrDefault(r, List.of());
            rounds.add(new Round(r, RoundStatus.FINISHED, ps));
        }
        EventSettings settings = new EventSettings(cut.name().isBlank() ? "OpenGotha" : cut.name(), "go", systemOf(t),
                t.numberOfRounds(), null, List.of(), "", 0L, options);
        return new EventSnapshot(settings, players, rounds, List.of());
    }

    /** {@code mcmahon} when the first placement criterion is MMS, else {@code go-swiss} (OpenGotha's Swiss). */
    public static String systemOf(OgTournament t) {
        for (String c : t.placement()) {
            if (c.equals("MMS")) {
                return "mcmahon";
            }
            if (c.equals("NBW")) {
                return "go-swiss";
            }
        }
        return "go-swiss";
    }

    /** The core result of an OpenGotha result word, first = Black. */
    public static Result result(String og) {
        return switch (og) {
            case "RESULT_WHITEWINS" -> Result.SECOND_WIN;
            case "RESULT_BLACKWINS" -> Result.FIRST_WIN;
            case "RESULT_EQUAL", "RESULT_EQUAL_BYDEF", "RESULT_BOTHWIN", "RESULT_BOTHWIN_BYDEF" -> Result.DRAW;
            case "RESULT_WHITEWINS_BYDEF" -> Result.SECOND_WIN_FORFEIT;
            case "RESULT_BLACKWINS_BYDEF" -> Result.FIRST_WIN_FORFEIT;
            case "RESULT_BOTHLOSE", "RESULT_BOTHLOSE_BYDEF" -> Result.DOUBLE_FORFEIT;
            default -> Result.PENDING;
        };
    }
}
