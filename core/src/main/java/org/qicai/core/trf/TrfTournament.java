package org.qicai.core.trf;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A FIDE TRF16 tournament report as data: the non-player lines in file order (known and unknown
 * codes alike) and the {@code 001} player lines in start-number order. Pure: no I/O; see
 * {@link TrfReader} and {@link TrfWriter}.
 */
public record TrfTournament(List<TrfHeader> headers, List<TrfPlayer> players) {

    public static final String NAME = "012";
    public static final String CITY = "022";
    public static final String FEDERATION = "032";
    public static final String START_DATE = "042";
    public static final String END_DATE = "052";
    public static final String PLAYER_COUNT = "062";
    public static final String RATED_COUNT = "072";
    public static final String TYPE = "092";
    public static final String CHIEF_ARBITER = "102";
    public static final String DEPUTY_ARBITER = "112";
    public static final String TIME_CONTROL = "122";
    public static final String ROUND_DATES = "132";
    public static final String POINT_SYSTEM = "162";
    /** bbpPairings/JaVaFo extension: total number of rounds. */
    public static final String TOTAL_ROUNDS = "XXR";
    /** bbpPairings/JaVaFo extension: {@code white1} or {@code black1}, the colour of the top player in round 1. */
    public static final String CONFIGURATION = "XXC";

    private static final Pattern POINT_ENTRY = Pattern.compile("([A-Z])\\s*(\\d{1,3}(?:\\.\\d)?)");

    public TrfTournament {
        headers = List.copyOf(headers);
        players = players.stream().sorted(Comparator.comparingInt(TrfPlayer::startNo)).toList();
    }

    /** The value of the first line with this code. */
    public Optional<String> header(String code) {
        return headers.stream().filter(h -> h.code().equals(code)).map(TrfHeader::value).findFirst();
    }

    /** The values of every line with this code, in file order. */
    public List<String> headerValues(String code) {
        return headers.stream().filter(h -> h.code().equals(code)).map(TrfHeader::value).toList();
    }

    /** Replaces the lines with this code by one line (appended when absent); {@code null} removes them. */
    public TrfTournament withHeader(String code, String value) {
        List<TrfHeader> out = new ArrayList<>();
        boolean done = false;
        for (TrfHeader h : headers) {
            if (h.code().equals(code)) {
                if (!done && value != null) {
                    out.add(new TrfHeader(code, value));
                }
                done = true;
            } else {
                out.add(h);
            }
        }
        if (!done && value != null) {
            out.add(new TrfHeader(code, value));
        }
        return new TrfTournament(out, players);
    }

    public TrfTournament withPlayers(List<TrfPlayer> newPlayers) {
        return new TrfTournament(headers, newPlayers);
    }

    public Optional<TrfPlayer> player(int startNo) {
        return players.stream().filter(p -> p.startNo() == startNo).findFirst();
    }

    public String name() {
        return header(NAME).orElse("").strip();
    }

    /** The number of rounds that have at least one non-blank block. */
    public int roundsPresent() {
        int max = 0;
        for (TrfPlayer p : players) {
            for (int r = p.rounds().size(); r > max; r--) {
                if (!p.round(r).isEmpty()) {
                    max = r;
                    break;
                }
            }
        }
        return max;
    }

    /** Total rounds from {@code XXR} (or {@code 142}), if stated. */
    public OptionalInt totalRounds() {
        Optional<String> v = header(TOTAL_ROUNDS).or(() -> header("142"));
        if (v.isEmpty() || v.get().isBlank()) {
            return OptionalInt.empty();
        }
        try {
            return OptionalInt.of(Integer.parseInt(v.get().strip()));
        } catch (NumberFormatException e) {
            return OptionalInt.empty();
        }
    }

    /**
     * The colour of the first player in round 1 as stated by {@code XXC white1|black1} or
     * {@code 152 W|B}: {@code "white"} or {@code "black"}.
     */
    public Optional<String> initialColour() {
        for (TrfHeader h : headers) {
            if (h.code().equals(CONFIGURATION)) {
                for (String token : h.value().strip().split("\\s+")) {
                    if (token.equals("white1")) {
                        return Optional.of("white");
                    }
                    if (token.equals("black1")) {
                        return Optional.of("black");
                    }
                }
            } else if (h.code().equals("152")) {
                String v = h.value().strip();
                if (v.equals("W")) {
                    return Optional.of("white");
                }
                if (v.equals("B")) {
                    return Optional.of("black");
                }
            }
        }
        return Optional.empty();
    }

    /** The point system of the {@code 162} line; FIDE 1/½/0 when absent. */
    public TrfPointSystem pointSystem() {
        int line = 0;
        for (TrfHeader h : headers) {
            if (h.code().equals(POINT_SYSTEM)) {
                return parsePointSystem(h.value(), line);
            }
        }
        return TrfPointSystem.FIDE;
    }

    /**
     * Parses the text after {@code 162} ({@code " W 3.0    D 1.0"}); {@code lineNo} is used in errors
     * (0 when unknown).
     */
    static TrfPointSystem parsePointSystem(String value, int lineNo) {
        int win = 10;
        int draw = 5;
        int loss = 0;
        int absent = 0;
        Integer pab = null;
        Matcher m = POINT_ENTRY.matcher(value);
        int pos = 0;
        while (pos < value.length()) {
            if (value.charAt(pos) == ' ') {
                pos++;
                continue;
            }
            if (!m.find(pos) || m.start() != pos) {
                throw new TrfException(lineNo, 5 + value.codePointCount(0, pos),
                        "162：应为代码字母加分数，例如“W 3.0”", "162: expected a code letter and points such as 'W 3.0'");
            }
            int tenths = tenths(m.group(2));
            switch (m.group(1).charAt(0)) {
                case 'W' -> win = tenths;
                case 'D' -> draw = tenths;
                case 'L' -> loss = tenths;
                case 'A' -> absent = tenths;
                case 'P' -> pab = tenths;
                default -> throw new TrfException(lineNo, 5 + value.codePointCount(0, pos),
                        "162：不认识的代码“" + m.group(1) + "”（可用：W D L A P）",
                        "162: unknown code '" + m.group(1) + "' (known: W D L A P)");
            }
            pos = m.end();
        }
        return new TrfPointSystem(win, draw, loss, absent, pab == null ? win : pab);
    }

    static int tenths(String text) {
        String t = text.strip();
        int dot = t.indexOf('.');
        if (dot < 0) {
            return Integer.parseInt(t) * 10;
        }
        String frac = t.substring(dot + 1);
        if (frac.length() != 1) {
            throw new NumberFormatException(text);
        }
        return Integer.parseInt(t.substring(0, dot).isEmpty() ? "0" : t.substring(0, dot)) * 10
                + Integer.parseInt(frac);
    }

    /**
     * The tournament as it stood before round {@code round} was paired, as the fixtures README
     * describes: rounds 1..round−1 kept, points recomputed, byes already fixed for {@code round}
     * ({@code 0000 - H/F/Z}) kept, {@code XXR} the total rounds and {@code XXC white1|black1} the
     * colour of the first player in round 1. Ranks are recomputed (points, then start number).
     */
    public TrfTournament cutBefore(int round) {
        if (round < 1) {
            throw new IllegalArgumentException("round must be 1 or more: " + round);
        }
        int total = totalRounds().orElse(Math.max(roundsPresent(), round));
        String colour = initialColour().orElseGet(() -> inferInitialColour().orElse(null));
        TrfPointSystem ps = pointSystem();
        List<TrfPlayer> cut = new ArrayList<>();
        for (TrfPlayer p : players) {
            List<TrfGame> games = new ArrayList<>();
            for (int r = 1; r < round; r++) {
                games.add(p.round(r));
            }
            TrfGame next = p.round(round);
            if (next.isBye() && "HFZ".indexOf(next.result()) >= 0) {
                games.add(next);
            }
            TrfPlayer q = p.withRounds(games);
            cut.add(q.withPoints(q.pointsThrough(round - 1, ps)));
        }
        TrfTournament t = new TrfTournament(headers, cut).withRanksRecomputed()
                .withHeader(TOTAL_ROUNDS, Integer.toString(total));
        if (colour != null) {
            t = t.withHeader(CONFIGURATION, colour + "1");
        }
        return t;
    }

    /** Ranks 1..n by points (descending), then start number. */
    public TrfTournament withRanksRecomputed() {
        List<TrfPlayer> sorted = new ArrayList<>(players);
        sorted.sort(Comparator.comparingInt((TrfPlayer p) -> -p.points()).thenComparingInt(TrfPlayer::startNo));
        List<TrfPlayer> out = new ArrayList<>();
        for (int i = 0; i < sorted.size(); i++) {
            out.add(sorted.get(i).withRank(i + 1));
        }
        return new TrfTournament(headers, out);
    }

    /**
     * The round-1 colour of the first player, inferred as bbpPairings does when {@code XXC} is
     * missing: in the first round where anyone has a colour, the first player (by start number) who
     * took part in the pairings up to that round and has a colour in it tells it, inverted when he is
     * the 2nd, 4th … such participant.
     */
    public Optional<String> inferInitialColour() {
        int minRound = Integer.MAX_VALUE;
        for (TrfPlayer p : players) {
            for (int r = 1; r <= p.rounds().size() && r < minRound; r++) {
                char c = p.round(r).colour();
                if (c == 'w' || c == 'b') {
                    minRound = r;
                }
            }
        }
        if (minRound == Integer.MAX_VALUE) {
            return Optional.empty();
        }
        int index = 0;
        for (TrfPlayer p : players) {
            boolean participated = false;
            for (int r = 1; r <= minRound; r++) {
                TrfGame g = p.round(r);
                if (g.hasOpponent() || g.result() == 'U' || g.result() == '+') {
                    participated = true;
                }
            }
            if (!participated) {
                continue;
            }
            char c = p.round(minRound).colour();
            if (c == 'w' || c == 'b') {
                boolean white = (c == 'w') != ((index & 1) == 1);
                return Optional.of(white ? "white" : "black");
            }
            index++;
        }
        return Optional.empty();
    }

    /** The {@code 092} type line in upper case, empty when absent. */
    public String type() {
        return header(TYPE).orElse("").strip().toUpperCase(Locale.ROOT);
    }
}
