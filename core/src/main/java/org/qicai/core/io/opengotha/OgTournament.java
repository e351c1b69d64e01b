package org.qicai.core.io.opengotha;

import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * An OpenGotha tournament file (its XML, version 3.x) as values: players, games, byes and the
 * parameter sets the pairing reads. Attribute values of the parameter sets are kept as written
 * (e.g. {@code genMMBar="4D"}); {@link #param} reads one, and {@link org.qicai.core.game.GoRank} turns ranks into numbers.
 *
 * @param name            the tournament's name ({@code GeneralParameterSet name})
 * @param general         every attribute of {@code GeneralParameterSet}
 * @param handicap        every attribute of {@code HandicapParameterSet}
 * @param pairing         every attribute of {@code PairingParameterSet}
 * @param placement       the placement criteria in order ({@code PlacementCriterion name}, NULL included)
 * @param players         the players in file order
 * @param games           the games in file order
 * @param byes            the bye players: round (1-based) → player key
 * @param display         every attribute of {@code DPParameterSet} (OpenGotha's display settings: which columns
 *                        and players its lists show), empty when the file has none
 * @param publish         every attribute of {@code PublishParameterSet} (print, export to a local file …)
 */
public record OgTournament(String name, Map<String, String> general, Map<String, String> handicap,
                           Map<String, String> pairing, List<String> placement, List<Player> players,
                           List<Game> games, Map<Integer, String> byes, Map<String, String> display,
                           Map<String, String> publish) {

    public OgTournament {
        general = Map.copyOf(general);
        handicap = Map.copyOf(handicap);
        pairing = Map.copyOf(pairing);
        placement = List.copyOf(placement);
        players = List.copyOf(players);
        games = List.copyOf(games);
        byes = Map.copyOf(byes);
        display = Map.copyOf(display);
        publish = Map.copyOf(publish);
    }

    /** A tournament without display and publish settings (OpenGotha then uses its own defaults). */
    public OgTournament(String name, Map<String, String> general, Map<String, String> handicap,
                        Map<String, String> pairing, List<String> placement, List<Player> players,
                        List<Game> games, Map<Integer, String> byes) {
        this(name, general, handicap, pairing, placement, players, games, byes, Map.of(), Map.of());
    }

    /**
     * 棋手 as OpenGotha keeps him.
     *
     * @param name          family name ({@code name})
     * @param firstName     given name ({@code firstName})
     * @param rank          the declared rank as written ({@code 10K}, {@code 3D}, {@code 1P})
     * @param grade         the grade as written (may be empty)
     * @param rating        the rating, clamped as OpenGotha does to −900…2949
     * @param club          the club (OpenGotha keeps at most 4 characters)
     * @param country       the country code (2 letters or empty)
     * @param participating for each round (index 0 = round 1) whether he plays it
     * @param smmsCorrection correction of the McMahon start score
     * @param registering   {@code FIN} (final) or {@code PRE}
     * @param ids           his other attributes, as written and only when not empty: {@code egfPin},
     *                      {@code ffgLicence}, {@code ffgLicenceStatus}, {@code agaId}, {@code agaExpirationDate},
     *                      {@code ratingOrigin} ({@link #ID_ATTRIBUTES})
     */
    public record Player(String name, String firstName, String rank, String grade, int rating, String club,
                         String country, boolean[] participating, int smmsCorrection, String registering,
                         Map<String, String> ids) {
        public Player {
            participating = participating.clone();
            ids = Map.copyOf(ids);
        }

        public Player(String name, String firstName, String rank, String grade, int rating, String club,
                      String country, boolean[] participating, int smmsCorrection, String registering) {
            this(name, firstName, rank, grade, rating, club, country, participating, smmsCorrection, registering, Map.of());
        }

        /** The key other elements use: name and first name upper-cased without spaces ({@code NOGUCHIMOTOKI}). */
        public String key() {
            return keyOf(name + firstName);
        }

        /** Whether he plays round {@code round} (1-based); rounds past the string count as played. */
        public boolean plays(int round) {
            return round < 1 || round > participating.length || participating[round - 1];
        }

        @Override
        public boolean[] participating() {
            return participating.clone();
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof Player p && p.key().equals(key());
        }

        @Override
        public int hashCode() {
            return key().hashCode();
        }
    }

    /**
     * One game.
     *
     * @param round     round number, 1-based
     * @param table     table number, 1-based
     * @param white     white player's key
     * @param black     black player's key
     * @param handicap  handicap stones (0 = even game)
     * @param result    OpenGotha's result word ({@code RESULT_WHITEWINS}, {@code RESULT_BLACKWINS_BYDEF} …)
     * @param knownColor whether the colours were known
     */
    public record Game(int round, int table, String white, String black, int handicap, String result,
                       boolean knownColor) {
    }

    /**
     * A player's attributes QiCai has no field for that an OpenGotha file carries: the federations' ids a rating
     * report needs and where the rating came from. Each travels in the option {@link #idOption} names.
     */
    public static final List<String> ID_ATTRIBUTES = List.of("egfPin", "ffgLicence", "ffgLicenceStatus", "agaId",
            "agaExpirationDate", "ratingOrigin");

    /** The option suffix of an id attribute: {@code egfPin} → {@code egf-pin} ({@code og.player.N.egf-pin}). */
    public static String idOption(String attribute) {
        return attribute.replaceAll("([A-Z])", "-$1").toLowerCase(Locale.ROOT);
    }

    /** The result words OpenGotha writes. */
    public static final List<String> RESULTS = List.of("RESULT_UNKNOWN", "RESULT_WHITEWINS", "RESULT_BLACKWINS",
            "RESULT_EQUAL", "RESULT_BOTHLOSE", "RESULT_BOTHWIN", "RESULT_WHITEWINS_BYDEF", "RESULT_BLACKWINS_BYDEF",
            "RESULT_EQUAL_BYDEF", "RESULT_BOTHLOSE_BYDEF", "RESULT_BOTHWIN_BYDEF");

    /** OpenGotha's player key of a name + first name: upper case, spaces removed. */
    public static String keyOf(String nameAndFirstName) {
        return nameAndFirstName.replace(" ", "").toUpperCase(Locale.ROOT);
    }

    /** A parameter of the pairing ({@code paiXxx}), general ({@code genXxx}, …) or handicap ({@code hdXxx}) set. */
    public Optional<String> param(String attribute) {
        if (pairing.containsKey(attribute)) {
            return Optional.of(pairing.get(attribute));
        }
        if (handicap.containsKey(attribute)) {
            return Optional.of(handicap.get(attribute));
        }
        return Optional.ofNullable(general.get(attribute));
    }

    public int numberOfRounds() {
        String v = general.getOrDefault("numberOfRounds", "5");
        return Integer.parseInt(v.strip());
    }

    public Optional<Player> player(String key) {
        return players.stream().filter(p -> p.key().equals(key)).findFirst();
    }

    /** The games of one round (1-based) in table order. */
    public List<Game> games(int round) {
        return games.stream().filter(g -> g.round() == round)
                .sorted(java.util.Comparator.comparingInt(Game::table)).toList();
    }

    /** The first round (1-based) with neither a game nor a bye; {@code numberOfRounds + 1} when all have one. */
    public int firstRoundWithoutGames() {
        int r = 1;
        while (r <= Math.max(numberOfRounds(), lastRound()) && (!games(r).isEmpty() || byes.containsKey(r))) {
            r++;
        }
        return r;
    }

    /** The last round with a game or a bye, 0 when none. */
    public int lastRound() {
        int last = 0;
        for (Game g : games) {
            last = Math.max(last, g.round());
        }
        for (int r : byes.keySet()) {
            last = Math.max(last, r);
        }
        return last;
    }

    /** The same tournament without the games and byes of rounds {@code >= round}. */
    public OgTournament before(int round) {
        return new OgTournament(name, general, handicap, pairing, placement, players,
                games.stream().filter(g -> g.round() < round).toList(),
                byes.entrySet().stream().filter(e -> e.getKey() < round)
                        .collect(java.util.stream.Collectors.toMap(Map.Entry::getKey, Map.Entry::getValue)),
                display, publish);
    }
}
